/**
 * The periods of the dApps' Detailed view (content-schema/live-snapshot.ts `ActivityPeriod`: 24H, 7D, 30D) as the
 * page's markup and URL name them. Kept free of runtime imports: the list script (dapp-list.ts) ships it.
 */
import type { ActivityPeriod } from '../../../content-schema/live-snapshot.ts';

/** A period in the markup: `data-activity-period`, `data-in-period`, `data-sort-<figure>-<key>`. */
export const PERIOD_KEYS: Record<ActivityPeriod, 'd1' | 'd7' | 'd30'> = { '24H': 'd1', '7D': 'd7', '30D': 'd30' };
/** A period in the URL (`?period=24h`). */
export const PERIOD_PARAMS: Record<ActivityPeriod, string> = { '24H': '24h', '7D': '7d', '30D': '30d' };
/** Every period, shortest first. */
export const PERIODS = Object.keys(PERIOD_KEYS) as ActivityPeriod[];

/** The figures of a period, in column order (the sort keys of dapp-list-state.ts). */
export const PERIOD_FIGURES = ['tx', 'users', 'transfers', 'change'] as const;
export type PeriodFigure = (typeof PERIOD_FIGURES)[number];
