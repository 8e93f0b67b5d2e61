/**
 * Balances per holder and the holder count (holders.ts, apply-holders.ts): the changes read from Transfer
 * notifications, and the count written against dynalite — exact after chunks written twice, lanes out of order and
 * a run killed between the balances and the count.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestDatabase } from '../../../tests/support/database.ts';
import { readAllBalances, readHolderCounts } from '../../adapters/data/balances.ts';
import { putDocument } from '../../adapters/data/documents.ts';
import { NATIVE } from '../../../chain/n3/native.ts';
import { applyBalanceChanges } from './apply-holders.ts';
import type { IndexerCursor } from './cursor.ts';
import { DISCOVERED_DOCS } from './discovery.ts';
import { holderFigures } from './holder-figures.ts';
import { balanceChanges } from './holders.ts';
import type { Execution, StackItem } from './invocation.ts';
import type { ChainBlock } from './read-blocks.ts';

const failCount = vi.hoisted(() => ({ next: false }));
vi.mock('../../adapters/data/balances.ts', async (original) => {
  const real = await original<typeof import('../../adapters/data/balances.ts')>();
  return {
    ...real,
    // A run killed after the balances were written and before the count took them.
    addToHolderCount: (...args: Parameters<typeof real.addToHolderCount>) => {
      if (failCount.next) {
        failCount.next = false;
        return Promise.reject(new Error('killed'));
      }
      return real.addToHolderCount(...args);
    },
  };
});

const TOKEN = '0x' + '1'.repeat(40);
const NFT = '0x' + '2'.repeat(40);
const account = (n: number) => `0x${n.toString(16).padStart(40, '0')}`;
/** An account as a Transfer item carries it: 20 bytes, little-endian, base64. */
const item = (hash: string | null): StackItem =>
  hash
    ? { type: 'ByteString', value: Buffer.from(hash.slice(2), 'hex').reverse().toString('base64') }
    : { type: 'Any' };
const transfer = (
  contract: string,
  from: string | null,
  to: string | null,
  amount: bigint | string,
  tokenId?: string,
) => ({
  contract,
  eventname: 'Transfer',
  state: {
    type: 'Array',
    value: [
      item(from),
      item(to),
      { type: 'Integer', value: String(amount) },
      ...(tokenId ? [{ type: 'ByteString', value: Buffer.from(tokenId).toString('base64') }] : []),
    ],
  },
});
type Notification = ReturnType<typeof transfer>;
const execution = (notifications: Notification[], vmstate = 'HALT'): Execution => ({ vmstate, notifications });
const block = (index: number, txs: Execution[][], blockExecutions?: Execution[]): ChainBlock => ({
  index,
  hash: `0x${index}`,
  time: 0,
  transactions: txs.map((executions, i) => ({
    hash: `0x${index}-${i}`,
    sender: account(1),
    signers: [account(1)],
    feeFractions: 0n,
    script: '',
    executions,
  })),
  ...(blockExecutions ? { blockExecutions } : {}),
});

describe('balance changes from Transfer notifications', () => {
  it('debits the sender and credits the receiver per block, counts mints, burns, block executions and NEP-11 items, and leaves out FAULTed transactions', () => {
    const changes = balanceChanges([
      block(0, [], [execution([transfer(TOKEN, null, account(1), 100n)])]),
      block(1, [
        [execution([transfer(TOKEN, account(1), account(2), 30n)])],
        [execution([transfer(TOKEN, account(1), account(3), 999n)], 'FAULT')],
        [execution([transfer(NFT, null, account(2), 1n, '1'), transfer(NFT, account(2), account(3), 1n, '1')])],
      ]),
      block(2, [[execution([transfer(TOKEN, account(2), null, 5n), transfer(TOKEN, account(2), account(2), 7n)])]]),
      block(3, [[execution([transfer(TOKEN, account(3), account(4), 'x' as never)])]]),
    ]);
    const perHolder = (c: string) =>
      Object.fromEntries([...changes.get(c)!.perHolder].map(([h, b]) => [h, Object.fromEntries(b)]));
    expect(changes.get(TOKEN)!.standard).toBe('NEP-17');
    expect(perHolder(TOKEN)).toEqual({
      [account(1)]: { 0: 100n, 1: -30n },
      [account(2)]: { 1: 30n, 2: -5n },
    });
    // The item minted to 2 and sent on to 3 in one block leaves 2 unchanged.
    expect(changes.get(NFT)!.standard).toBe('NEP-11');
    expect(perHolder(NFT)).toEqual({ [account(3)]: { 1: 1n } });
  });
});

describe('holder counts in the table', () => {
  let db: { close(): Promise<void> };
  let chain = 'chain-0';
  beforeAll(async () => {
    db = await startTestDatabase();
  });
  afterAll(() => db?.close());
  let run = 0;
  beforeEach(() => {
    chain = `chain-${++run}`; // each test on a chain of its own
    failCount.next = false;
  });

  /** Deterministic pseudo-random numbers (mulberry32). */
  const random = (seed: number) => () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };

  /** 60 blocks of a token where 8 accounts pass amounts around (never more than they hold), minted at block 0. */
  function history(seed: number): ChainBlock[] {
    const next = random(seed);
    const held = new Map<string, bigint>([[account(1), 1000n]]);
    const blocks = [block(0, [], [execution([transfer(TOKEN, null, account(1), 1000n)])])];
    for (let i = 1; i < 60; i++) {
      const txs: Execution[][] = [];
      for (let k = Math.floor(next() * 3); k > 0; k--) {
        const owners = [...held].filter(([, b]) => b > 0n);
        const [from, balance] = owners[Math.floor(next() * owners.length)]!;
        const to = account(1 + Math.floor(next() * 8));
        // Often the whole balance, so holders come and go.
        const amount = next() < 0.5 ? balance : 1n + BigInt(Math.floor(next() * Number(balance)));
        held.set(from, balance - amount);
        held.set(to, (held.get(to) ?? 0n) + amount);
        txs.push([execution([transfer(TOKEN, from, to, amount)])]);
      }
      blocks.push(block(i, txs));
    }
    return blocks;
  }
  /** The balances the history ends with, and how many accounts hold some. */
  function expected(blocks: ChainBlock[]) {
    const final = new Map<string, bigint>();
    for (const [holder, perBlock] of balanceChanges(blocks).get(TOKEN)!.perHolder)
      final.set(
        holder,
        [...perBlock.values()].reduce((a, b) => a + b, 0n),
      );
    return { final, holders: [...final.values()].filter((b) => b > 0n).length };
  }
  const write = (blocks: ChainBlock[], lane: 'tip' | 'backfill', from: number, to: number) =>
    applyBalanceChanges(chain, balanceChanges(blocks.slice(from, to)), lane, to - 1);

  it('counts the holders of the whole history, whatever the chunks, their repetition and the order of the lanes', async () => {
    for (const seed of [1, 2]) {
      chain = `chain-${++run}`;
      const blocks = history(seed);
      const { final, holders } = expected(blocks);
      // The tip lane from block 30 on first, then the backfill from block 0, with chunks written twice.
      for (let b = 30; b < 60; b += 10) {
        await write(blocks, 'tip', b, b + 10);
        await write(blocks, 'tip', b, b + 5);
      }
      for (let b = 0; b < 30; b += 7) {
        await write(blocks, 'backfill', b, Math.min(b + 7, 30));
        await write(blocks, 'backfill', b, Math.min(b + 7, 30));
      }
      expect(await readAllBalances(chain, TOKEN)).toEqual(final);
      expect((await readHolderCounts(chain)).get(TOKEN)).toBe(holders);
    }
  });

  it('gives the count as a figure only where the index reaches back to the deployment: NEO from block 0, others from their recorded Deploy', async () => {
    const blocks = history(7);
    await write(blocks, 'backfill', 0, 60);
    await putDocument(DISCOVERED_DOCS, TOKEN, { hash: TOKEN, deployedBlock: 12 });
    const cursor = (from: number, done = true): IndexerCursor => ({
      genesis: chain,
      tip: { from: 60, next: 60 },
      backfill: { from, next: done ? 60 : from, until: 60 },
      updatedAt: '2026-11-20T00:00:00.000Z',
    });
    const figures = async (c: IndexerCursor) => Object.fromEntries(await holderFigures(c, [TOKEN, NATIVE.NEO, NFT]));
    expect(await figures(cursor(0))).toEqual({
      [TOKEN]: { value: expected(blocks).holders },
      [NATIVE.NEO]: { value: 0 },
      [NFT]: { indexedFromBlock: 0 }, // never seen deployed
    });
    expect(await figures(cursor(13))).toMatchObject({
      [TOKEN]: { indexedFromBlock: 13 },
      [NATIVE.NEO]: { indexedFromBlock: 13 },
    });
    // A backfill not done yet: the gap-free range starts at the tip lane's first block.
    expect(await figures(cursor(0, false))).toMatchObject({ [TOKEN]: { indexedFromBlock: 60 } });
  });

  it('loses no holder and counts none twice when a run is killed between the balances and the count', async () => {
    for (const seed of [4, 5]) {
      chain = `chain-${++run}`;
      const blocks = history(seed);
      const { final, holders } = expected(blocks);
      let next = 0;
      while (next < 60) {
        // A long chunk killed after its balances, then a shorter one from the same block (the cursor did not move).
        failCount.next = true;
        await expect(write(blocks, 'backfill', next, Math.min(next + 12, 60))).rejects.toThrow('killed');
        await write(blocks, 'backfill', next, Math.min(next + 5, 60));
        next = Math.min(next + 5, 60);
      }
      expect(await readAllBalances(chain, TOKEN)).toEqual(final);
      expect((await readHolderCounts(chain)).get(TOKEN)).toBe(holders);
    }
  });
});
