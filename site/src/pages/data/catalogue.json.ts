/** GET /data/catalogue.json: the open catalogue of this build (src/lib/open-data.ts), written at build time. */
import type { APIRoute } from 'astro';
import { getOpenCatalogue } from '../../data/catalogue.ts';

export const GET: APIRoute = async ({ site }) =>
  new Response(JSON.stringify(await getOpenCatalogue(String(site ?? 'http://localhost:4321')), null, 1), { headers: { 'content-type': 'application/json; charset=utf-8' } });
