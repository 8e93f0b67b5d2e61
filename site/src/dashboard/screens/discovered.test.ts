import { describe, expect, it } from 'vitest';
import { conversionOf, converted, firstSeen, isDiscoveredList, type Discovered } from './discovered.ts';

const row = (over: Partial<Discovered> = {}): Discovered => ({
  hash: '0x' + 'a'.repeat(40),
  supportedStandards: [],
  methods: [],
  destroyed: false,
  mailed: true,
  events: [],
  ...over,
});
const seen = { tx: '0x' + '3'.repeat(64), notified: true };

describe('discovered contracts screen', () => {
  it('offers the conversion the declared standard allows', () => {
    expect(conversionOf(row({ supportedStandards: ['NEP-17'] }))).toBe('token');
    expect(conversionOf(row({ supportedStandards: ['NEP-11', 'NEP-24'] }))).toBe('nft-collection');
    expect(conversionOf(row({ supportedStandards: ['NEP-24'] }))).toBeUndefined();
    expect(converted(row({ published: { tokenPriced: 3 } }))).toBe(true);
    expect(converted(row({ published: { contract: 3, idDappFk: 1 } }))).toBe(false);
  });

  it('says when a contract was first seen: its deployment, else its oldest event', () => {
    expect(
      firstSeen(
        row({
          deployedBlock: 7,
          deployedAt: '2026-11-24T10:00:00Z',
          events: [{ event: 'Deploy', block: 7, at: '2026-11-24T10:00:00Z', ...seen }],
        }),
      ),
    ).toEqual({ block: 7, at: '2026-11-24T10:00:00Z' });
    expect(firstSeen(row({ events: [{ event: 'Update', block: 9, at: '2026-11-24T11:00:00Z', ...seen }] }))).toEqual({
      block: 9,
      at: '2026-11-24T11:00:00Z',
    });
    expect(firstSeen(row())).toBeUndefined();
  });

  it('recognizes the API answer', () => {
    expect(isDiscoveredList([row()])).toBe(true);
    expect(isDiscoveredList({ message: 'Not found' })).toBe(false);
  });
});
