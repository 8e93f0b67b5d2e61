/**
 * The pure parts of a record's logo (components/Logo/Logo.astro): the size a logo is drawn at inside its tile, and
 * the monogram a record without a logo gets (its initials on the record's colour).
 */

/**
 * Monogram colours: each gives white text a contrast of at least 4.5:1 (WCAG AA), and they are far enough apart
 * that neighbouring cards rarely look alike.
 */
export const MONOGRAM_COLOURS = [
  '#00664a',
  '#1d4ed8',
  '#7c3aed',
  '#b91c1c',
  '#9a3412',
  '#0f766e',
  '#be185d',
  '#4338ca',
  '#166534',
  '#6d28d9',
  '#0e7490',
  '#854d0e',
] as const;

/** Up to two initials of a record's name: the first letters of its first two words ("Flamingo Finance" → "FF", "bNEO" → "B"). */
export function monogramInitials(name: string): string {
  const words = name
    .normalize('NFKC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const letters = words.slice(0, 2).map((w) => [...w][0]!.toLocaleUpperCase('en'));
  return letters.join('') || '?';
}

/**
 * The record's colour: its own (an organization's `colorHex`) when it has one, otherwise one of MONOGRAM_COLOURS
 * picked by a stable hash of its name, so a record keeps its colour from build to build.
 */
export function monogramColour(name: string, own?: string): string {
  if (own && /^#[0-9a-f]{6}$/i.test(own)) return own;
  let hash = 2166136261;
  for (const ch of name) hash = Math.imul(hash ^ ch.codePointAt(0)!, 16777619) >>> 0;
  return MONOGRAM_COLOURS[hash % MONOGRAM_COLOURS.length]!;
}

/** Relative luminance of a `#rrggbb` colour (WCAG 2). */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The monogram's text colour on `background`: white, or near-black where white would not reach 4.5:1. */
export const monogramInk = (background: string) =>
  1.05 / (luminance(background) + 0.05) >= 4.5 ? '#ffffff' : '#0d1b18';

/** The width × height (px) that fits an image of `width` × `height` inside a `box` × `box` square, keeping its proportions. */
export function fitInBox(width: number, height: number, box: number): { width: number; height: number } {
  const scale = box / Math.max(width, height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
