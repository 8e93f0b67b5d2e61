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
