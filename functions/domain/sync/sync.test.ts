import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITIES } from '../../../content-schema/registry.ts';
import type { Contract, NftCollection, TokenPriced } from '../../../content-schema/index.ts';
import { startTestDatabase } from '../../../tests/support/database.ts';
import { seedCatalogue } from '../seed/catalogue.ts';
import { repository } from '../../adapters/data/store.ts';
import { listDocuments } from '../../adapters/data/documents.ts';
import { liveSnapshot } from '../live/snapshot.ts';
import { resyncTransactions } from './contract-activity/resync.ts';
import { SYNC_DEFINITIONS, SYNC_JOBS } from './registry.ts';
import { readSyncStatus } from './status.ts';
import { SYNC_SCHEDULES } from './sources.ts';
import { SyncFailedError, syncJob } from './job.ts';
import { syncGithub, REPO_DOCS } from './github/job.ts';
import { chainActivity } from './contract-activity/activity.ts';
import { json, offlineNetwork } from '../../../tests/support/sync-fetch.ts';
import type { SourceFetch } from './http.ts';

let db: Awaited<ReturnType<typeof startTestDatabase>>;
beforeAll(async () => {
  db = await startTestDatabase();
  await seedCatalogue();
}, 60_000);
afterAll(async () => db.close());

const NEO = '0xef4073a0f2b305a38ec4050e4d3d28bc40ea63f5';

describe('the sync jobs against the offline recordings', () => {
  it('registers the five sources with their schedules', () => {
    expect(Object.keys(SYNC_JOBS).sort()).toEqual([
      'contract-activity',
      'github',
      'news',
      'nft-collections',
      'token-prices',
    ]);
    expect(Object.fromEntries(Object.values(SYNC_JOBS).map((j) => [j.name, j.schedule]))).toEqual(SYNC_SCHEDULES);
  });

  it("fills the table from every recording and records each source's status", async () => {
    for (const job of Object.values(SYNC_JOBS)) await job.run();
    expect(await SYNC_JOBS.github!.run()).toMatchObject({ repositories: 24, notFound: 76, failed: 0 });
    expect(await listDocuments(REPO_DOCS)).toHaveLength(24);
    const status = await readSyncStatus('token-prices');
    expect(status).toMatchObject({
      mode: 'offline',
      asOf: '2025-06-13T10:00:00.000Z',
      lastError: null,
      lastSummary: { priced: 3 },
    });
    expect(Date.parse(status.nextRunAt!) - Date.parse(status.lastRunAt!)).toBe(3600_000);
    const neo = (await repository<TokenPriced>(ENTITIES['token-priced']).list()).find((t) => t.hash === NEO)!;
    expect(neo).toMatchObject({
      lastPriceStored: 5.55,
      lastPriceStoredAt: '2025-06-13T08:00:00.000Z',
      lastPriceQuote: 'USDT',
    });
  }, 60_000);

  it('puts the numbers in the live snapshot, as of their recordings, and invents none', async () => {
    const live = await liveSnapshot();
    expect(Object.keys(live.github.repositories)).toHaveLength(24);
    expect(live.github.recentCommits[0]).toMatchObject({
      fullName: 'neo-project/neo-express',
      sha: '7aab00ea38683a77fa7b15c4c5032b43eb6b2a21',
    });
    expect(live.github.weekly).toHaveLength(52);
    expect(live.sources.github).toMatchObject({ mode: 'offline', asOf: '2026-08-21T20:21:01Z' });
    const neoId = (await repository<TokenPriced>(ENTITIES['token-priced']).list()).find(
      (t) => t.hash === NEO,
    )!.idTokenPricedPk;
    expect(live.tokens[neoId]).toMatchObject({
      price: 5.55,
      quote: 'USDT',
      marketCap: 555_000_000,
      priceAt: '2025-06-13T08:00:00.000Z',
    });
    // The token page's chart: the recorded week hour by hour, the last year day by day, back to 2021 weekly.
    const history = live.tokenPriceHistory![neoId]!;
    expect(history).toMatchObject({ quote: 'USDT', asOf: '2025-06-13T08:00:00.000Z' });
    expect(history.source).toContain('neo-usdt-hourly-close-binance-2021-2025.csv');
    expect(history.hourly!.values.at(-1)).toBe(5.55);
    expect(history.hourly!.values.filter((v) => v !== null).length).toBeGreaterThan(160);
    expect(history.daily!.values).toHaveLength(366);
    expect(history.weekly!.start < '2021-01-08').toBe(true);
    expect((await liveSnapshot(['tokens'])).tokenPriceHistory).toBeUndefined();
    expect(live.news).toHaveLength(23);
    expect(live.network).toBeUndefined();
    expect(Object.values(live.contracts).every((c) => c.invocationsLast7Days === undefined)).toBe(true);
    expect(Object.values(live.nftCollections).every((c) => c.monthVolume === undefined && c.assets.length === 0)).toBe(
      true,
    );
    const flamingo = (await repository(ENTITIES.dapp).list()).find((d) => d.slug === 'flamingo-finance')!;
    const metrics = live.dapps[String(flamingo.idDappPk)]!.metrics;
    expect(metrics.map((m) => m.key)).toEqual(['price:FLM']);
    expect(metrics[0]!.ranges['24H']).toHaveLength(24);
    expect(metrics[0]!.ranges['7D']).toHaveLength(7);
    expect(metrics[0]!.ranges['30D']).toHaveLength(30);
    expect(live.news.find((n) => n.title.startsWith('Flamingo launches FUSD'))!.dappIds).toContain(flamingo.idDappPk);
  });

  it('honours the visibility switches of priced tokens and NFT collections', async () => {
    const tokens = repository<TokenPriced>(ENTITIES['token-priced']);
    const neo = (await tokens.list()).find((t) => t.hash === NEO)!;
    await tokens.replace({ ...neo, isVisible: false }, neo.version);
    const nfts = repository<NftCollection>(ENTITIES.nftCollection);
    const nft = (await nfts.list())[0]!;
    await nfts.replace({ ...nft, visible: false }, nft.version);
    const live = await liveSnapshot(['tokens', 'nftCollections']);
    expect(live.tokens[neo.idTokenPricedPk]).toBeUndefined();
    expect(live.nftCollections[nft.idNftCollectionPk]).toBeUndefined();
    const back = (await tokens.get({ idTokenPricedPk: neo.idTokenPricedPk }))!;
    await tokens.replace({ ...back, isVisible: true }, back.version);
  });

  it('keeps the last good data when a source fails, records the failure, and recovers on the next run', async () => {
    const before = await listDocuments<{ fetchedAt: string }>(REPO_DOCS);
    const failing = syncJob({ ...SYNC_DEFINITIONS.github!, work: (ctx) => syncGithub(ctx, offlineNetwork) });
    const error = await failing.run().catch((e: Error) => e);
    expect(error).toBeInstanceOf(SyncFailedError);
    expect((error as Error).message).toMatch(
      /^Sync "github" failed: The GitHub API could not be reached \(https:\/\/api\.github\.com\): getaddrinfo ENOTFOUND api\.github\.com\. The last good data is kept \(last success .*\); the next run retries\.$/,
    );
    expect(await listDocuments(REPO_DOCS)).toEqual(before);
    const status = await readSyncStatus('github');
    expect(status.lastError).toContain('could not be reached');
    expect(status.lastSuccessAt).toBeTruthy();
    expect((await liveSnapshot(['github'])).github.recentCommits).toHaveLength(30);
    await SYNC_JOBS.github!.run();
    expect((await readSyncStatus('github')).lastError).toBeNull();
  }, 30_000);
});

describe('contract activity from NeoFura readings (live path, injected fetch)', () => {
  it('turns hourly running totals into daily invocations, the 7-day figures, the rank and the dApp chart', async () => {
    const contracts = repository<Contract>(ENTITIES.contract);
    const target = (await contracts.list()).find((c) => c.hash === '0xf970f4ccecd765b63732b821775dc38c25d74f23')!; // Flamingo swap router
    let total = 1_000;
    const fura: SourceFetch = async (_url, init) => {
      const body = JSON.parse(String(init?.body));
      return json({
        id: 1,
        result: body.params.ContractHash === target.hash ? { totalsccall: total } : null,
        error: null,
      });
    };
    const start = Date.parse('2026-11-01T00:30:00Z');
    let now = start;
    const source = chainActivity(fura, () => new Date(now));
    for (let hour = 0; hour <= 9 * 24; hour++) {
      now = start + hour * 3600_000;
      total += 10; // 10 calls an hour: 240 a day
      await source(target.hash);
    }
    const summary = await resyncTransactions({ progress: async () => undefined }, async (hash) =>
      hash === target.hash ? source(hash) : undefined,
    );
    expect(summary.updated).toBe(1);
    const stored = (await contracts.get({ idContractPk: target.idContractPk }))!;
    expect(stored).toMatchObject({ invocationsLast7Days: 7 * 240, rank: 1 });
    expect(stored.graph14Days!.slice(-7)).toEqual([240, 240, 240, 240, 240, 240, 240]);
    const live = await liveSnapshot(['dapps', 'contracts']);
    expect(live.contracts[target.idContractPk]).toMatchObject({ invocationsLast7Days: 1680, rank: 1 });
    const invocations = live.dapps[String(target.idDappFk)]!.metrics.find((m) => m.kind === 'invocations')!;
    expect(invocations.ranges['24H'].every((p) => p.value === 10)).toBe(true);
    expect(invocations.ranges['7D'].map((p) => p.value).slice(0, 6)).toEqual([240, 240, 240, 240, 240, 240]);
  }, 60_000);
});
