import { describe, expect, it } from 'vitest';
import { cellText } from './cells.ts';

const yesNo: [string, string] = ['Yes', 'No'];

describe('cellText', () => {
  it('shows booleans as ✓/— with spoken words', () => {
    expect(cellText(true, { yesNo })).toEqual({ text: '✓', label: 'Yes' });
    expect(cellText(false, { yesNo })).toEqual({ text: '—', label: 'No' });
    expect(cellText(undefined, { yesNo })).toEqual({ text: '—' });
  });

  it('shows relation ids as the related titles', () => {
    const titles = new Map([
      [1, 'DeFi'],
      [12, 'Exchange'],
    ]);
    expect(cellText([1, 12, 99], { titles, yesNo }).text).toBe('DeFi, Exchange, #99');
    expect(cellText(12, { titles, yesNo }).text).toBe('Exchange');
    expect(cellText([], { titles, yesNo }).text).toBe('—');
  });

  it('formats UTC timestamps, option labels and long texts', () => {
    expect(cellText('2026-11-21T10:00:00.000Z', { yesNo }).text).toBe('2026-11-21 10:00 UTC');
    expect(cellText(3, { yesNo, optionLabel: (v) => (v === '3' ? 'Home and Wallet' : undefined) }).text).toBe(
      'Home and Wallet',
    );
    const long = cellText('x'.repeat(100), { yesNo });
    expect(long.text).toHaveLength(80);
    expect(long.title).toHaveLength(100);
  });
});
