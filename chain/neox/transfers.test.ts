import { describe, expect, it } from 'vitest';
import { zeroAddress, type Address, type Hash } from 'viem';
import { transferRows } from './transfers.ts';

const OWNER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as Address;
const OTHER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' as Address;
const TOKEN = '0xC28736dc83f4fd43d6fb832Fd93c3eE7bB26828f' as Address;
const log = (block: number, index: number, from: Address, to: Address, value: bigint) => ({
  transactionHash: `0x${String(block).padStart(62, '0')}${String(index).padStart(2, '0')}` as Hash,
  blockNumber: BigInt(block),
  logIndex: index,
  address: TOKEN,
  args: { from, to, value },
});

describe("a Neo X address's ERC-20 transfers from the node's logs", () => {
  it('lists each log once, newest first, with its direction, counterparty, token and block time', () => {
    const rows = transferRows(
      OWNER,
      [
        log(10, 0, OTHER, OWNER, 5n),
        log(12, 1, OWNER, OTHER, 2n),
        log(12, 3, OTHER, OWNER, 7n),
        // The same log answered by both the `from` and the `to` query: a transfer to oneself, once.
        log(11, 0, OWNER, OWNER, 1n),
        log(11, 0, OWNER, OWNER, 1n),
      ],
      new Map([[12n, 1_700_000_000_000]]),
    );
    expect(rows.map((r) => [Number(r.blockNumber), r.logIndex, r.direction, r.amount])).toEqual([
      [12, 3, 'in', 7n],
      [12, 1, 'out', 2n],
      [11, 0, 'out', 1n],
      [10, 0, 'in', 5n],
    ]);
    expect(rows[0]).toMatchObject({ counterparty: OTHER, token: TOKEN.toLowerCase(), timeMs: 1_700_000_000_000 });
  });

  it('has no counterparty for a mint (from the zero address) or a burn (to it)', () => {
    const rows = transferRows(OWNER, [log(3, 0, zeroAddress, OWNER, 9n), log(4, 0, OWNER, zeroAddress, 4n)], new Map());
    expect(rows.map((r) => [r.direction, r.counterparty])).toEqual([
      ['out', undefined],
      ['in', undefined],
    ]);
  });
});
