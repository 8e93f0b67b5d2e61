import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { cell, toCsv } from './csv.ts';

describe('CSV export', () => {
  it('defuses formulas and drops control characters stored before validation refused them', () => {
    expect(cell('=HYPERLINK("http://evil","x")')).toBe(`'=HYPERLINK("http://evil","x")`);
    expect(cell('Bell\u0007 \u001b[31mred\u009b \ud800x')).toBe('Bell [31mred x');
    expect(cell('\tTab first')).toBe("'\tTab first");
    const csv = toCsv(['title', 'note'], [{ title: 'A\u0000B, "q"', note: 'Line\r\nbreak' }]);
    expect(Papa.parse<string[]>(csv).data).toEqual([
      ['title', 'note'],
      ['AB, "q"', 'Line\r\nbreak'],
    ]);
  });
});
