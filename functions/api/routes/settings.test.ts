import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase } from '../../../tests/support/database.ts';
import { setSwapFeature } from '../../domain/content/settings.ts';
import { catalogueSnapshot } from '../../domain/catalogue/snapshot.ts';
import { createApp } from '../app.ts';
import { ENTITIES } from '../../../content-schema/registry.ts';
import type { GlobalSettings } from '../../../content-schema/index.ts';
import { repository } from '../../adapters/data/store.ts';

const app = createApp();
let db: Awaited<ReturnType<typeof startTestDatabase>>;
beforeAll(async () => {
  db = await startTestDatabase();
}, 30_000);
afterAll(async () => db.close());

describe('public settings', () => {
  it('GET /client/global/public answers the swap switch and the image rules to anyone (cacheable), and the snapshot carries the switch', async () => {
    const first = await app.request('/client/global/public');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=60');
    expect(await first.json()).toEqual({
      isSwapFeatureActive: true,
      uploadImageAllowedFiles: ['image/png', 'image/jpeg', 'image/webp'],
      dappImageDimension: 256,
      socialTypeIconDimension: 80,
    });
    expect((await catalogueSnapshot()).settings).toEqual({
      isSwapFeatureActive: true,
      minDappTransactionCountForTrending: 100,
    });
    await setSwapFeature(false);
    expect(await (await app.request('/client/global/public')).json()).toMatchObject({ isSwapFeatureActive: false });
    expect(Object.keys(await (await app.request('/client/global/public')).json()).sort()).toEqual([
      'dappImageDimension',
      'isSwapFeatureActive',
      'socialTypeIconDimension',
      'uploadImageAllowedFiles',
    ]);
    expect((await catalogueSnapshot()).settings).toEqual({
      isSwapFeatureActive: false,
      minDappTransactionCountForTrending: 100,
    });
  });

  it('the snapshot carries the saved trending minimum the home top dApps honour', async () => {
    const repo = repository<GlobalSettings>(ENTITIES.global);
    const current = (await repo.get({ idGlobalPk: 1 }))!;
    await repo.replace({ ...current, minDappTransactionCountForTrending: 25 }, current.version);
    expect((await catalogueSnapshot()).settings?.minDappTransactionCountForTrending).toBe(25);
  });
});
