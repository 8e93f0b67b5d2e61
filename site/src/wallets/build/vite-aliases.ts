/**
 * Build-time resolution for the wallet pages' N3 code (used by site/astro.config.ts). `@cityofzion/neon-js` ships a
 * prebuilt 465 KB browser bundle; its rpc/sc/tx/u/wallet are neon-core's, so the browser build resolves the import
 * to neon-core's ES modules, swaps two of their whole-package imports for the parts they use, and replaces five of
 * neon-core's own modules and its bn.js with the light stand-ins of `neon-core/` (crypto-js, NEP-2
 * and bn.js leave the wallet pages: ~30 KB gzip). Node (tests, the build-time calculator reading) is unaffected and
 * runs the published packages.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/** The browser build's replacements of bare imports (exact matches only). */
export const walletAliases = [
  { find: /^@cityofzion\/neon-js$/, replacement: '@cityofzion/neon-core/lib/index.js' },
  { find: /^lodash$/, replacement: here('./lodash-isequal.js') },
  { find: /^cross-fetch$/, replacement: here('./fetch.js') },
];

/**
 * neon-core modules (path under `@cityofzion/neon-core/lib/`) and their browser stand-ins: the same exports, the
 * hashes and encodings without crypto-js, and what the site never does in the browser (sign, derive or encrypt a
 * key: the wallets do) left out. Each stand-in's test compares it with neon-core's module on real inputs.
 */
export const neonCoreStandIns: Record<string, string> = {
  'u/basic/hash.js': here('./neon-core/hash.ts'),
  'u/basic/base64.js': here('./neon-core/base64.ts'),
  'u/basic/random.js': here('./neon-core/random.ts'),
  'u/basic/curve.js': here('./neon-core/curve.ts'),
  'wallet/nep2.js': here('./neon-core/nep2.ts'),
};

/** bn.js as neon-core's BigInteger and ScriptBuilder use it, over native bigints (neon-core/bn.ts). */
export const neonCoreBn = here('./neon-core/bn.ts');

const NEON_CORE_LIB = /\/@cityofzion\/neon-core\/lib\/(.+)$/;

/**
 * The aliases and stand-ins as a Vite plugin applied to the browser build only. The prerender step (Node) keeps
 * the published packages: the GAS calculator's build-time chain reading runs the N3 code there, and neon-core's ES
 * modules use extensionless imports that Node's loader refuses.
 */
export function walletAliasPlugin(): Plugin {
  return {
    name: 'wallet-browser-aliases',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (this.environment?.config.consumer === 'server') return null;
      const alias = walletAliases.find((a) => a.find.test(source));
      if (alias) return this.resolve(alias.replacement, importer, { ...options, skipSelf: true });
      if (!importer || !NEON_CORE_LIB.test(importer)) return null;
      if (source === 'bn.js') return { id: neonCoreBn };
      if (!source.startsWith('.')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const standIn = resolved && neonCoreStandIns[NEON_CORE_LIB.exec(resolved.id)?.[1] ?? ''];
      return standIn ? { id: standIn } : resolved;
    },
  };
}
