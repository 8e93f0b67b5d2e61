/**
 * Scope of observation (issue #32 point 4): an indexer following a private network measures that network's
 * contracts only. The catalogue's mainnet records — even NEO, whose hash is the same on every network — get no
 * figure, no rank and no chart from it, in the live snapshot and on their records; ties share a rank.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITIES } from '../../../content-schema/registry.ts';
import type { Contract } from '../../../content-schema/index.ts';
import { startTestDatabase } from '../../../tests/support/database.ts';
import { repository } from '../../adapters/data/store.ts';
import { putDocument } from '../../adapters/data/documents.ts';
import { addMembers, writePoints } from '../../adapters/data/series.ts';
import { FIGURES_DOCS, refreshFigures, type ContractFigures, type IndexedFigures } from '../indexer/figures.ts';
import type { IndexerCursor } from '../indexer/cursor.ts';
import { writeContractRecords } from '../indexer/records.ts';
import { SUBJECTS } from '../indexer/subjects.ts';
import { n3NetworkOf } from '../indexer/chain-params.ts';
import { liveSnapshot } from './snapshot.ts';

const NEO = '0xef4073a0f2b305a38ec4050e4d3d28bc40ea63f5';
const COUNTER_A = `0x${'a'.repeat(40)}`;
const COUNTER_B = `0x${'b'.repeat(40)}`;
const FLM = '0xf0151f528127558851b39c2cd8aa47da7418ab28';
const at = '2026-11-25T12:00:00.000Z';
const measured = (n: number): ContractFigures => ({ invocationsLast7Days: n, graph14Days: [0, n] });

let db: Awaited<ReturnType<typeof startTestDatabase>>;
const ids: Record<string, number> = {};
let figures: IndexedFigures;

beforeAll(async () => {
  db = await startTestDatabase();
  const chain = await repository(ENTITIES['blockchain-version']).create({
    title: 'Neo N3',
    tagName: 'neo-n3',
    color: '#00E599',
    active: true,
  });
  const n3 = chain.idBlockchainVersionPk as number;
  const dapp = (title: string) =>
    repository(ENTITIES.dapp).create({
      title,
      slug: title.toLowerCase().replace(/\W+/g, '-'),
      isDapp: true,
      active: true,
      private: false,
      shortDescription: title,
      dappCategory: [],
      dappBlockchainVersion: [n3],
      dappNntTag: [],
      dappToken: [],
      dappWallet: [],
      attributes: {},
    });
  const flamingo = (await dapp('Flamingo Finance')).idDappPk as number;
  const traffic = (await dapp('Privnet traffic')).idDappPk as number;
  ids.traffic = traffic;
  const contract = async (key: string, idDappFk: number, hash: string, extra: Partial<Contract>) => {
    const c = await repository<Contract>(ENTITIES.contract).create({
      idDappFk,
      title: key,
      hash,
      order: 0,
      blockchainVersion: n3,
      emailNotifications: false,
      ...extra,
    } as Contract);
    ids[key] = c.idContractPk;
  };
  // Mainnet records: NEO with a 0 and a rank an earlier, unscoped run left on it; FLM with a NeoFura reading.
  await contract('NEO', flamingo, NEO, { invocationsLast7Days: 0, rank: 3, graph14Days: [0, 0] });
  await contract('FLM', flamingo, FLM, { network: 'mainnet', invocationsLast7Days: 50, activityNetwork: 'mainnet' });
  await contract('Counter A', traffic, COUNTER_A, { network: 'private' });
  await contract('Counter B', traffic, COUNTER_B, { network: 'private' });
  // The privnet's NEO was busy: its counts must not become the mainnet record's.
  await writePoints(SUBJECTS.invocations(NEO), 'day', [{ at: '2026-11-25T00:00:00.000Z', value: 9 }]);
  await writePoints(SUBJECTS.invocations(COUNTER_A), 'day', [{ at: '2026-11-25T00:00:00.000Z', value: 120 }]);
  figures = {
    asOf: { block: 1151, at, hash: `0x${'1'.repeat(64)}` },
    coveredFrom: '1970-01-01T00:00:00.000Z',
    origin: 'http://127.0.0.1:1/',
    observedOn: { network: n3NetworkOf(5129551), magic: 5129551 },
    contracts: { [NEO]: measured(9), [COUNTER_A]: measured(120), [COUNTER_B]: measured(120) },
    tokens: {},
    nftCollections: {},
    network: [],
  };
  await putDocument(FIGURES_DOCS, 'n3', figures);
}, 60_000);
afterAll(async () => db.close());

describe('the scope of an indexer following a private network', () => {
  it('names the network from the magic: mainnet, testnet (T5), anything else private', () => {
    expect([860833102, 894710606, 5129551].map(n3NetworkOf)).toEqual(['mainnet', 'testnet', 'private']);
  });

  it('gives the live snapshot figures only for contracts of that network, ties sharing a rank', async () => {
    const live = await liveSnapshot(['sources', 'contracts', 'dapps']);
    expect(live.sources['n3-indexer']).toMatchObject({ network: 'private', magic: 5129551, block: 1151 });
    expect(live.contracts[ids.NEO!]).toEqual({});
    expect(live.contracts[ids['Counter A']!]).toMatchObject({
      invocationsLast7Days: 120,
      rank: 1,
      network: 'private',
      source: 'n3-indexer',
    });
    expect(live.contracts[ids['Counter B']!]).toMatchObject({ invocationsLast7Days: 120, rank: 1 });
    // The third-party mainnet reading of a mainnet contract still counts, ranked after the tie.
    expect(live.contracts[ids.FLM!]).toMatchObject({ invocationsLast7Days: 50, rank: 3, network: 'mainnet' });
    const charts = Object.entries(live.dapps).map(([id, d]) => [Number(id), d.metrics.map((m) => m.kind)]);
    expect(charts).toEqual([[ids.traffic, ['invocations']]]);
  });

  it('writes the figures onto the records of that network only and clears what another network left', async () => {
    await writeContractRecords(figures);
    const records = new Map(
      (await repository<Contract>(ENTITIES.contract).list()).map((c) => [c.idContractPk, c] as const),
    );
    const neo = records.get(ids.NEO!)!;
    expect([neo.invocationsLast7Days, neo.rank, neo.graph14Days, neo.activityNetwork]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(records.get(ids['Counter A']!)).toMatchObject({
      invocationsLast7Days: 120,
      rank: 1,
      activityNetwork: 'private',
    });
    expect(records.get(ids['Counter B']!)).toMatchObject({ invocationsLast7Days: 120, rank: 1 });
    expect(records.get(ids.FLM!)).toMatchObject({ invocationsLast7Days: 50, rank: 3, activityNetwork: 'mainnet' });
    expect(await writeContractRecords(figures)).toBe(0);
  });

  it("gives a dApp of that network its users over a period as the union of its contracts' senders, and no other dApp any", async () => {
    const day = '2026-11-25T00:00:00.000Z';
    const [alice, bob, carol] = ['0x1', '0x2', '0x3'].map((p) => p.padEnd(42, '0'));
    await addMembers(SUBJECTS.senders(COUNTER_A, 0), day, [alice!, bob!]);
    await addMembers(SUBJECTS.senders(COUNTER_B, 0), day, [bob!, carol!]);
    await addMembers(SUBJECTS.senders(NEO, 0), day, [alice!]);
    const cursor = {
      genesis: `0x${'0'.repeat(64)}`,
      network: 'private',
      magic: 5129551,
      tip: { from: 1000, next: 1152 },
      backfill: { from: 0, next: 1000, until: 1000 },
      newest: { index: 1151, hash: `0x${'1'.repeat(64)}`, at },
      coverageFrom: '1970-01-01T00:00:00.000Z',
      updatedAt: at,
    } satisfies IndexerCursor;
    const refreshed = (await refreshFigures(cursor, 'http://127.0.0.1:1/'))!;
    expect(Object.keys(refreshed.dapps ?? {})).toEqual([String(ids.traffic)]);
    expect(refreshed.dapps![String(ids.traffic)]!['24H']).toEqual({ invocations: 120, users: 3, transfers: 0 });
    const live = await liveSnapshot(['dapps']);
    expect(live.dappActivity).toEqual({
      [String(ids.traffic)]: { network: 'private', periods: refreshed.dapps![String(ids.traffic)] },
    });
  });
});
