/** GET /data/<entity>.csv: one formula-safe, losslessly re-importable CSV per public entity (src/lib/open-data.ts). */
import type { APIRoute, GetStaticPaths } from 'astro';
import { getOpenCatalogue } from '../../data/catalogue.ts';
import { entityCsv, OPEN_ENTITIES } from '../../lib/open-data.ts';

export const getStaticPaths = (() => Object.keys(OPEN_ENTITIES).map((entity) => ({ params: { entity } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params, site }) => {
  const doc = await getOpenCatalogue(String(site ?? 'http://localhost:4321'));
  return new Response(entityCsv(doc.entities[params.entity!]!), { headers: { 'content-type': 'text/csv; charset=utf-8' } });
};
