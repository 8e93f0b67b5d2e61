/**
 * Build-time resolution for the wallet pages' N3 code (used by site/astro.config.ts). `@cityofzion/neon-js` ships a
 * prebuilt 465 KB browser bundle; its rpc/sc/tx/u/wallet are neon-core's, so the browser build resolves the import
 * to neon-core's ES modules, and swaps three of their whole-package imports for the parts they use. Node (tests)
 * is unaffected and runs the published packages.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/** The browser build's replacements (exact matches only). */
export const walletAliases = [
  { find: /^@cityofzion\/neon-js$/, replacement: '@cityofzion/neon-core/lib/index.js' },
  { find: /^lodash$/, replacement: here('./lodash-isequal.js') },
  { find: /^crypto-js$/, replacement: here('./crypto-js-core.js') },
  { find: /^cross-fetch$/, replacement: here('./fetch.js') },
];

/**
 * The aliases as a Vite plugin applied to the browser build only. The prerender step (Node) keeps the published
 * packages: the GAS calculator's build-time chain reading runs the N3 code there, and neon-core's ES modules use
 * extensionless imports that Node's loader refuses.
 */
export function walletAliasPlugin(): Plugin {
  return {
    name: 'wallet-browser-aliases',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (this.environment?.config.consumer === 'server') return null;
      const alias = walletAliases.find((a) => a.find.test(source));
      return alias ? this.resolve(alias.replacement, importer, { ...options, skipSelf: true }) : null;
    },
  };
}
