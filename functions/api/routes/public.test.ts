import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ENTITIES } from '../../../content-schema/registry.ts';
import { CatalogueSnapshotSchema } from '../../../content-schema/snapshot.ts';
import { startTestDatabase } from '../../../tests/support/database.ts';
import { seedCatalogue } from '../../domain/seed/catalogue.ts';
import { repository } from '../../adapters/data/store.ts';
import { createApp } from '../app.ts';

const app = createApp();
let db: Awaited<ReturnType<typeof startTestDatabase>>;
beforeAll(async () => {
  db = await startTestDatabase();
  await seedCatalogue();
}, 30_000);
afterAll(async () => db.close());

describe('public API', () => {
  it('GET /client/dapp?isDapp=true answers the dApps with slugs, /client/app?isDapp=true the apps', async () => {
    const dapps = await (await app.request('/client/dapp?isDapp=true')).json();
    const apps = await (await app.request('/client/app?isDapp=true')).json();
    expect(dapps.length).toBe(65);
    expect(apps.length).toBe(63);
    expect(dapps.every((d: { slug: string; isDapp: boolean }) => d.slug && d.isDapp === true)).toBe(true);
    expect(apps.every((d: { slug: string; isDapp: boolean }) => d.slug && d.isDapp === false)).toBe(true);
    expect(dapps.map((d: { slug: string }) => d.slug)).toContain('flamingo-finance');
  });

  it('answers 400 with the field to blame for an isDapp other than true or false, on both lists', async () => {
    for (const path of ['/client/dapp?isDapp=yes', '/client/app?isDapp=1']) {
      const res = await app.request(path, { headers: { 'accept-language': 'en-US' } });
      expect(res.status, path).toBe(400);
      expect(await res.json()).toEqual({
        message: 'There are fields with validation errors',
        fields: { isDapp: expect.stringMatching(/must be a valid value/) },
      });
    }
    // `false` is as good as `true` (the route picks the list), and /app answers without it.
    expect((await app.request('/client/dapp?isDapp=false')).status).toBe(200);
    expect((await app.request('/client/app')).status).toBe(200);
    // Without isDapp, /dapp is the administrator's list: no session, no list.
    expect((await app.request('/client/dapp')).status).toBe(401);
  });

  it('leaves inactive and private dApps out of the public list and the snapshot', async () => {
    const repo = repository(ENTITIES.dapp);
    const flamingo = (await repo.list()).find((d) => d.slug === 'flamingo-finance')!;
    await repo.replace({ ...flamingo, active: false }, flamingo.version);
    const dapps = await (await app.request('/client/dapp?isDapp=true')).json();
    const snapshot = await (await app.request('/client/snapshot/catalogue')).json();
    expect(dapps.map((d: { slug: string }) => d.slug)).not.toContain('flamingo-finance');
    expect(snapshot.dapps.map((d: { slug: string }) => d.slug)).not.toContain('flamingo-finance');
    expect(snapshot.contracts.some((k: { dappSlug: string }) => k.dappSlug === 'flamingo-finance')).toBe(false);
    const current = (await repo.get({ idDappPk: flamingo.idDappPk as number }))!;
    await repo.replace({ ...current, active: true }, current.version);
  });

  it('publishes only http(s) links even when the table holds another (restored by hand): the link is dropped', async () => {
    const repo = repository(ENTITIES.wallet);
    const [first] = await repo.list();
    await repo.replace({ ...first!, websiteUrl: 'javascript:alert(document.cookie)' }, first!.version);
    const res = await app.request('/client/snapshot/catalogue');
    expect(res.status).toBe(200);
    const wallet = (await res.json()).wallets.find((w: { idWalletPk: number }) => w.idWalletPk === first!.idWalletPk);
    expect(wallet.title).toBe(first!.title);
    expect(wallet.websiteUrl).toBeUndefined();
    const current = (await repo.get({ idWalletPk: first!.idWalletPk as number }))!;
    await repo.replace({ ...current, websiteUrl: first!.websiteUrl }, current.version);
  });

  it('answers a valid catalogue snapshot with relations resolved', async () => {
    const res = await app.request('/client/snapshot/catalogue');
    expect(res.status).toBe(200);
    // Kept a minute by the CDN and served stale a minute more while it refreshes; browsers revalidate.
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=60');
    const snapshot = v.parse(CatalogueSnapshotSchema, await res.json());
    expect(snapshot.dapps).toHaveLength(128);
    const flamingo = snapshot.dapps.find((d) => d.slug === 'flamingo-finance')!;
    expect(flamingo.categories.map((c) => c.title)).toEqual(['DeFi', 'Exchange']);
    expect(flamingo.blockchainVersions.map((b) => b.title)).toEqual(['Neo N3']);
    expect(flamingo.socials.find((s) => s.typeSlug === 'github')?.url).toBe('https://github.com/flamingo-finance');
    expect(flamingo.invocationsLast7Days).toBeUndefined();
    expect(snapshot.wallets.find((w) => w.browserExtension)?.platforms.isWeb).toBe(true);
  });

  it("carries banners (window not ended, in order), public GasBot servers and the boosted dApps' maximum", async () => {
    const hour = 3_600_000;
    const iso = (offset: number) => new Date(Date.now() + offset).toISOString();
    const banners = repository(ENTITIES.banner);
    const base = { imageUrl: 'https://example.org/banner.png', action: 1, active: true, tags: [], websiteSection: 1 };
    await banners.create({
      ...base,
      title: 'Now',
      order: 2,
      visibleStartDatetime: iso(-hour),
      visibleEndDatetime: iso(hour),
    });
    await banners.create({
      ...base,
      title: 'Later',
      order: 1,
      visibleStartDatetime: iso(hour),
      visibleEndDatetime: iso(2 * hour),
      action: 3,
      url: 'https://example.org/',
    });
    await banners.create({
      ...base,
      title: 'Over',
      order: 0,
      visibleStartDatetime: iso(-2 * hour),
      visibleEndDatetime: iso(-hour),
    });
    await banners.create({
      ...base,
      title: 'Off',
      order: 0,
      active: false,
      visibleStartDatetime: iso(-hour),
      visibleEndDatetime: iso(hour),
    });
    const servers = repository(ENTITIES['supported-server']);
    await servers.create({ name: 'Neo', order: 2, discordLink: 'https://discord.gg/neo', private: false });
    await servers.create({ name: 'Hidden', order: 1, discordLink: 'https://discord.gg/hidden', private: true });
    const snapshot = v.parse(CatalogueSnapshotSchema, await (await app.request('/client/snapshot/catalogue')).json());
    expect(snapshot.banners.map((b) => b.title)).toEqual(['Later', 'Now']);
    expect(snapshot.banners[0]).toMatchObject({ action: 3, url: 'https://example.org/', websiteSection: 1 });
    expect(snapshot.supportedServers.map((s) => s.name)).toEqual(['Neo']);
    expect(JSON.stringify(snapshot)).not.toContain('Hidden');
    expect(snapshot.boostedDappMaxsize).toBe(5);
  });

  it('answers health, and JSON errors for unknown routes and oversized bodies', async () => {
    expect(await (await app.request('/client/health')).json()).toMatchObject({ status: 'ok' });
    const missing = await app.request('/client/no-such-route');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Not found' });
    const big = await app.request('/client/health', {
      method: 'POST',
      body: 'x'.repeat(300 * 1024),
      headers: { 'content-type': 'application/json' },
    });
    expect(big.status).toBe(413);
  });
});
