import { describe, expect, it } from 'vitest';
import { fitInBox, MONOGRAM_COLOURS, monogramColour, monogramInitials, monogramInk } from './logo.ts';

/** WCAG contrast ratio of two `#rrggbb` colours. */
function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, b] = [1, 3, 5]
      .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('monogram', () => {
  it('takes the initials of the first two words', () => {
    expect(monogramInitials('Flamingo Finance')).toBe('FF');
    expect(monogramInitials('bNEO')).toBe('B');
    expect(monogramInitials('NEO•ONE')).toBe('NO');
    expect(monogramInitials('NameService (NNS)')).toBe('NN');
    expect(monogramInitials('  ')).toBe('?');
  });

  it('gives a record the same colour every time, and its own colour when it has one', () => {
    expect(monogramColour('Neo Playground')).toBe(monogramColour('Neo Playground'));
    expect(
      new Set(
        ['Aphelion', 'Lyrebird', 'NekoHit', 'Neoverse', 'Matrix Name Service', 'Neo Playground'].map((n) =>
          monogramColour(n),
        ),
      ).size,
    ).toBeGreaterThan(2);
    expect(monogramColour('COZ', '#1B2E3C')).toBe('#1B2E3C');
    expect(monogramColour('COZ', 'red')).not.toBe('red');
  });

  it('keeps the initials legible (4.5:1) on every colour, its own ones included', () => {
    for (const colour of [...MONOGRAM_COLOURS, '#00E599', '#ffffff', '#1B2E3C'])
      expect(contrast(colour, monogramInk(colour))).toBeGreaterThanOrEqual(4.5);
    expect(monogramInk('#1d4ed8')).toBe('#ffffff');
    expect(monogramInk('#00E599')).not.toBe('#ffffff');
  });
});

describe('fitInBox', () => {
  it('fits banners, tall marks and squares inside the box without distorting them', () => {
    expect(fitInBox(600, 300, 40)).toEqual({ width: 40, height: 20 });
    expect(fitInBox(316, 348, 40)).toEqual({ width: 36, height: 40 });
    expect(fitInBox(24, 24, 40)).toEqual({ width: 40, height: 40 });
    expect(fitInBox(2000, 3, 40)).toEqual({ width: 40, height: 1 });
  });
});
