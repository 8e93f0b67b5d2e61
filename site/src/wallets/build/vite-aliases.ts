/**
 * Build-time resolution for the wallet pages' N3 code (used by site/astro.config.ts). `@cityofzion/neon-js` ships a
 * prebuilt 465 KB browser bundle; its rpc/sc/tx/u/wallet are neon-core's, so the browser build resolves the import
 * to neon-core's ES modules, and swaps three of their whole-package imports for the parts they use. Node (tests)
 * is unaffected and runs the published packages.
 */
import { fileURLToPath } from 'node:url';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/** Vite `resolve.alias` entries (exact matches only). */
export const walletAliases = [
  { find: /^@cityofzion\/neon-js$/, replacement: '@cityofzion/neon-core/lib/index.js' },
  { find: /^lodash$/, replacement: here('./lodash-isequal.js') },
  { find: /^crypto-js$/, replacement: here('./crypto-js-core.js') },
  { find: /^cross-fetch$/, replacement: here('./fetch.js') },
];
