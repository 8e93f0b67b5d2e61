// The build must not touch the network: no anonymous usage report (read by Astro after this file loads).
process.env.ASTRO_TELEMETRY_DISABLED ??= '1';

import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { sitemapIntegration } from './src/integrations/sitemap.ts';

/**
 * Static build of the public site. The build reads only the catalogue snapshot (see src/content.config.ts);
 * SITE_URL sets the canonical origin, SITE_OUT_DIR (absolute) where the HTML goes.
 */
export default defineConfig({
  output: 'static',
  site: process.env.SITE_URL ?? 'http://localhost:4321',
  outDir: process.env.SITE_OUT_DIR ?? './dist',
  integrations: [react(), sitemapIntegration()],
  redirects: {
    '/apps': '/apps-overview',
    '/dapps': '/dapps-overview',
  },
  devToolbar: { enabled: false },
  prefetch: false,
});
