import type { APIRoute } from 'astro';

/** robots.txt: everything may be crawled (private routes carry `noindex`), and where the sitemap of both languages is. */
export const GET: APIRoute = ({ site }) =>
  new Response(`User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap-index.xml', site).href}\n`, {
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });
