/**
 * What the dApps' Detailed view shows of a dApp's activity over a period (24H, 7D, 30D): invocations (`tx`), users
 * (distinct senders), transfers and the change of invocations, each measured on the dApp's network or missing with
 * why. The N3 indexer's figures (live snapshot `dappActivity`) come first; without them only the 7-day invocations
 * may be known, from the catalogue (another source, e.g. NeoFura on mainnet).
 */
import type { N3Network } from '../../../content-schema/entities/dapp.ts';
import type { ActivityPeriod, DappActivity } from '../../../content-schema/live-snapshot.ts';
import type { PublicDapp } from '../../../content-schema/snapshot.ts';
import { measuredNetwork, unindexedNetworks } from './activity-scope.ts';
import { PERIOD_FIGURES, type PeriodFigure } from './activity-periods.ts';

/**
 * Why a figure is missing: the index does not cover the whole period yet (`notCovered`), the period before it is
 * not covered or had no invocation (`notComparable`, the change only), the dApp's network is not indexed by this
 * deployment (`notIndexed`, with that network), or nobody measured it (`notMeasured`).
 */
export type MissingReason = 'notCovered' | 'notComparable' | 'notIndexed' | 'notMeasured';

/** One cell: a measured value with its network, or why there is none. */
export type PeriodCell =
  { value: number; network: N3Network | undefined } | { missing: MissingReason; network?: N3Network | undefined };

/**
 * The four figures of `dapp` over `period`, from its indexed `activity` (undefined when the indexer did not measure
 * it) or, for the 7-day invocations only, the catalogue's figure. `indexed` is the network the indexer follows.
 * E.g. a dApp the indexer measured over 7 days with no earlier week covered: `change` is `{ missing: 'notComparable' }`.
 */
export function dappPeriodCells(
  dapp: Pick<PublicDapp, 'invocationsLast7Days' | 'contracts'>,
  activity: DappActivity | undefined,
  period: ActivityPeriod,
  indexed: N3Network | undefined,
): Record<PeriodFigure, PeriodCell> {
  if (activity) {
    const p = activity.periods[period];
    const network = activity.network;
    if (!p) return cellsOf(() => ({ missing: 'notCovered' }));
    return {
      tx: { value: p.invocations, network },
      users: { value: p.users, network },
      transfers: { value: p.transfers, network },
      change: p.changePercent === undefined ? { missing: 'notComparable' } : { value: p.changePercent, network },
    };
  }
  const unindexed = unindexedNetworks(dapp, indexed)[0];
  const missing: PeriodCell = unindexed ? { missing: 'notIndexed', network: unindexed } : { missing: 'notMeasured' };
  return cellsOf((figure) =>
    figure === 'tx' && period === '7D' && dapp.invocationsLast7Days !== undefined
      ? { value: dapp.invocationsLast7Days, network: measuredNetwork(dapp, indexed) }
      : missing,
  );
}

const cellsOf = (cell: (figure: PeriodFigure) => PeriodCell) =>
  Object.fromEntries(PERIOD_FIGURES.map((f) => [f, cell(f)])) as Record<PeriodFigure, PeriodCell>;

/** A cell's sort value (table-sort.ts): the number as text, '' when missing (sorted last). */
export const sortValueOf = (cell: PeriodCell) => ('value' in cell ? String(cell.value) : '');

/**
 * The figures a chain filter shows: `all` (no chain chosen) the dApp's activity on both chains combined, `neo-n3`
 * its N3 contracts' (the N3 indexer), `neo-x` its Neo X contracts' (the Neo X indexer), `other` (any other chain,
 * e.g. Neo Legacy) none: no indexer follows it.
 */
export const CHAIN_SCOPES = ['all', 'neo-n3', 'neo-x', 'other'] as const;
export type ChainScope = (typeof CHAIN_SCOPES)[number];

/** The scope of the list's chain filter (a blockchain version tagName, or undefined/'' for every chain). */
export const chainScopeOf = (chain: string | undefined): ChainScope =>
  !chain ? 'all' : chain === 'neo-n3' || chain === 'neo-x' ? chain : 'other';

/**
 * The four figures of `dapp` over `period` under each chain scope. `n3` / `neoX` are its activity measured by the
 * N3 / Neo X indexer (live snapshot `dappActivity` / `dappActivityNeoX`), `indexed` the N3 network the N3 indexer
 * follows. `all` sums the measured chains (users too: an N3 and a Neo X account are different accounts; the change
 * from the two periods before, back-computed from each chain's count and change, missing when either has none);
 * with one chain measured it is that chain's figures. E.g. 7-day invocations 12 on N3 and 4 on Neo X: `neo-n3` 12,
 * `neo-x` 4, `all` 16.
 */
export function dappChainCells(
  dapp: Pick<PublicDapp, 'invocationsLast7Days' | 'contracts'>,
  activity: { n3?: DappActivity | undefined; neoX?: DappActivity | undefined },
  period: ActivityPeriod,
  indexed: N3Network | undefined,
): Record<ChainScope, Record<PeriodFigure, PeriodCell>> {
  const n3 = dappPeriodCells(dapp, activity.n3, period, indexed);
  const neoX = activity.neoX
    ? dappPeriodCells(dapp, activity.neoX, period, indexed)
    : cellsOf((): PeriodCell => ({ missing: 'notMeasured' }));
  const other = cellsOf((): PeriodCell => ({ missing: 'notMeasured' }));
  if (!activity.neoX) return { all: n3, 'neo-n3': n3, 'neo-x': neoX, other };
  if (!activity.n3) return { all: neoX, 'neo-n3': n3, 'neo-x': neoX, other };
  const a = activity.n3.periods[period];
  const b = activity.neoX.periods[period];
  const network = activity.n3.network === activity.neoX.network ? activity.n3.network : undefined;
  const all: Record<PeriodFigure, PeriodCell> =
    a && b
      ? {
          tx: { value: a.invocations + b.invocations, network },
          users: { value: a.users + b.users, network },
          transfers: { value: a.transfers + b.transfers, network },
          change: combinedChange(a, b, network),
        }
      : cellsOf(() => ({ missing: 'notCovered' }));
  return { all, 'neo-n3': n3, 'neo-x': neoX, other };
}

/** The change of the summed invocations, from each chain's count and change (`before = now / (1 + change/100)`). */
function combinedChange(
  a: { invocations: number; changePercent?: number | undefined },
  b: { invocations: number; changePercent?: number | undefined },
  network: N3Network | undefined,
): PeriodCell {
  const before = (p: typeof a) =>
    p.changePercent === undefined || p.changePercent <= -100 ? undefined : p.invocations / (1 + p.changePercent / 100);
  const [x, y] = [before(a), before(b)];
  if (x === undefined || y === undefined || x + y === 0) return { missing: 'notComparable' };
  const now = a.invocations + b.invocations;
  return { value: ((now - (x + y)) / (x + y)) * 100, network };
}

/**
 * The suffix of a scope's sort attributes on a Detailed-view row: `data-sort-<figure>-<d1|d7|d30>` for `all`,
 * `data-sort-<figure>-<d1|d7|d30>-<n3|x|other>` for a chain (DappTable.astro writes them, dapp-list.ts reads them).
 */
export const CHAIN_SORT_SUFFIX: Record<ChainScope, string> = { all: '', 'neo-n3': 'n3', 'neo-x': 'x', other: 'other' };
