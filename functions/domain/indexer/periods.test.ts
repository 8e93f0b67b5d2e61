/**
 * The period figures of the dApps' Detailed view (24H, 7D, 30D): users are distinct senders over the period (a
 * union, not a sum of daily counts), a period the index does not cover entirely is unmeasured, the change needs
 * the period before covered, and blocks indexed twice (a re-run of a chunk) count once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NATIVE } from '../../../chain/n3/native.ts';
import { startTestDatabase } from '../../../tests/support/database.ts';
import { applyDigest } from './apply.ts';
import { digestBlocks } from './digest.ts';
import { contractDays, mergeDays, periodActivity, type ActivityDays } from './periods.ts';
import type { ChainBlock } from './read-blocks.ts';

const DAY = 86_400_000;
const asOf = Date.parse('2026-11-20T12:00:00.000Z');
const today = Date.parse('2026-11-20T00:00:00.000Z');
const ALICE = `0x${'a1'.repeat(20)}`;
const BOB = `0x${'b2'.repeat(20)}`;
const CAROL = `0x${'c3'.repeat(20)}`;

/** `invocations` and `senders` on the day `ago` days before the as-of day. */
const days = (...list: [ago: number, invocations: number, senders: string[], transfers?: number][]): ActivityDays =>
  new Map(
    list.map(([ago, invocations, senders, transfers = 0]) => [
      today - ago * DAY,
      { invocations, transfers, senders: new Set(senders) },
    ]),
  );

describe('period figures', () => {
  it('counts users as the distinct senders of the whole period, not the sum of the days', () => {
    // Alice on three days, Bob on one: 2 users over 7 days (a sum of daily counts would say 4).
    const periods = periodActivity(
      days([0, 2, [ALICE]], [1, 1, [ALICE, BOB]], [3, 1, [ALICE], 2], [10, 5, [CAROL]]),
      asOf,
      0,
    );
    expect(periods['24H']).toMatchObject({ invocations: 2, users: 1, transfers: 0 });
    expect(periods['7D']).toMatchObject({ invocations: 4, users: 2, transfers: 2 });
    expect(periods['30D']).toMatchObject({ invocations: 9, users: 3, transfers: 2 });
  });

  it("a dApp's users are the union of its contracts' senders, its invocations and transfers the sums", () => {
    const dapp = mergeDays([days([0, 3, [ALICE, BOB], 1]), days([0, 2, [BOB, CAROL], 4])]);
    expect(periodActivity(dapp, asOf, 0)['24H']).toEqual({ invocations: 5, users: 3, transfers: 5 });
  });

  it('leaves a period the index does not cover entirely unmeasured, and the change without the period before', () => {
    // Indexed from 3 days before the as-of day, mid-morning: the 24H period is covered, 7D and 30D are not.
    const coverage = today - 3 * DAY + 9 * 3_600_000;
    const periods = periodActivity(days([0, 4, [ALICE]], [1, 2, [BOB]], [2, 1, [BOB]]), asOf, coverage);
    expect(periods['24H']).toMatchObject({ invocations: 4, users: 1, changePercent: 100 });
    expect(periods['7D']).toBeUndefined();
    expect(periods['30D']).toBeUndefined();
    // Covered from 9 days back: 7D is measured, but the 7 days before it are not covered, so it has no change.
    const week = periodActivity(days([0, 4, [ALICE]], [8, 2, [BOB]]), asOf, today - 9 * DAY);
    expect(week['7D']).toEqual({ invocations: 4, users: 1, transfers: 0 });
  });

  it('gives no change against a previous period that had no invocation', () => {
    const periods = periodActivity(days([0, 4, [ALICE]]), asOf, 0);
    expect(periods['24H']).toEqual({ invocations: 4, users: 1, transfers: 0 });
  });
});

describe('period figures from the indexed series', () => {
  let db: Awaited<ReturnType<typeof startTestDatabase>>;
  beforeAll(async () => {
    db = await startTestDatabase();
  }, 60_000);
  afterAll(async () => db?.close());

  const CONTRACT = `0x${'d4'.repeat(20)}`;
  const account = (hash: string) => Buffer.from(hash.slice(2), 'hex').reverse().toString('base64');
  /** A transaction of `sender` whose execution has `contract` emit a NEP-17 Transfer from the sender to Carol. */
  const transfer = (tx: string, sender: string) => ({
    hash: tx,
    sender,
    signers: [sender],
    feeFractions: 0n,
    script: '',
    executions: [
      {
        trigger: 'Application',
        vmstate: 'HALT',
        notifications: [
          {
            contract: CONTRACT,
            eventname: 'Transfer',
            state: {
              type: 'Array',
              value: [
                { type: 'ByteString', value: account(sender) },
                { type: 'ByteString', value: account(CAROL) },
                { type: 'Integer', value: '1' },
              ],
            },
          },
        ],
      },
    ],
  });
  const block = (index: number, time: number, txs: ReturnType<typeof transfer>[]): ChainBlock => ({
    index,
    hash: `0x${String(index).padStart(64, '0')}`,
    time,
    transactions: txs,
  });

  it('counts blocks indexed twice once: invocations, users and transfers stay those of the chain', async () => {
    const blocks = [
      block(10, today - DAY + 3_600_000, [transfer('0x01', ALICE), transfer('0x02', BOB)]),
      block(11, today + 3_600_000, [transfer('0x03', ALICE)]),
      block(12, today + 7_200_000, [transfer('0x04', ALICE)]),
    ];
    const digest = digestBlocks(blocks, NATIVE.CONTRACT_MANAGEMENT);
    await applyDigest(digest, 'tip');
    // A run killed after writing, before its cursor moved: the same chunk (and a part of it) is written again.
    await applyDigest(digest, 'tip');
    await applyDigest(digestBlocks(blocks.slice(1), NATIVE.CONTRACT_MANAGEMENT), 'tip');
    const periods = periodActivity(await contractDays(CONTRACT, asOf), asOf, 0);
    expect(periods['24H']).toMatchObject({ invocations: 2, users: 1, transfers: 2 });
    expect(periods['7D']).toMatchObject({ invocations: 4, users: 2, transfers: 4 });
    expect(periods['24H']!.changePercent).toBe(0);
  });
});
