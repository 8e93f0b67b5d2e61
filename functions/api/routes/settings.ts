/**
 * GET /client/global/public → `{ isSwapFeatureActive, uploadImageAllowedFiles, dappImageDimension,
 * socialTypeIconDimension }` (PublicGlobalSchema): the read-only subset of the global settings that every visitor's
 * page loads on startup (SPEC §4 "always load global settings"), signed in or not. No session needed; browsers and
 * the CDN may keep it a minute.
 */
import { Hono } from 'hono';
import { PublicGlobalSchema } from '../../../content-schema/entities/settings.ts';
import { publicGlobal } from '../../domain/content/settings.ts';
import { describe, json, publicRead } from '../describe.ts';

/** Cache-Control of the public settings: a switch flipped in the dashboard reaches visitors within a minute. */
export const PUBLIC_GLOBAL_CACHE = 'public, max-age=60, s-maxage=60';

export const settingsRoutes = new Hono().get(
  '/global/public',
  describe(
    'catalogue',
    process.env.OPENAPI_PRECOMPUTED !== '1' && {
      summary: 'Public settings',
      description: 'The swap switch and the image rules every page loads on startup.',
      responses: { 200: { description: 'The public settings', content: json(PublicGlobalSchema) } },
    },
  ),
  async (c) => {
    publicRead(c, PUBLIC_GLOBAL_CACHE);
    return c.json(await publicGlobal());
  },
);
