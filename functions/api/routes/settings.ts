/** GET /client/settings/public → `{ isSwapFeatureActive }`: the global settings the public wallet pages honour. */
import { Hono } from 'hono';
import { publicSettings } from '../../content/settings.ts';

/** Public, no session needed; cached a minute. */
export const settingsRoutes = new Hono().get('/settings/public', async (c) => {
  c.header('cache-control', 'public, max-age=60');
  return c.json(await publicSettings());
});
