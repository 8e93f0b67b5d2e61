import { normalizeText } from './text.ts';

/** One search suggestion of a list: what the visitor sees (title, logo, category) and what the search becomes. */
export interface Suggestion {
  title: string;
  /** Logo URL of the record when it has one; the option then shows a monogram instead. */
  logo?: string | undefined;
  /** Category titles, joined for display (`DeFi, Tools`). */
  category: string;
  /** `normalizeText(title)`, when the caller computed it once for many searches. */
  key?: string | undefined;
}

/** Suggestions appear once more than this many characters are typed (SPEC §5: the search suggestions of the lists). */
export const SUGGEST_AFTER = 3;

/**
 * The suggestions for `query`: entries whose title holds every typed word (accents and case folded, see
 * `normalizeText`), titles that start with the query first, then in list order; at most `limit`, one per title.
 * None while the query has `SUGGEST_AFTER` characters or fewer.
 */
export function suggest<T extends Suggestion>(entries: readonly T[], query: string, limit = 8): T[] {
  if (query.trim().length <= SUGGEST_AFTER) return [];
  const q = normalizeText(query);
  const words = q.split(' ').filter(Boolean);
  const seen = new Set<string>();
  const hits: { entry: T; starts: boolean; i: number }[] = [];
  entries.forEach((entry, i) => {
    const title = entry.key ?? normalizeText(entry.title);
    if (seen.has(title) || !words.every((w) => title.includes(w))) return;
    seen.add(title);
    hits.push({ entry, starts: title.startsWith(q), i });
  });
  return hits
    .sort((a, b) => Number(b.starts) - Number(a.starts) || a.i - b.i)
    .slice(0, limit)
    .map((h) => h.entry);
}

/** The monogram of a record without a logo: the first letter or digit of its title, upper case (`'?'` when none). */
export function monogram(title: string): string {
  return (title.match(/[\p{L}\p{N}]/u)?.[0] ?? '?').toUpperCase();
}
