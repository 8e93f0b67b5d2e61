/**
 * The one order of the public catalogue. The API sorts every list of the snapshot with these comparators when it
 * builds it (functions/domain/catalogue/snapshot.ts); the site keeps the snapshot's order and never sorts it again.
 */

/** English, numbers by value ("Neo 2" before "Neo 10"), accents and case ignored ("émile" = "Emile"). */
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Compare two titles (or names, symbols) in the catalogue's order; answers <0, 0 or >0 like `Array#sort` wants. */
export const byTitle = (a: string, b: string): number => collator.compare(a, b);

/** Curated lists (wallets, explorers, exchanges): `order` ascending (absent counts as 0), then title. */
export const byOrderThenTitle = <T extends { order?: number; title: string }>(a: T, b: T): number =>
  (a.order ?? 0) - (b.order ?? 0) || byTitle(a.title, b.title);

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
