/**
 * The N3 indexer against the local privnet (issue 14 point 8): a known set of transactions — N = 6 invocations of
 * a freshly deployed contract A by K = 3 senders over two simulated days (the clock used for bucketing moves the
 * blocks before a split height one day back), an update of A, M = 3 transfers of token T (NEO) — is indexed, and
 * the counts, first/last times, discovery and mails are asserted exactly; an indexer killed halfway (a chunk
 * written, its cursor not moved) resumes with identical results; a node answering errors or timing out loses
 * nothing recorded. Each run writes into its own in-memory dynalite.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wallet } from '@cityofzion/neon-js';
import { N3Rpc } from '../../chain/n3/rpc.ts';
import { NodeUnreachableError } from '../../chain/node-error.ts';
import { NATIVE } from '../../chain/n3/native.ts';
import { invoke, transferCall } from '../../local/privnet/send.ts';
import { committeeAccount, committeeMultisig } from '../../local/privnet/keys.ts';
import { compileCounter, deployCounter, touch, updateCounter } from '../../local/contracts/traffic/counter.ts';
import { compileCollection, mintCall, nftTransferCall } from '../../local/contracts/traffic/collection.ts';
import { readAllBalances } from '../../functions/adapters/data/balances.ts';
import { ENTITIES } from '../../content-schema/registry.ts';
import { startTestDatabase } from '../support/database.ts';
import { useEmbeddedEndpoints } from '../../local/stack/stack.ts';
import { ensureTable } from '../../functions/adapters/data/table.ts';
import { repository } from '../../functions/adapters/data/store.ts';
import { readMembers, readPoints } from '../../functions/adapters/data/series.ts';
import { resetConfig } from '../../functions/config.ts';
import { resetMailer } from '../../functions/adapters/mail/mailer.ts';
import { startMaildevOnFreePorts, type Maildev } from '../../local/stack/maildev.ts';
import { startDynalite } from '../../local/stack/embedded.ts';
import { advanceIndexer, indexChunk } from '../../functions/domain/indexer/indexer.ts';
import { contractActivity } from '../../functions/domain/indexer/apply.ts';
import { listDiscovered } from '../../functions/domain/indexer/discovery.ts';
import { readCursor } from '../../functions/domain/indexer/cursor.ts';
import { ConflictError, InvalidError } from '../../functions/domain/errors.ts';
import { contractFigures } from '../../functions/domain/indexer/figures.ts';
import { SHARDS, SUBJECTS } from '../../functions/domain/indexer/subjects.ts';
import type { ChainBlock } from '../../functions/domain/indexer/read-blocks.ts';
import { call, n3 } from './support.ts';
import { inject } from 'vitest';
import type { Context, ScheduledEvent } from 'aws-lambda';
import { writePoints } from '../../functions/adapters/data/series.ts';
import { resyncRegistered } from '../../functions/domain/indexer/resync.ts';
import { publishAsNftCollection, publishAsToken } from '../../functions/domain/indexer/publish.ts';
import { handler as indexerHandler } from '../../functions/entry/handlers/indexer.ts';
import { INDEXER_LAG_METRIC } from '../../functions/lib/metrics.ts';
import { runIndexerJob } from '../../functions/domain/indexer/job.ts';
import { catalogueSnapshot } from '../../functions/domain/catalogue/snapshot.ts';
import { liveSnapshot } from '../../functions/domain/live/snapshot.ts';
import { topDapps } from '../../site/src/lib/ranking.ts';
import { collectionTraffic } from '../../local/stack/traffic-collection.ts';

const DAY = 86_400_000;
type Account = InstanceType<typeof wallet.Account>;
const hashOf = (a: Account) => `0x${a.scriptHash}`;

let maildev: Maildev;
const dbs: { close(): Promise<void> }[] = [];
/** A fresh database for one indexing run; the server modules point at it. */
async function freshDatabase() {
  const db = await startDynalite();
  dbs.push(db);
  useEmbeddedEndpoints(db.url);
  await ensureTable();
}

// The scenario, made once on the chain.
let A = '';
let split = 0;
let deployer: Account;
let senders: Account[] = [];
let touchBlocks: number[] = [];
let updateBlock = 0;
/** The chain height once the scenario was made. */
let scenarioEnd = 0;
let timeOf: (b: ChainBlock) => number;

beforeAll(async () => {
  await startTestDatabase().then((db) => dbs.push(db));
  maildev = await startMaildevOnFreePorts();
  process.env.MAIL_SMTP_URL = maildev.smtpUrl;
  resetConfig();
  resetMailer();
  const { rpcUrl, magic } = n3();
  const compiled = await compileCounter();
  const multisig = committeeMultisig();
  [deployer, ...senders] = Array.from({ length: 4 }, () => new wallet.Account(wallet.generatePrivateKey()));
  await invoke(
    rpcUrl,
    magic,
    [deployer!, ...senders].flatMap((a) => [
      transferCall(NATIVE.GAS, multisig.address, a.address, 100_00000000n),
      transferCall(NATIVE.NEO, multisig.address, a.address, 10n),
    ]),
    [{ account: multisig, keys: [committeeAccount()] }],
  );
  A = (await deployCounter(rpcUrl, magic, deployer!, compiled)).hash;
  const blockOf = async (txid: string) =>
    (await call<{ blockhash: string }>('getrawtransaction', [txid, true])).blockhash;
  const indexOf = async (txid: string) =>
    (await call<{ index: number }>('getblock', [await blockOf(txid), true])).index;
  for (const s of senders) touchBlocks.push(await indexOf((await touch(rpcUrl, magic, A, s)).txid));
  split = (await call<number>('getblockcount')) + 1;
  while ((await call<number>('getblockcount')) <= split) await new Promise((r) => setTimeout(r, 200));
  for (const s of senders) touchBlocks.push(await indexOf((await touch(rpcUrl, magic, A, s)).txid));
  updateBlock = await indexOf((await updateCounter(rpcUrl, magic, A, deployer!, compiled)).txid);
  for (const [i, s] of senders.entries())
    await invoke(
      rpcUrl,
      magic,
      [transferCall(NATIVE.NEO, s.address, senders[(i + 1) % 3]!.address, 1n)],
      [{ account: s }],
    );
  scenarioEnd = await call<number>('getblockcount');
  // Two simulated days: blocks before the split are booked one day earlier.
  timeOf = (b) => b.time - (b.index < split ? DAY : 0);
}, 180_000);

afterAll(async () => {
  await maildev?.close();
  for (const db of dbs) await db.close();
});

/** Everything the scenario must have produced, read from the current database. */
async function recorded() {
  const day = (points: { at: string; value: number }[]) => points.map((p) => [p.at, p.value]);
  const sendersPerDay = async (subjectOf: (s: number) => string) => {
    const days = new Map<string, string[]>();
    for (let s = 0; s < SHARDS; s++)
      for (const p of await readMembers(subjectOf(s))) days.set(p.at, [...(days.get(p.at) ?? []), ...p.members].sort());
    return [...days].sort();
  };
  return {
    invocationsDaily: day(await readPoints(SUBJECTS.invocations(A), 'day')),
    invocationsHourlyTotal: (await readPoints(SUBJECTS.invocations(A), 'hour')).reduce((n, p) => n + p.value, 0),
    senders: await sendersPerDay((s) => SUBJECTS.senders(A, s)),
    activity: await contractActivity(A),
    neoTransfersDaily: day(await readPoints(SUBJECTS.tokenTransfers(NATIVE.NEO), 'day')).slice(-1),
    neoHoldersToday: (await sendersPerDay((s) => SUBJECTS.tokenHolders(NATIVE.NEO, s))).at(-1),
    discovered: (await listDiscovered())
      .filter((d) => d.hash === A)
      .map((d) => ({ ...d, mailed: undefined, events: d.events.map((e) => ({ ...e, notified: undefined })) })),
  };
}

/** Index until the tip lane reached the end of the scenario. */
async function indexAll(options: Partial<Parameters<typeof advanceIndexer>[0]> = {}) {
  const rpc = options.rpc ?? new N3Rpc({ urls: n3().rpcUrl });
  for (let i = 0; i < 50; i++) {
    const run = await advanceIndexer({ rpc, timeOf, mail: false, ...options });
    if (Math.max(run.cursor.tip.next, run.cursor.backfill.until) >= scenarioEnd && run.backfillLeft === 0) return run;
  }
  throw new Error('the indexer did not reach the end of the scenario');
}

let reference: Awaited<ReturnType<typeof recorded>>;

describe('N3 indexer on the privnet', () => {
  it('counts invocations, senders, first/last, transfers and discovers the contract exactly; mails the list', async () => {
    // The scenario ran before the first run, so the backfill lane indexes it (and mails nothing about the past);
    // the tip lane's mails are tested below with a deployment after the first run.
    await indexAll({ mail: true });
    reference = await recorded();
    const [day1, day2] = reference.invocationsDaily.slice(-2);
    // Day 1: the three first touches; day 2: three touches and the update (the deployment's call of _deploy runs
    // inside ContractManagement and emits nothing of A, so plain RPC does not see it: invocation.ts).
    expect([day1![1], day2![1]]).toEqual([3, 4]);
    expect(new Date(day2![0]).getTime() - new Date(day1![0]).getTime()).toBe(DAY);
    expect(reference.invocationsHourlyTotal).toBe(7);
    expect(reference.senders.map(([, s]) => s)).toEqual([
      senders.map(hashOf).sort(),
      [...senders, deployer].map(hashOf).sort(),
    ]);
    expect(reference.activity!.first.block).toBe(touchBlocks[0]);
    expect(reference.activity!.last.block).toBe(updateBlock);
    expect(reference.neoTransfersDaily[0]![1]).toBe(3);
    expect(reference.neoHoldersToday![1]).toEqual(senders.map(hashOf).sort());
    const [discovered] = reference.discovered;
    expect(discovered).toMatchObject({
      name: 'Traffic counter',
      deployer: hashOf(deployer),
      supportedStandards: [],
      destroyed: false,
    });
    expect(discovered!.methods).toEqual(expect.arrayContaining(['touch', 'total', 'update']));
    expect(discovered!.events.map((e) => e.event)).toEqual(['Deploy', 'Update']);
    const cursor = (await readCursor())!;
    const figures = await contractFigures(A, Date.parse(cursor.newest!.at), 0, reference.activity);
    expect(figures.invocationsLast7Days).toBe(7);
    expect(figures.graph14Days.slice(-2)).toEqual([3, 4]);
  });

  it('mails a new contract found at the tip once, and an update of a watched contract', async () => {
    const settings = repository(ENTITIES.global);
    await settings.create({ idGlobalPk: 1, newContractMailingList: ['ops@example.org'] });
    const { rpcUrl, magic } = n3();
    const compiled = await compileCounter();
    const owner = new wallet.Account(wallet.generatePrivateKey());
    const multisig = committeeMultisig();
    await invoke(
      rpcUrl,
      magic,
      [transferCall(NATIVE.GAS, multisig.address, owner.address, 50_00000000n)],
      [{ account: multisig, keys: [committeeAccount()] }],
    );
    const { hash: B } = await deployCounter(rpcUrl, magic, owner, compiled);
    await repository(ENTITIES.contract).create({
      idDappFk: 1,
      title: 'Watched counter',
      hash: B,
      order: 0,
      emailNotifications: true,
    });
    await updateCounter(rpcUrl, magic, B, owner, compiled);
    const rpc = new N3Rpc({ urls: rpcUrl });
    await advanceIndexer({ rpc, timeOf, mail: true });
    await advanceIndexer({ rpc, timeOf, mail: true }); // a second run sends nothing again
    const mails = (await (await fetch(`${maildev.inboxUrl}/email`)).json()) as {
      subject: string;
      text: string;
      to: { address: string }[];
    }[];
    const announcing = mails.filter((m) => m.text.includes(B) && /new contract/.test(m.subject));
    expect(announcing).toHaveLength(1);
    expect(announcing[0]!.to[0]!.address).toBe('ops@example.org');
    expect(announcing[0]!.text).toMatch(/Traffic counter/);
    expect(announcing[0]!.text).toMatch(/\/dashboard\/discovered-contracts/);
    expect(mails.filter((m) => m.subject.includes(B) && /updated/.test(m.subject))).toHaveLength(1);
  });

  it('resumes after being killed halfway with identical results', async () => {
    await freshDatabase();
    const rpc = new N3Rpc({ urls: n3().rpcUrl });
    // First run: the cursor only (one small chunk), then a chunk written whose cursor never moved (the kill).
    const first = await advanceIndexer({ rpc, timeOf, mail: false, chunkBlocks: 50, maxChunks: 1 });
    const c = first.cursor;
    await indexChunk(rpc, 'backfill', c.backfill.next, Math.min(c.backfill.next + 400, c.backfill.until), { timeOf });
    await indexChunk(rpc, 'backfill', c.backfill.next, Math.min(c.backfill.next + 200, c.backfill.until), { timeOf });
    await indexAll({ chunkBlocks: 300 });
    expect(await recorded()).toEqual(reference);
  });

  it('loses nothing when the node answers errors or times out, and records nothing twice', async () => {
    await freshDatabase();
    let n = 0;
    const flaky: typeof fetch = async (url, init) => {
      n++;
      if (n % 4 === 1) return new Response('busy', { status: 503 });
      if (n % 4 === 2)
        return new Promise<Response>((_, reject) =>
          init!.signal!.addEventListener('abort', () => reject(init!.signal!.reason)),
        );
      return fetch(url, init);
    };
    const rpc = new N3Rpc({ urls: n3().rpcUrl, fetch: flaky, timeoutMs: 300, backoffMs: 10, retries: 6 });
    await indexAll({ rpc, chunkBlocks: 200 });
    const flakyResult = await recorded();
    // A node that never answers: the run fails and what was recorded stays as it was.
    const dead = new N3Rpc({
      urls: n3().rpcUrl,
      fetch: async () => new Response('down', { status: 502 }),
      retries: 1,
      backoffMs: 1,
    });
    const cursorBefore = await readCursor();
    await expect(advanceIndexer({ rpc: dead, timeOf, mail: false })).rejects.toBeInstanceOf(NodeUnreachableError);
    expect(await readCursor()).toEqual(cursorBefore);
    expect(await recorded()).toEqual(flakyResult);
    expect(flakyResult).toEqual(reference);
  });

  it('resyncs the registered contracts through the indexer: wrong counts are restored exactly, with progress, and nothing is added twice after', async () => {
    await freshDatabase();
    await indexAll();
    await repository(ENTITIES.contract).create({
      idDappFk: 1,
      title: 'Counter A',
      hash: A,
      order: 0,
      network: 'private',
    });
    // Wrong data the resync must repair: a day count and an hour where A was never invoked.
    const [day1] = reference.invocationsDaily.slice(-2);
    const taken = new Set((await readPoints(SUBJECTS.invocations(A), 'hour')).map((p) => p.at));
    const bogusHour = Array.from({ length: 24 }, (_, h) =>
      new Date(Date.parse(day1![0] as string) + h * 3_600_000).toISOString(),
    ).find((at) => !taken.has(at))!;
    await writePoints(SUBJECTS.invocations(A), 'day', [{ at: day1![0] as string, value: 99 }]);
    await writePoints(SUBJECTS.invocations(A), 'hour', [{ at: bogusHour, value: 5 }]);
    expect(await recorded()).not.toEqual(reference);

    const progress: [number, number][] = [];
    const summary = await resyncRegistered(
      {
        progress: async (done, total) => {
          progress.push([done, total]);
        },
      },
      { rpc: new N3Rpc({ urls: n3().rpcUrl }), timeOf, chunkBlocks: 25 },
    );
    expect(summary).toMatchObject({ contracts: 1, openDayLeft: 0 });
    expect(summary.blocks).toBeGreaterThanOrEqual(scenarioEnd - 1);
    expect(progress.length).toBeGreaterThan(2);
    expect(progress.at(-1)![0]).toBe(progress.at(-1)![1]);
    expect(await recorded()).toEqual(reference);
    expect((await readPoints(SUBJECTS.invocations(A), 'hour')).find((p) => p.at === bogusHour)?.value).toBe(0);
    expect(
      (await repository<{ hash: string; invocationsLast7Days?: number }>(ENTITIES.contract).list()).find(
        (c) => c.hash === A,
      )?.invocationsLast7Days,
    ).toBe(7);

    // The indexer's lanes do not add the re-read blocks again.
    await advanceIndexer({ rpc: new N3Rpc({ urls: n3().rpcUrl }), timeOf, mail: false });
    expect(await recorded()).toEqual(reference);
  });

  it('publishes a discovered NEP-17 contract as a token with the symbol and decimals the node answers', async () => {
    await freshDatabase();
    await indexAll();
    const { BNEO } = inject('standIns');
    const [found] = (await listDiscovered()).filter((d) => d.hash === BNEO.toLowerCase());
    expect(found?.supportedStandards).toContain('NEP-17');
    const answer = async (method: string) =>
      (await call<{ stack: { value: string }[] }>('invokefunction', [BNEO, method, []])).stack[0]!.value;
    process.env.NEO_N3_RPC_URLS = n3().rpcUrl;
    try {
      const published = await publishAsToken(BNEO, 'en-US');
      const token = await repository<{ symbol: string; decimals?: number; hash: string; type?: string }>(
        ENTITIES['token-priced'],
      ).get({ idTokenPricedPk: published.published!.tokenPriced! });
      expect(token).toMatchObject({
        hash: BNEO.toLowerCase(),
        type: 'NEP-17',
        symbol: Buffer.from(await answer('symbol'), 'base64').toString(),
        decimals: Number(await answer('decimals')),
      });
      // 409 and 400 once the API maps them (functions/api/errors.ts statusOf).
      await expect(publishAsToken(BNEO, 'en-US')).rejects.toBeInstanceOf(ConflictError);
      await expect(publishAsNftCollection(BNEO, 'en-US')).rejects.toBeInstanceOf(InvalidError);
    } finally {
      delete process.env.NEO_N3_RPC_URLS;
    }
  });

  it("runs as the scheduled Lambda: indexes to the chain's tip and logs its lag (0) as the alarm's metric", async () => {
    await freshDatabase();
    process.env.NEO_N3_RPC_URLS = n3().rpcUrl;
    process.env.LOG_FORMAT = 'json';
    const lines: Record<string, unknown>[] = [];
    const write = process.stdout.write.bind(process.stdout);
    process.stdout.write = ((chunk: string) => {
      for (const line of String(chunk).split('\n')) if (line.startsWith('{')) lines.push(JSON.parse(line));
      return true;
    }) as typeof process.stdout.write;
    try {
      const scheduled = { time: new Date().toISOString(), resources: [] } as unknown as ScheduledEvent;
      let summary = await indexerHandler(scheduled, { awsRequestId: 'chain-test' } as Context);
      for (let i = 0; i < 20 && (summary as { backfillLeft?: number }).backfillLeft; i++)
        summary = await indexerHandler(scheduled, { awsRequestId: 'chain-test' } as Context);
      expect(summary).toMatchObject({ backfillLeft: 0 });
      expect((summary as { block: number }).block).toBeGreaterThanOrEqual(scenarioEnd - 1);
      const run = lines.filter((l) => l.message === 'indexer run').at(-1)!;
      expect(run[INDEXER_LAG_METRIC]).toBe(0);
      expect(run._aws).toMatchObject({
        CloudWatchMetrics: [{ Metrics: [{ Name: INDEXER_LAG_METRIC, Unit: 'Seconds' }] }],
      });
    } finally {
      process.stdout.write = write;
      delete process.env.NEO_N3_RPC_URLS;
      delete process.env.LOG_FORMAT;
    }
  });

  it("ranks the privnet traffic dApp first with its count and gives the catalogue's mainnet records nothing", async () => {
    await freshDatabase();
    const chain = await repository(ENTITIES['blockchain-version']).create({
      title: 'Neo N3',
      tagName: 'neo-n3',
      color: '#00E599',
      active: true,
    });
    const n3Id = chain.idBlockchainVersionPk as number;
    const dapp = async (title: string, slug: string) =>
      (
        await repository(ENTITIES.dapp).create({
          title,
          slug,
          isDapp: true,
          active: true,
          private: false,
          shortDescription: title,
          dappCategory: [],
          dappBlockchainVersion: [n3Id],
          dappNntTag: [],
          dappToken: [],
          dappWallet: [],
          attributes: {},
        })
      ).idDappPk as number;
    // A catalogue record of a mainnet contract whose hash (NEO's, the same on every network) is busy on the privnet.
    const catalogue = await dapp('Flamingo Finance', 'flamingo-finance');
    const neo = await repository(ENTITIES.contract).create({
      idDappFk: catalogue,
      title: 'NEO',
      hash: NATIVE.NEO,
      order: 0,
      blockchainVersion: n3Id,
    });
    const traffic = await dapp('Privnet traffic', 'privnet-traffic');
    const counter = await repository(ENTITIES.contract).create({
      idDappFk: traffic,
      title: 'Counter A',
      hash: A,
      order: 0,
      blockchainVersion: n3Id,
      network: 'private',
    });
    process.env.NEO_N3_RPC_URLS = n3().rpcUrl;
    try {
      for (let i = 0; i < 30; i++) {
        const result = await runIndexerJob({ timeOf, mail: false, recordsEveryMs: 0 });
        if (!result.skipped && result.run.backfillLeft === 0 && result.run.cursor.tip.next >= scenarioEnd) break;
      }
    } finally {
      delete process.env.NEO_N3_RPC_URLS;
    }
    expect((await readCursor())!.network).toBe('private');
    const { items, ranked } = topDapps((await catalogueSnapshot()).dapps);
    expect(ranked).toBe(true);
    expect(items.map((d) => [d.title, d.invocationsLast7Days])).toEqual([['Privnet traffic', 7]]);
    const live = await liveSnapshot(['sources', 'contracts']);
    expect(live.sources['n3-indexer']).toMatchObject({ network: 'private', magic: n3().magic });
    expect(live.contracts[String(counter.idContractPk)]).toMatchObject({
      invocationsLast7Days: 7,
      rank: 1,
      network: 'private',
    });
    expect(live.contracts[String(neo.idContractPk)]).toEqual({});
    const neoRecord = await repository(ENTITIES.contract).get({ idContractPk: neo.idContractPk as number });
    expect([neoRecord!.invocationsLast7Days, neoRecord!.rank]).toEqual([undefined, undefined]);
  }, 120_000);
});

describe('N3 indexer: balances per holder', () => {
  it("counts NEO's and GAS's holders and an NEP-11 collection's owners and transfers as the node's balances say", async () => {
    await freshDatabase();
    const { rpcUrl, magic } = n3();
    const multisig = committeeMultisig();
    // Accounts outside the product, signing with the chain support code (local/privnet/send.ts).
    const [owner, ...holders] = Array.from({ length: 4 }, () => new wallet.Account(wallet.generatePrivateKey()));
    await invoke(
      rpcUrl,
      magic,
      [owner!, ...holders].flatMap((a) => [
        transferCall(NATIVE.GAS, multisig.address, a.address, 50_00000000n),
        transferCall(NATIVE.NEO, multisig.address, a.address, 5n),
      ]),
      [{ account: multisig, keys: [committeeAccount()] }],
    );
    const { hash: C } = await deployCounter(rpcUrl, magic, owner!, await compileCollection());
    // Items 1…5 to holders 0, 1, 2, 0, 1; then holder 0 passes items 1 and 4 to holder 1 and holder 2 all its NEO on.
    await invoke(
      rpcUrl,
      magic,
      [0, 1, 2, 3, 4].map((i) => mintCall(C, holders[i % 3]!, `Item ${i + 1}`)),
      [{ account: owner! }],
    );
    for (const id of ['1', '4'])
      await invoke(rpcUrl, magic, [nftTransferCall(C, holders[1]!, id)], [{ account: holders[0]! }]);
    await invoke(
      rpcUrl,
      magic,
      [transferCall(NATIVE.NEO, holders[2]!.address, owner!.address, 5n)],
      [{ account: holders[2]! }],
    );
    const end = await call<number>('getblockcount');

    const n3Id = (
      await repository(ENTITIES['blockchain-version']).create({
        title: 'Neo N3',
        tagName: 'neo-n3',
        color: '#00E599',
        active: true,
      })
    ).idBlockchainVersionPk as number;
    const token = (symbol: string, hash: string, decimals: number) =>
      repository(ENTITIES['token-priced']).create({
        title: symbol,
        symbol,
        hash,
        decimals,
        native: true,
        type: 'NEP-17',
        network: n3Id,
        order: 0,
        isVisible: true,
        active: true,
      });
    const neo = await token('NEO', NATIVE.NEO, 0);
    const gas = await token('GAS', NATIVE.GAS, 8);
    const collection = await repository(ENTITIES.nftCollection).create({
      name: 'Test collection',
      hash: C,
      standard: 'NEP-11',
      blockchainVersion: n3Id,
      network: 'private',
      visible: true,
    });
    process.env.NEO_N3_RPC_URLS = rpcUrl;
    try {
      for (let i = 0; i < 30; i++) {
        const result = await runIndexerJob({ timeOf, mail: false, recordsEveryMs: 0 });
        if (!result.skipped && result.run.backfillLeft === 0 && result.run.cursor.tip.next >= end) break;
      }
    } finally {
      delete process.env.NEO_N3_RPC_URLS;
    }
    const cursor = (await readCursor())!;
    const asOfBlock = cursor.newest!.index;

    // What the node says, for the accounts the indexer keeps a balance of.
    const addressOf = (hash: string) => new wallet.Account(hash.slice(2)).address;
    const nep17 = async (hash: string) =>
      (
        await call<{ balance: { assethash: string; amount: string; lastupdatedblock: number }[] }>('getnep17balances', [
          addressOf(hash),
        ])
      ).balance;
    const neoBalances = await readAllBalances(cursor.genesis, NATIVE.NEO);
    expect([...neoBalances.values()].reduce((a, b) => a + b, 0n)).toBe(100_000_000n); // minted at the genesis
    for (const [holder, amount] of neoBalances)
      expect([holder, amount]).toEqual([
        holder,
        BigInt((await nep17(holder)).find((b) => b.assethash === NATIVE.NEO)?.amount ?? 0),
      ]);
    // GAS changes in every block (fees burnt, rewards minted): the accounts the node last changed up to the as-of block.
    const gasBalances = await readAllBalances(cursor.genesis, NATIVE.GAS);
    let compared = 0;
    for (const [holder, amount] of gasBalances) {
      const node = (await nep17(holder)).find((b) => b.assethash === NATIVE.GAS);
      if (node && node.lastupdatedblock > asOfBlock) continue;
      expect([holder, amount]).toEqual([holder, BigInt(node?.amount ?? 0)]);
      compared++;
    }
    expect(compared).toBeGreaterThanOrEqual(4);

    const nep11 = async (a: Account) =>
      (
        await call<{ balance: { assethash: string; tokens: { tokenid: string; amount: string }[] }[] }>(
          'getnep11balances',
          [a.address],
        )
      ).balance
        .find((b) => b.assethash === C)
        ?.tokens.filter((t) => BigInt(t.amount) > 0n).length ?? 0;
    const items = await Promise.all(holders.map(nep11));
    expect(items).toEqual([0, 4, 1]);
    const storedItems = await readAllBalances(cursor.genesis, C);
    expect(holders.map((h) => storedItems.get(hashOf(h)) ?? 0n)).toEqual(items.map(BigInt));

    const live = await liveSnapshot(['sources', 'tokens', 'nftCollections']);
    const measured = { network: 'private', asOfBlock, asOf: cursor.newest!.at };
    expect(live.nftCollections[String(collection.idNftCollectionPk)]).toMatchObject({
      owners: { ...measured, value: 2 },
      transfers: { transfersLast7Days: 7 },
    });
    const positive = (m: Map<string, bigint>) => [...m.values()].filter((b) => b > 0n).length;
    expect(live.tokenTransfers?.[String(neo.idTokenPricedPk)]?.holders).toEqual({
      ...measured,
      value: positive(neoBalances),
    });
    expect(live.tokenTransfers?.[String(gas.idTokenPricedPk)]?.holders).toEqual({
      ...measured,
      value: positive(gasBalances),
    });
  }, 120_000);

  it("chain:traffic's NEP-11 part leaves the collection's items stored for its page, with no sync run after it", async () => {
    await freshDatabase();
    const { rpcUrl, magic } = n3();
    const multisig = committeeMultisig();
    const [owner, ...holders] = Array.from({ length: 3 }, () => new wallet.Account(wallet.generatePrivateKey()));
    await invoke(
      rpcUrl,
      magic,
      [owner!, ...holders].map((a) => transferCall(NATIVE.GAS, multisig.address, a.address, 50_00000000n)),
      [{ account: multisig, keys: [committeeAccount()] }],
    );
    const traffic = await collectionTraffic({
      rpcUrl,
      magic,
      dataDir: '.data',
      owner: owner!,
      holders,
      items: 3,
      moves: 1,
    });
    const live = await liveSnapshot(['nftItems']);
    expect(live.nftItems?.[String(traffic.idNftCollectionPk)]?.items.map((i) => i.name).sort()).toEqual([
      'Traffic item 1',
      'Traffic item 2',
      'Traffic item 3',
    ]);
  }, 120_000);
});
