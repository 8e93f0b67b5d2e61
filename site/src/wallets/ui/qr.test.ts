import { describe, expect, it } from 'vitest';
import { qrPath } from './qr.ts';

/** The dark modules the path draws, as a size × size grid. */
function modules({ size, path }: { size: number; path: string }): boolean[][] {
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const [, x, y, w] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g))
    for (let i = 0; i < Number(w); i++) grid[Number(y)]![Number(x) + i] = true;
  return grid;
}

/** A 7 × 7 finder pattern at (x, y): a dark ring, a light ring, a dark 3 × 3 core. */
function isFinder(grid: boolean[][], x: number, y: number): boolean {
  for (let r = 0; r < 7; r++)
    for (let c = 0; c < 7; c++) {
      const ring = Math.max(Math.abs(r - 3), Math.abs(c - 3));
      if (grid[y + r]![x + c] !== (ring !== 2)) return false;
    }
  return true;
}

describe('qrPath', () => {
  it('draws a scannable code of an N3 address: version 3 (29 modules), the three finder patterns in place', () => {
    const code = qrPath('Ng8dx5FAM44xDAs3daLoKrxhfQZ62xAzsR');
    expect(code.size).toBe(29);
    const grid = modules(code);
    expect(isFinder(grid, 0, 0)).toBe(true);
    expect(isFinder(grid, code.size - 7, 0)).toBe(true);
    expect(isFinder(grid, 0, code.size - 7)).toBe(true);
    // The fourth corner holds data, not a finder: the code is not symmetric.
    expect(isFinder(grid, code.size - 7, code.size - 7)).toBe(false);
  });

  it('gives different codes for different addresses (the text is in the code), the same for the same one', () => {
    const a = qrPath('0x70997970C51812dc3A010C7d01b50e0d17dc79C8');
    expect(qrPath('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toEqual(a);
    expect(qrPath('0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC').path).not.toBe(a.path);
  });
});
