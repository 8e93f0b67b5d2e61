import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase } from '../../testing/database.ts';
import { setSwapFeature } from '../../content/settings.ts';
import { catalogueSnapshot } from '../../catalogue/snapshot.ts';
import { createApp } from '../app.ts';

const app = createApp();
let db: Awaited<ReturnType<typeof startTestDatabase>>;
beforeAll(async () => { db = await startTestDatabase(); }, 30_000);
afterAll(async () => db.close());

describe('public settings', () => {
  it('GET /client/settings/public answers the swap switch to anyone (on by default), and the snapshot carries it', async () => {
    const first = await app.request('/client/settings/public');
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ isSwapFeatureActive: true });
    expect((await catalogueSnapshot()).settings).toEqual({ isSwapFeatureActive: true });
    await setSwapFeature(false);
    expect(await (await app.request('/client/settings/public')).json()).toEqual({ isSwapFeatureActive: false });
    expect((await catalogueSnapshot()).settings).toEqual({ isSwapFeatureActive: false });
  });
});
