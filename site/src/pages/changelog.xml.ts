/** GET /changelog.xml: the Atom feed of the catalogue's changes (src/lib/changelog.ts), written at build time. */
import type { APIRoute } from 'astro';
import { getChanges, getSnapshotTakenAt } from '../data/catalogue.ts';
import { translator } from '../i18n.ts';
import { ATOM_CONTENT_TYPE, atomFeed } from '../lib/changelog.ts';

export const GET: APIRoute = async ({ site }) => {
  const t = translator('en-US');
  const xml = atomFeed(
    await getChanges(),
    String(site ?? 'http://localhost:4321'),
    (key, options) => t(key, options),
    await getSnapshotTakenAt(),
  );
  return new Response(xml, { headers: { 'content-type': ATOM_CONTENT_TYPE } });
};
