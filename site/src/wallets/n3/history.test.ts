import { describe, expect, it } from 'vitest';
import { knownDescriptions, mergeTransfers } from './history.ts';

const GAS = 'd2a4cff31913016155e38e474a2c06d08be276cf';
const t = (timestamp: number, blockindex: number, extra: Partial<Record<string, unknown>> = {}) => ({
  timestamp,
  assethash: `0x${GAS}`,
  transferaddress: 'NZNovDWiVbr7qNb5Bg1VPPXbWi9bbAZGBf',
  amount: '150000000',
  blockindex,
  transfernotifyindex: 0,
  txhash: `0x${String(blockindex).padStart(64, '0')}`,
  ...extra,
});

describe("an N3 address's transfer history", () => {
  it("merges the node's sent and received lists newest first, saying which way each went", () => {
    const merged = mergeTransfers({
      sent: [t(3000, 30), t(1000, 10)],
      received: [t(2000, 20, { transferaddress: null, assethash: GAS.toUpperCase() })],
    });
    expect(merged.map((m) => [m.blockIndex, m.direction])).toEqual([
      [30, 'out'],
      [20, 'in'],
      [10, 'out'],
    ]);
    // A mint has no counterparty; hashes are read the same with or without 0x and in any case.
    expect(merged[1]).toMatchObject({ counterparty: undefined, assetHash: `0x${GAS}`, amount: 150_000_000n });
  });

  it("keeps an NEP-11 transfer's token id beside its amount, in the same newest-first order", () => {
    const merged = mergeTransfers({
      sent: [t(4000, 40, { tokenid: '0a0b', amount: '1' })],
      received: [t(6000, 60)],
    });
    expect(merged.map((m) => [m.blockIndex, m.tokenId])).toEqual([
      [60, undefined],
      [40, '0a0b'],
    ]);
  });

  it('orders transfers of one block by their notification, the latest first', () => {
    const merged = mergeTransfers({
      sent: [t(5000, 50, { transfernotifyindex: 0 })],
      received: [t(5000, 50, { transfernotifyindex: 1, txhash: 'ab'.repeat(32) })],
    });
    expect(merged.map((m) => m.direction)).toEqual(['in', 'out']);
    expect(merged[0]!.txHash).toBe(`0x${'ab'.repeat(32)}`);
  });

  it('describes NEO and GAS without the catalogue, and a catalogue token by its listing', () => {
    const known = knownDescriptions(
      [{ symbol: 'FLM', hash: '0xF0151F528127558851B39C2CD8AA47DA7418AB28', decimals: 8 }],
      {
        NEO: '0xef4073a0f2b305a38ec4050e4d3d28bc40ea63f5',
        GAS: `0x${GAS}`,
      },
    );
    expect(known.get('0xef4073a0f2b305a38ec4050e4d3d28bc40ea63f5')).toEqual({ symbol: 'NEO', decimals: 0 });
    expect(known.get('0xf0151f528127558851b39c2cd8aa47da7418ab28')).toMatchObject({ symbol: 'FLM', decimals: 8 });
  });
});
