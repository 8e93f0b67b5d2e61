/**
 * The indexers' speed against what their node can serve (BUDGETS: "N3 indexer", "Neo X indexer"). For each chain, on
 * a local node started here, with an in-memory dynalite, over empty blocks and over blocks of about 100 transactions:
 *  - the bare batched fetch: a client that only fetches what the indexer reads of those blocks, in JSON-RPC batches
 *    (N3: plain `fetch` of `getblock <i> true` batches, then `getapplicationlog` of every transaction and of every
 *    block — the block's own log is what the holders need; Neo X: indexer-neox.ts);
 *  - the indexer: the same blocks through its own chunk pipeline (N3: functions/domain/indexer/indexer.ts
 *    `indexChunk`, chunks of 100 — read, digest, idempotent writes, balances; each pass here is one chunk, so the
 *    read-ahead of the next chunk that `advanceIndexer` does while a chunk is written is not in these rates);
 * after an untimed warm-up, in alternating rounds (indexer-passes.ts), so whatever else loads the machine falls on
 * both. The judged rate is the backfill lane's, the lane that indexes a range of history (a first week, the 30 days
 * before a newly listed contract); the tip lane's is printed beside it. The ratio pairs each indexer pass with the
 * bare pass just before it (the median of those ratios). Projections (indexer-model.ts): a block costs a + b·n;
 * N3 mainnet's 30 days (864,000 blocks at 3 s) and week at `MAINNET_TX_PER_BLOCK` transactions a block — an
 * assumed, generous average (mainnet's blocks usually carry a few) — and the same at the bare fetch's rates, what
 * the node alone allows on this machine at that moment. Memory (memory.ts): peak RSS, and the heap retained after a
 * full collection between passes, which must not grow with the blocks indexed.
 *  - N3 empty blocks: the privnet's own 1-second blocks; full blocks: 100 GAS transfers each, signed with neon-js.
 */
import { join } from 'node:path';
import { tx, u, wallet, sc } from '@cityofzion/neon-js';
import { mapLimit, N3Rpc } from '../chain/n3/rpc.ts';
import { NATIVE } from '../chain/n3/native.ts';
import { transferCall, invoke } from '../local/privnet/send.ts';
import { committeeAccount, committeeMultisig } from '../local/privnet/keys.ts';
import { n3Call, startN3Privnet } from '../local/privnet/node.ts';
import { startTestDatabase } from '../tests/support/database.ts';
import { indexChunk } from '../functions/domain/indexer/indexer.ts';
import type { Lane } from '../functions/adapters/data/series.ts';
import { heapGrowthMb, N3_MAINNET_30_DAYS, N3_MAINNET_WEEK, projectedMinutes } from './indexer-model.ts';
import { emptyAndFullPasses, type ChainIndexerBench } from './indexer-passes.ts';
import { watchMemory, type MemoryWatch } from './memory.ts';
import { benchNeoXIndexer, type NeoXIndexerBench } from './indexer-neox.ts';
import { runIsolated } from './isolated.ts';

/** Blocks of about 100 transactions the bench makes. */
const FULL_BLOCKS = 20;
/** Empty blocks the bench lets the privnet make. */
const EMPTY_BLOCKS = 60;

/** Assumed average transactions per mainnet block for the projections (see the module comment). */
export const MAINNET_TX_PER_BLOCK = N3_MAINNET_30_DAYS.transactionsPerBlock;

export interface N3IndexerBench extends ChainIndexerBench {
  /** The projected week at MAINNET_TX_PER_BLOCK, minutes. */
  weekMinutes: number;
  /** The projected 30 days (864,000 blocks) at MAINNET_TX_PER_BLOCK, minutes. */
  thirtyDaysMinutes: number;
  /** The same 30 days at the bare fetch's rates: what the node alone allows on this machine now, minutes. */
  bareThirtyDaysMinutes: number;
  /** The week if every block carried the full blocks' transactions, minutes (for the record). */
  weekMinutesFullBlocks: number;
}

export interface IndexerBench {
  n3: N3IndexerBench;
  neoX: NeoXIndexerBench;
  /** Peak resident set of the bench process over both chains' passes, MB. */
  peakRssMb: number;
  /** Growth of the heap retained between passes over the run, MB (indexer-model.ts heapGrowthMb). */
  heapGrowthMb: number | undefined;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Send `count` GAS transfers from `sender` to itself, signed locally with fees from one test run; answers their ids. */
async function sendTransfers(
  rpcUrl: string,
  magic: number,
  sender: InstanceType<typeof wallet.Account>,
  count: number,
): Promise<void> {
  const script = sc.createScript(transferCall(NATIVE.GAS, sender.address, sender.address, 1n));
  const signers = [{ account: `0x${sender.scriptHash}`, scopes: 'CalledByEntry' }];
  const run = await n3Call<{ gasconsumed: string }>(rpcUrl, 'invokescript', [u.hex2base64(script), signers]);
  const height = await n3Call<number>(rpcUrl, 'getblockcount');
  const make = () =>
    new tx.Transaction({
      script,
      validUntilBlock: height + 100,
      systemFee: u.BigInteger.fromNumber(run.gasconsumed),
      signers: [new tx.Signer({ account: sender.scriptHash, scopes: tx.WitnessScope.CalledByEntry })],
      witnesses: [
        new tx.Witness({
          invocationScript: '',
          verificationScript: wallet.getVerificationScriptFromPublicKey(sender.publicKey),
        }),
      ],
    });
  const { networkfee } = await n3Call<{ networkfee: string }>(rpcUrl, 'calculatenetworkfee', [
    u.hex2base64(make().serialize(true)),
  ]);
  const rpc = new N3Rpc({ urls: rpcUrl });
  const raw = Array.from({ length: count }, () => {
    const t = make();
    t.networkFee = u.BigInteger.fromNumber(networkfee);
    t.witnesses = [];
    t.sign(sender, magic);
    return u.hex2base64(t.serialize(true));
  });
  await rpc.batch(raw.map((r) => ({ method: 'sendrawtransaction', params: [r] })));
}

/** Requests per batch and batches in flight of the bare N3 fetch: the indexer's own (read-blocks.ts defaults). */
const BARE_BATCH = 50;
const BARE_IN_FLIGHT = 4;

/** One JSON-RPC batch over plain fetch; the results in the order of `calls`. Throws on any error answer. */
async function postBatch<T>(url: string, calls: { method: string; params: unknown[] }[]): Promise<T[]> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(calls.map((c, id) => ({ jsonrpc: '2.0', id, ...c }))),
  });
  const answers = (await response.json()) as { id: number; result?: T; error?: { message: string } }[];
  const out = new Array<T>(calls.length);
  for (const a of answers) {
    if (a.error) throw new Error(`${calls[a.id]?.method}: ${a.error.message}`);
    out[a.id] = a.result!;
  }
  return out;
}

const batches = <T>(list: T[], size: number) =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

/**
 * The bare batched fetch of N3 blocks `from` … `to − 1`: what the indexer reads of them (verbose blocks, then the
 * application log of each transaction and of each block), nothing done with it.
 */
export async function bareN3Fetch(url: string, from: number, to: number): Promise<void> {
  const indexes = Array.from({ length: to - from }, (_, i) => from + i);
  const blocks = (
    await mapLimit(batches(indexes, BARE_BATCH), BARE_IN_FLIGHT, (b) =>
      postBatch<{ hash: string; tx: { hash: string }[] }>(
        url,
        b.map((i) => ({ method: 'getblock', params: [i, true] })),
      ),
    )
  ).flat();
  const containers = [...blocks.flatMap((b) => b.tx.map((t) => t.hash)), ...blocks.map((b) => b.hash)];
  await mapLimit(batches(containers, BARE_BATCH), BARE_IN_FLIGHT, (b) =>
    postBatch(
      url,
      b.map((h) => ({ method: 'getapplicationlog', params: [h] })),
    ),
  );
}

/** Index N3 blocks `from` … `to − 1` for `lane` in the indexer's chunks of 100. */
async function indexN3(rpcUrl: string, lane: Lane, from: number, to: number): Promise<void> {
  const rpc = new N3Rpc({ urls: rpcUrl });
  for (let i = from; i < to; i += 100) await indexChunk(rpc, lane, i, Math.min(i + 100, to));
}

/** The N3 part (about two minutes): a privnet, its empty blocks, FULL_BLOCKS blocks of 100 transfers. */
async function benchN3Indexer(log: (line: string) => void, memory: MemoryWatch): Promise<N3IndexerBench> {
  const node = await startN3Privnet();
  try {
    const sender = new wallet.Account(wallet.generatePrivateKey());
    const multisig = committeeMultisig();
    await invoke(
      node.rpcUrl,
      node.magic,
      [transferCall(NATIVE.GAS, multisig.address, sender.address, 1_000_00000000n)],
      [{ account: multisig, keys: [committeeAccount()] }],
    );
    // Empty blocks: let the chain grow by EMPTY_BLOCKS blocks without transactions.
    const emptyFrom = await n3Call<number>(node.rpcUrl, 'getblockcount');
    while ((await n3Call<number>(node.rpcUrl, 'getblockcount')) < emptyFrom + EMPTY_BLOCKS) await sleep(500);
    const emptyTo = emptyFrom + EMPTY_BLOCKS;
    // Full blocks: 100 transfers as soon as each new block appears, so that consecutive blocks carry 100 each.
    const fullFrom = await n3Call<number>(node.rpcUrl, 'getblockcount');
    for (let i = 0; i < FULL_BLOCKS; i++) {
      const height = await n3Call<number>(node.rpcUrl, 'getblockcount');
      await sendTransfers(node.rpcUrl, node.magic, sender, 100);
      while ((await n3Call<number>(node.rpcUrl, 'getblockcount')) <= height) await sleep(20);
    }
    while ((await n3Call<unknown[]>(node.rpcUrl, 'getrawmempool')).length > 0) await sleep(100);
    const fullTo = await n3Call<number>(node.rpcUrl, 'getblockcount');
    const rpc = new N3Rpc({ urls: node.rpcUrl });
    const counts = await Promise.all(
      Array.from({ length: fullTo - fullFrom }, (_, i) =>
        rpc.call<{ tx: unknown[] }>('getblock', [fullFrom + i, true]).then((b) => b.tx.length),
      ),
    );
    const perBlock = counts.reduce((a, b) => a + b, 0) / counts.length;
    log(`N3: ${emptyTo - emptyFrom} empty blocks, ${counts.length} blocks with ${counts.join('/')} transactions`);
    const { rates, bare, empty, full } = await emptyAndFullPasses(
      { empty: [emptyFrom, emptyTo], full: [fullFrom, fullTo] },
      perBlock,
      (from, to) => bareN3Fetch(node.rpcUrl, from, to),
      (lane, from, to) => indexN3(node.rpcUrl, lane, from, to),
      memory,
    );
    return {
      ...rates,
      empty,
      full,
      weekMinutes: projectedMinutes(rates, N3_MAINNET_WEEK),
      thirtyDaysMinutes: projectedMinutes(rates, N3_MAINNET_30_DAYS),
      bareThirtyDaysMinutes: projectedMinutes(bare, N3_MAINNET_30_DAYS),
      weekMinutesFullBlocks: N3_MAINNET_WEEK.blocks / full.indexerBlocksPerSecond / 60,
    };
  } finally {
    await node.stop();
  }
}

/** Run both chains' benches (a few minutes) on one in-memory database; `log` reports the steps. */
export async function benchIndexer(log: (line: string) => void): Promise<IndexerBench> {
  const db = await startTestDatabase();
  const memory = watchMemory();
  try {
    // Each chain's heap samples start after its first indexer round (pairedPasses): loading its code is not growth.
    const n3 = await benchN3Indexer(log, memory);
    memory.newSeries();
    const neoX = await benchNeoXIndexer(log, memory);
    const { peakRssMb, heapSamples } = memory.stop();
    return { n3, neoX, peakRssMb, heapGrowthMb: heapGrowthMb(heapSamples) };
  } finally {
    memory.stop();
    await db.close();
  }
}

/** `benchIndexer` in a fresh child process (indexer-process.ts, isolated.ts); its progress lines go to `log`. */
export const benchIndexerIsolated = (log: (line: string) => void): Promise<IndexerBench> =>
  runIsolated(join(import.meta.dirname, 'indexer-process.ts'), {}, log);
