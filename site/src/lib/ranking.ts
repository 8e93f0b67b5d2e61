import { byTitle, compareByActivity, type RankableDapp as Ranked } from '../../../content-schema/order.ts';

/** The fields ranking looks at; PublicDapp has them all. */
export interface RankableDapp extends Ranked {
  isDapp: boolean;
  createdAt: string;
  contracts: readonly unknown[];
}

/**
 * Home "Top dApps" (SPEC §9: ranked by 7-day invocations). When at least one dApp is measured with at least
 * `minInvocations` invocations in 7 days (the global setting `minDappTransactionCountForTrending`, default 0 here:
 * no minimum), those dApps only, by invocations, highest first (`ranked: true`): a dApp nobody measured on its
 * contracts' network (the snapshot leaves its count out) never enters a ranking. Otherwise the dApps that list
 * contracts, most contracts first then by title — a stated order that claims no activity (`ranked: false`; the
 * page shows no figure on them).
 */
export function topDapps<T extends RankableDapp>(
  dapps: readonly T[],
  limit = 10,
  minInvocations = 0,
): { items: T[]; ranked: boolean } {
  const onlyDapps = dapps.filter((d) => d.isDapp);
  const measured = onlyDapps.filter(
    (d) => d.invocationsLast7Days !== undefined && d.invocationsLast7Days >= minInvocations,
  );
  if (measured.length > 0) return { items: measured.sort(compareByActivity).slice(0, limit), ranked: true };
  const withContracts = onlyDapps
    .filter((d) => d.contracts.length > 0)
    .sort((a, b) => b.contracts.length - a.contracts.length || byTitle(a.title, b.title) || a.idDappPk - b.idDappPk);
  return { items: withContracts.slice(0, limit), ranked: false };
}

/** Home "Recently added": apps and dApps by `createdAt`, newest first (ties: higher id first). */
export function recentlyAdded<T extends RankableDapp>(dapps: readonly T[], limit = 8): T[] {
  return [...dapps]
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.idDappPk - a.idDappPk)
    .slice(0, limit);
}
