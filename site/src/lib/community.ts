/**
 * Pure helpers of the community-development page: rankings of repositories and the geometry of its two SVG
 * charts (weekly activity bars, the language wheel). Inputs are the live snapshot's `github` section.
 */
import type { LiveRepository } from '../../../content-schema/live-snapshot.ts';

/**
 * Top projects: most commits in the last 52 weeks first (then most contributors, unmeasured counts after measured
 * ones, then name); idle ones left out.
 */
export function topProjects(repos: readonly LiveRepository[], limit = 20): LiveRepository[] {
  return repos
    .filter((r) => r.commitsLast52Weeks > 0)
    .sort(
      (a, b) =>
        b.commitsLast52Weeks - a.commitsLast52Weeks ||
        (b.contributorsLast52Weeks ?? -1) - (a.contributorsLast52Weeks ?? -1) ||
        a.fullName.localeCompare(b.fullName),
    )
    .slice(0, limit);
}

/** Last active projects: by their newest commit, newest first (repositories without one last). */
export function lastActive(repos: readonly LiveRepository[]): LiveRepository[] {
  return [...repos].sort(
    (a, b) => (b.lastCommitAt ?? '').localeCompare(a.lastCommitAt ?? '') || a.fullName.localeCompare(b.fullName),
  );
}

export interface Slice {
  label: string;
  bytes: number;
  share: number;
  path: string;
  color: string;
}

/** The series colours of the design tokens (styles/tokens.css), so the wheel follows the theme. */
const PALETTE = Array.from({ length: 9 }, (_, i) => `var(--series-${i + 1})`);

/** A ring segment from angle a0 to a1 (radians, 0 = 12 o'clock) between radii r0 < r1 around (c, c). */
function arc(c: number, r0: number, r1: number, a0: number, a1: number): string {
  const point = (r: number, a: number) => `${(c + r * Math.sin(a)).toFixed(2)},${(c - r * Math.cos(a)).toFixed(2)}`;
  const large = a1 - a0 > Math.PI ? 1 : 0;
  return `M${point(r1, a0)}A${r1},${r1} 0 ${large} 1 ${point(r1, a1)}L${point(r0, a1)}A${r0},${r0} 0 ${large} 0 ${point(r0, a0)}Z`;
}

/**
 * The language wheel: the `top` largest languages and the rest as one `other` slice, each with its share of all
 * bytes and the SVG path of its ring segment in a `size` box. A single language is drawn as two half rings.
 */
export function wheelSlices(
  languages: readonly { language: string; amountInBytes: number }[],
  otherLabel: string,
  top = 8,
  size = 200,
): Slice[] {
  const total = languages.reduce((sum, l) => sum + l.amountInBytes, 0);
  if (!total) return [];
  const head = languages.slice(0, top).map((l) => ({ label: l.language, bytes: l.amountInBytes }));
  const rest = languages.slice(top).reduce((sum, l) => sum + l.amountInBytes, 0);
  if (rest > 0) head.push({ label: otherLabel, bytes: rest });
  const c = size / 2;
  let angle = 0;
  return head.map((s, i) => {
    const share = s.bytes / total;
    const sweep = Math.min(share * 2 * Math.PI, 2 * Math.PI - 1e-4);
    const path = arc(c, c * 0.55, c, angle, angle + sweep);
    angle += share * 2 * Math.PI;
    return { ...s, share, path, color: PALETTE[i % PALETTE.length]! };
  });
}

export interface Bar {
  x: number;
  width: number;
  y: number;
  height: number;
}

/** Bars for `values` in a `width` × `height` box (value 0 → no bar height), tallest = full height. */
export function bars(values: readonly number[], width: number, height: number, gap = 2): Bar[] {
  const max = Math.max(0, ...values);
  const step = width / Math.max(1, values.length);
  return values.map((v, i) => {
    const h = max ? (v / max) * height : 0;
    return {
      x: +(i * step + gap / 2).toFixed(2),
      width: +Math.max(1, step - gap).toFixed(2),
      y: +(height - h).toFixed(2),
      height: +h.toFixed(2),
    };
  });
}

/** A week key (Unix seconds of its Sunday, as GitHub gives) as its UTC date, YYYY-MM-DD. */
export const weekDate = (weekNumber: number): string => new Date(weekNumber * 1000).toISOString().slice(0, 10);
