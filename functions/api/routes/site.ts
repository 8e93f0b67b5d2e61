/** GET /client/site/status (admin) → `{ lastBuiltAt?, pending, building, lastError? }` of the public site's rebuilds. */
import { Hono } from 'hono';
import { requireAdmin } from '../require-admin.ts';
import { readSiteStatus } from '../../domain/content/site-status.ts';
import type { ApiEnv } from '../env.ts';

export const siteRoutes = new Hono<ApiEnv>().get('/site/status', requireAdmin, async (c) =>
  c.json(await readSiteStatus()),
);
