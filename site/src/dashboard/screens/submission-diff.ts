/** Readable per-entry diff of a proposal's list fields (socials, contracts, repositories) for the review screen. */
import { shown } from './submission-api.ts';

/** One entry of a list field: in both versions, only in the live record, or only in the proposal. */
export interface DiffLine {
  text: string;
  side: 'both' | 'live' | 'proposed';
}

const entries = (value: unknown): string[] =>
  Array.isArray(value) ? value.map((v) => shown(Array.isArray(v) ? v : [v])) : [];

/** The entries of `live` and `proposed` (arrays of strings or objects), each marked where it is; live order first. */
export function diffLines(live: unknown, proposed: unknown): DiffLine[] {
  const before = entries(live);
  const after = entries(proposed);
  return [
    ...before.map((text) => ({ text, side: after.includes(text) ? ('both' as const) : ('live' as const) })),
    ...after.filter((text) => !before.includes(text)).map((text) => ({ text, side: 'proposed' as const })),
  ];
}
