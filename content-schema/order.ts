/**
 * The one order of the public catalogue. The API sorts every list of the snapshot with these comparators when it
 * builds it (functions/domain/catalogue/snapshot.ts); the site keeps the snapshot's order and never sorts it again.
 */

/** English, numbers by value ("Neo 2" before "Neo 10"), accents and case ignored ("émile" = "Emile"). */
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Compare two titles (or names, symbols) in the catalogue's order; answers <0, 0 or >0 like `Array#sort` wants. */
export const byTitle = (a: string, b: string): number => collator.compare(a, b);

/** Curated lists: `order` ascending (absent counts as 0), then title (wallets, explorers, exchanges: compareListings). */
export const byOrderThenTitle = <T extends { order?: number; title: string }>(a: T, b: T): number =>
  (a.order ?? 0) - (b.order ?? 0) || byTitle(a.title, b.title);

/**
 * The chains a service counts as current on: Neo N3 and Neo X (blockchain versions' `tagName`). Neo Legacy's network
 * was scheduled to shut down on 2025-10-31 (neo.org/blog/details/4320, as quoted in neo-project/neo#4226).
 */
export const CURRENT_CHAIN_TAGS: readonly string[] = ['neo-n3', 'neo-x'];

/** What the listing order looks at: the curated order and title, the status and the chains' tag names. */
export interface RankableListing {
  order?: number | undefined;
  title: string;
  status?: string | undefined;
}

/**
 * A listing's group in its default list: 0 an active service for a current chain (CURRENT_CHAIN_TAGS), 1 an active
 * one for older chains only (or none named), 2 a discontinued one.
 */
export function listingTier(listing: RankableListing, chainTags: readonly (string | undefined)[]): 0 | 1 | 2 {
  if (listing.status === 'discontinued') return 2;
  return chainTags.some((tag) => tag !== undefined && CURRENT_CHAIN_TAGS.includes(tag)) ? 0 : 1;
}

/**
 * The comparator of wallets, explorers and exchanges: by listingTier, then the curated `order`, then title
 * (byOrderThenTitle), so active services for N3 and Neo X come first and the curators' order holds within each group.
 * `chainTagsOf` answers a record's chains' tag names.
 */
export const compareListings =
  <T extends RankableListing>(chainTagsOf: (listing: T) => readonly (string | undefined)[]) =>
  (a: T, b: T): number =>
    listingTier(a, chainTagsOf(a)) - listingTier(b, chainTagsOf(b)) || byOrderThenTitle(a, b);

/** The fields the activity order looks at (a public dApp has them all). */
export interface RankableDapp {
  idDappPk: number;
  title: string;
  invocationsLast7Days?: number | undefined;
}

/** dApp list order: measured 7-day invocations first (highest first), then title, then id. */
export function compareByActivity(a: RankableDapp, b: RankableDapp): number {
  const ta = a.invocationsLast7Days ?? -1;
  const tb = b.invocationsLast7Days ?? -1;
  return tb - ta || byTitle(a.title, b.title) || a.idDappPk - b.idDappPk;
}

/**
 * Ranks by a measured value, highest first, as standard competition ranking: items with equal values share a rank
 * and the next rank skips the places they took (values 9, 9, 4 → ranks 1, 1, 3). An item whose value is undefined
 * (not measured) gets no rank. Answers the rank of each ranked item by its key.
 */
export function competitionRanks<T, K>(
  items: readonly T[],
  key: (item: T) => K,
  value: (item: T) => number | undefined,
): Map<K, number> {
  const measured = items
    .map((item) => ({ key: key(item), value: value(item) }))
    .filter((x): x is { key: K; value: number } => x.value !== undefined && !Number.isNaN(x.value))
    .sort((a, b) => b.value - a.value);
  const ranks = new Map<K, number>();
  measured.forEach((x, i) => {
    const previous = measured[i - 1];
    ranks.set(x.key, previous && previous.value === x.value ? ranks.get(previous.key)! : i + 1);
  });
  return ranks;
}
