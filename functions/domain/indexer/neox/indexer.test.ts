/**
 * The Neo X indexer against a scripted node (a chain held in memory behind the viem client's methods): what it
 * counts for a watched contract (transactions to it, distinct senders, ERC-20 / ERC-721 transfers it emits, the
 * network's blocks, transactions, fees and senders, contract creations), that it leaves the finality depth
 * unindexed, that a replaced tip is taken out again and the new chain counted instead, and that a chunk written
 * twice or a revert done twice counts once.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestDatabase } from '../../../../tests/support/database.ts';
import { readPoints } from '../../../adapters/data/series.ts';
import { listDiscovered } from '../discovery.ts';
import { contractDays } from '../periods.ts';
import { TOPICS } from './digest.ts';
import { advanceNeoXIndexer, indexNeoXChunk } from './indexer.ts';
import { readNeoXCursor, writeNeoXCursor } from './cursor.ts';
import { neoXNetworkOf, finalityDepth } from './network.ts';
import type { NeoXRpc } from './read-blocks.ts';
import { revertFrom } from './reorg.ts';
import { readAllBalances, readHolderCounts } from '../../../adapters/data/balances.ts';
import { holderFigures } from '../holder-figures.ts';
import { NEOX_SUBJECTS } from './subjects.ts';

const T0 = Date.parse('2026-11-20T10:00:00.000Z');
const APP = `0x${'a0'.repeat(20)}`;
const TOKEN = `0x${'70'.repeat(20)}`;
const NFT = `0x${'77'.repeat(20)}`;
const OTHER = `0x${'99'.repeat(20)}`;
const [ALICE, BOB, CAROL] = ['a1', 'b2', 'c3'].map((x) => `0x${x.repeat(20)}`) as [string, string, string];
const topic = (address: string) => `0x${'0'.repeat(24)}${address.slice(2)}`;

interface Tx {
  from: string;
  to: string | null;
  logs?: { address: string; topics: string[]; data?: string }[];
  creates?: string;
}
/** A chain in memory; `branch` names the blocks' hashes, so a replaced block has another hash. */
class FakeNode {
  blocks: { number: number; hash: string; parentHash: string; time: number; txs: (Tx & { hash: string })[] }[] = [];
  constructor() {
    this.mine([], 'g');
  }
  mine(txs: Tx[], branch = 'a') {
    const number = this.blocks.length;
    const hash = `0x${branch}${String(number).padStart(63, '0')}`;
    this.blocks.push({
      number,
      hash,
      parentHash: this.blocks.at(-1)?.hash ?? `0x${'0'.repeat(64)}`,
      time: T0 + number * 1000,
      txs: txs.map((t, i) => ({
        ...t,
        hash: `0x${branch}${String(number).padStart(57, '0')}${String(i).padStart(6, '0')}`,
      })),
    });
  }
  /** Drop the blocks from `n` on (a revert to a snapshot). */
  revertTo(n: number) {
    this.blocks = this.blocks.slice(0, n);
  }
  rpc(): NeoXRpc {
    const find = (n: bigint) => {
      const b = this.blocks[Number(n)];
      if (!b) throw new Error(`no block ${n}`);
      return b;
    };
    const client = {
      getBlockNumber: async () => BigInt(this.blocks.length - 1),
      getChainId: async () => 47763,
      request: async () => 'HardhatNetwork/2.22.0/@ethereumjs/vm/7',
      getBlock: async ({
        blockNumber,
        includeTransactions,
      }: {
        blockNumber: bigint;
        includeTransactions?: boolean;
      }) => {
        const b = find(blockNumber);
        return {
          number: BigInt(b.number),
          hash: b.hash,
          parentHash: b.parentHash,
          timestamp: BigInt(b.time / 1000),
          transactions: includeTransactions ? b.txs.map((t) => ({ hash: t.hash, from: t.from, to: t.to })) : [],
        };
      },
      getTransactionReceipt: async ({ hash }: { hash: string }) => {
        const t = this.blocks.flatMap((b) => b.txs).find((x) => x.hash === hash)!;
        return {
          status: 'success',
          gasUsed: 21_000n,
          effectiveGasPrice: 40_000_000_000n,
          contractAddress: t.creates ?? null,
          logs: t.logs ?? [],
        };
      },
    };
    return { client: client as unknown as NeoXRpc['client'], urls: ['fake'] };
  }
}

const erc20 = (from: string, to: string, address = TOKEN, amount?: bigint) => ({
  address,
  topics: [TOPICS.TRANSFER, topic(from), topic(to)],
  ...(amount !== undefined ? { data: `0x${amount.toString(16).padStart(64, '0')}` } : {}),
});
const ZERO = `0x${'0'.repeat(40)}`;
const erc721 = (from: string, to: string) => ({
  address: NFT,
  topics: [TOPICS.TRANSFER, topic(from), topic(to), `0x${'0'.repeat(63)}1`],
});
const watched = new Set([APP, TOKEN, NFT]);
const day = Date.parse('2026-11-20T00:00:00.000Z');
const activity = async (hash: string) => (await contractDays(hash, T0 + 86_399_000, NEOX_SUBJECTS)).get(day);
const networkValue = async (subject: string) =>
  (await readPoints(subject, 'day')).find((p) => Date.parse(p.at) === day)?.value ?? 0;

let db: { close(): Promise<void> };
beforeAll(async () => {
  db = await startTestDatabase();
});
afterAll(() => db.close());
beforeEach(async () => {
  // A fresh start for each scenario: the cursor and the series of another genesis are left behind.
  await db.close();
  db = await startTestDatabase();
});

describe('Neo X network', () => {
  it('is named by the chain id, and a development node is a private network whatever id it answers', () => {
    expect(neoXNetworkOf(47763, 'Geth/v1.13.11-stable')).toBe('mainnet');
    expect(neoXNetworkOf(12227332)).toBe('testnet');
    expect(neoXNetworkOf(47763, 'HardhatNetwork/2.22.0')).toBe('private');
    expect(neoXNetworkOf(31337)).toBe('private');
    expect(finalityDepth('mainnet', {})).toBe(0);
    expect(finalityDepth('private', {})).toBe(2);
    expect(finalityDepth('private', { NEO_X_FINALITY_DEPTH: '5' })).toBe(5);
  });
});

describe('Neo X indexer', () => {
  it('counts transactions to a watched contract, their senders, the transfers it emits and the network, leaving the finality depth', async () => {
    const node = new FakeNode();
    node.mine([
      { from: ALICE, to: APP },
      { from: BOB, to: APP, logs: [erc20(BOB, CAROL)] },
    ]);
    node.mine([
      { from: ALICE, to: APP },
      { from: CAROL, to: OTHER },
    ]);
    node.mine([{ from: ALICE, to: TOKEN, logs: [erc20(ALICE, BOB), erc721(ALICE, BOB)] }]);
    node.mine([{ from: CAROL, to: null, creates: OTHER }]);
    node.mine([{ from: BOB, to: APP }]); // blocks 5 and 6 are within the finality depth (2)
    node.mine([]);
    const run = await advanceNeoXIndexer({ rpc: node.rpc(), watched, backfillDays: 1 });
    expect(run.cursor.network).toBe('private');
    expect(run.cursor.newest?.index).toBe(4);
    expect(await activity(APP)).toMatchObject({ invocations: 3, senders: new Set([ALICE, BOB]) });
    expect(await activity(TOKEN)).toMatchObject({ invocations: 1, transfers: 2 });
    expect(await activity(NFT)).toMatchObject({ invocations: 0, transfers: 1 });
    expect(await networkValue(NEOX_SUBJECTS.networkTransactions)).toBe(6);
    expect(await networkValue(NEOX_SUBJECTS.networkBlocks)).toBe(5); // blocks 0–4
    expect(await networkValue(NEOX_SUBJECTS.networkFees)).toBe(6 * 21_000 * 40); // gwei
    expect((await listDiscovered()).map((d) => [d.hash, d.chain, d.deployer])).toEqual([[OTHER, 'neo-x', CAROL]]);

    // Two more blocks on top: block 5 is indexed now.
    node.mine([]);
    node.mine([]);
    await advanceNeoXIndexer({ rpc: node.rpc(), watched });
    expect((await activity(APP))?.invocations).toBe(4);
  });

  it('takes a replaced tip out again and counts the new chain instead', async () => {
    const node = new FakeNode();
    node.mine([{ from: ALICE, to: APP }]);
    node.mine([]);
    node.mine([]);
    await advanceNeoXIndexer({ rpc: node.rpc(), watched }); // the tip lane starts after block 1
    node.mine([
      { from: BOB, to: APP },
      { from: CAROL, to: APP },
    ]); // block 4
    node.mine([{ from: BOB, to: APP, logs: [erc20(BOB, CAROL, APP)] }]); // block 5, APP emits a transfer
    node.mine([]);
    node.mine([]);
    await advanceNeoXIndexer({ rpc: node.rpc(), watched });
    expect(await activity(APP)).toMatchObject({ invocations: 4, transfers: 1, senders: new Set([ALICE, BOB, CAROL]) });

    node.revertTo(4); // blocks 4 … replaced by another block 4 with one transaction from Alice
    node.mine([{ from: ALICE, to: APP }], 'b');
    node.mine([], 'b');
    node.mine([], 'b');
    const run = await advanceNeoXIndexer({ rpc: node.rpc(), watched });
    expect(run.reverted).toBeGreaterThan(0);
    expect(await activity(APP)).toMatchObject({ invocations: 2, transfers: 0, senders: new Set([ALICE]) });
    expect(await networkValue(NEOX_SUBJECTS.networkTransactions)).toBe(2);
    expect((await readNeoXCursor())?.newest?.hash).toBe(node.blocks[4]!.hash);
  });

  it('counts a chunk written twice once, and subtracts a revert done twice once', async () => {
    const node = new FakeNode();
    node.mine([]);
    node.mine([]);
    await advanceNeoXIndexer({ rpc: node.rpc(), watched });
    node.mine([{ from: ALICE, to: APP }]); // 3
    node.mine([{ from: BOB, to: APP }]); // 4
    node.mine([]);
    node.mine([]);
    const rpc = node.rpc();
    const cursor = (await readNeoXCursor())!;
    expect(cursor.tip.next).toBe(1);
    // A run killed after writing its chunk, before its cursor moved: the next run writes the same blocks again.
    await indexNeoXChunk(rpc, 'tip', 1, 5, watched);
    await advanceNeoXIndexer({ rpc, watched });
    expect((await activity(APP))?.invocations).toBe(2);
    // A revert killed before its cursor moved back is done again: it takes block 4 out once.
    await revertFrom(4, 4);
    await revertFrom(4, 4);
    expect(await activity(APP)).toMatchObject({ invocations: 1, senders: new Set([ALICE]) });
    await writeNeoXCursor({ ...(await readNeoXCursor())!, tip: { ...cursor.tip, next: 4 } });
    await advanceNeoXIndexer({ rpc, watched });
    expect(await activity(APP)).toMatchObject({ invocations: 2, senders: new Set([ALICE, BOB]) });
  });

  it("keeps each holder's ERC-20 balance and the holder count, and a replaced tip's balances follow the new chain", async () => {
    const node = new FakeNode();
    node.mine([{ from: ALICE, to: null, creates: TOKEN }]); // 1: the token created
    node.mine([{ from: ALICE, to: TOKEN, logs: [erc20(ZERO, ALICE, TOKEN, 100n)] }]); // 2: 100 minted to Alice
    node.mine([]);
    node.mine([]);
    await advanceNeoXIndexer({ rpc: node.rpc(), watched }); // the backfill covers blocks 0–2
    node.mine([{ from: ALICE, to: TOKEN, logs: [erc20(ALICE, BOB, TOKEN, 40n)] }]); // 5
    node.mine([]);
    node.mine([]);
    await advanceNeoXIndexer({ rpc: node.rpc(), watched });
    const chain = node.blocks[0]!.hash;
    expect(await readAllBalances(chain, TOKEN)).toEqual(
      new Map([
        [ALICE, 60n],
        [BOB, 40n],
      ]),
    );
    expect((await readHolderCounts(chain)).get(TOKEN)).toBe(2);

    node.revertTo(5); // block 5 replaced: Alice sends all of hers to Carol instead
    node.mine([{ from: ALICE, to: TOKEN, logs: [erc20(ALICE, CAROL, TOKEN, 100n)] }], 'b');
    node.mine([], 'b');
    node.mine([], 'b');
    await advanceNeoXIndexer({ rpc: node.rpc(), watched });
    const balances = await readAllBalances(chain, TOKEN);
    expect([...balances].filter(([, b]) => b > 0n)).toEqual([[CAROL, 100n]]);
    expect((await readHolderCounts(chain)).get(TOKEN)).toBe(1);
    // The index reaches back to the token's creation (block 1): the count is a figure.
    expect((await holderFigures((await readNeoXCursor())!, [TOKEN])).get(TOKEN)).toEqual({ value: 1 });
  });
});
