// The build must not touch the network: no anonymous usage report (read by Astro after this file loads).
process.env.ASTRO_TELEMETRY_DISABLED ??= '1';

import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { errorReportingIntegration } from './src/integrations/error-reporting.ts';
import { externalScriptsIntegration } from './src/integrations/external-scripts.ts';
import { localesIntegration } from './src/integrations/locales.ts';
import { openDataArchiveIntegration } from './src/integrations/open-data-archive.ts';
import { redirectPagesIntegration } from './src/integrations/redirect-pages.ts';
import { sitemapIntegration } from './src/integrations/sitemap.ts';
import { walletAliasPlugin } from './src/wallets/build/vite-aliases.ts';
import { assertProductionChainConfig } from '../chain/production-guard.ts';

// A production build never points at the local privnet or carries its test-only keys (chain/production-guard.ts).
if (process.env.DEPLOY_STAGE === 'production') assertProductionChainConfig(process.env);

/**
 * Static build of the public site. The build reads only the catalogue snapshot (see src/content.config.ts);
 * SITE_URL sets the canonical origin, SITE_OUT_DIR (absolute) where the HTML goes. Pages are en-US at the root;
 * the locales integration gives each its pt-BR twin under /pt-BR/.
 */
export default defineConfig({
  output: 'static',
  site: process.env.SITE_URL ?? 'http://localhost:4321',
  outDir: process.env.SITE_OUT_DIR ?? './dist',
  // Builds that run at once (a stack's rebuild, the tests, the bench) each keep their own content-layer cache.
  ...(process.env.ASTRO_CACHE_DIR ? { cacheDir: process.env.ASTRO_CACHE_DIR } : {}),
  // Redirect pages (/apps, /dapps, the numeric-id detail routes) are written by redirectPagesIntegration, as valid HTML.
  // externalScriptsIntegration runs last: no page keeps an inline script, so the CSP needs no 'unsafe-inline'.
  integrations: [
    react(),
    localesIntegration(),
    sitemapIntegration(),
    redirectPagesIntegration(),
    openDataArchiveIntegration(),
    errorReportingIntegration(),
    externalScriptsIntegration(),
  ],
  devToolbar: { enabled: false },
  prefetch: false,
  // The wallet pages' N3 code in the browser: neon-core's ES modules instead of neon-js's prebuilt bundle (see the module).
  vite: { plugins: [walletAliasPlugin()] },
});
