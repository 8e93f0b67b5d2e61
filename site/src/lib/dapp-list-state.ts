import type { DappFilter } from './dapp-filter.ts';
import { HEALTH_STATES, type Health } from './project-health.ts';
import { parseSort, writeSort, type TableSort } from './table-sort.ts';
import type { ActivityPeriod } from '../../../content-schema/live-snapshot.ts';
import { PERIOD_PARAMS, PERIODS } from './activity-periods.ts';

/** The three ways the apps/dApps list can be shown. */
export const LIST_VIEWS = ['cards', 'table', 'contracts'] as const;
export type ListView = (typeof LIST_VIEWS)[number];

/**
 * The columns the list sorts by (the Detailed view's headers; the cards follow the same order): the name, the
 * number of contracts, and over the chosen period the invocations (`tx`), distinct senders (`users`), transfers and
 * the change of invocations (`change`), measured on the dApp's network only; unmeasured last.
 */
export const DAPP_SORT_KEYS = ['name', 'contracts', 'tx', 'users', 'transfers', 'change'] as const;

/** The Detailed view's period from the URL (`?period=24h|7d|30d`, activity-periods.ts); 7D is the default. */
const periodOf = (param: string | null): ActivityPeriod | undefined =>
  PERIODS.find((p) => PERIOD_PARAMS[p] === param?.toLowerCase());

/** Everything about the list that lives in the URL query, so a filtered page is shareable. */
export interface DappListState extends DappFilter {
  /** 1-based page number. */
  page: number;
  view: ListView;
  /** The column order (`?sort=tx&dir=desc`); undefined: the curated order. */
  sort?: TableSort | undefined;
  /** The Detailed view's figure period (`?period=24h`); undefined: 7D. */
  period?: ActivityPeriod | undefined;
  /** Only the records on the visitor's watchlist (`?watched=1`; lib/watchlist.ts). */
  watched?: boolean | undefined;
}

export const DEFAULT_LIST_STATE: DappListState = { q: '', page: 1, view: 'cards' };

function count(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

/**
 * Reads list state from a query string (`?q=flm&category=defi&chain=neo-n3&health=active&minTx=10&page=2&view=table
 * &sort=users&dir=desc&period=24h&watched=1`).
 * Unknown views and healths, non-numeric or negative TX bounds and pages below 1 fall back to their defaults.
 */
export function parseListState(query: string | URLSearchParams): DappListState {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const view = params.get('view');
  const page = Math.floor(Number(params.get('page') ?? '1'));
  return {
    q: params.get('q') ?? '',
    category: params.get('category') || undefined,
    chain: params.get('chain') || undefined,
    health: (HEALTH_STATES as readonly string[]).includes(params.get('health') ?? '')
      ? (params.get('health') as Health)
      : undefined,
    minTx: count(params.get('minTx')),
    maxTx: count(params.get('maxTx')),
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    view: (LIST_VIEWS as readonly string[]).includes(view ?? '') ? (view as ListView) : 'cards',
    sort: parseSort(params, DAPP_SORT_KEYS),
    period: periodOf(params.get('period')),
    watched: params.get('watched') === '1' || undefined,
  };
}

/** Writes list state as a query string without defaults (`''` for the default state, else `?…`). */
export function serializeListState(state: DappListState): string {
  const params = new URLSearchParams();
  if (state.q.trim()) params.set('q', state.q);
  if (state.category) params.set('category', state.category);
  if (state.chain) params.set('chain', state.chain);
  if (state.health) params.set('health', state.health);
  if (state.minTx !== undefined) params.set('minTx', String(state.minTx));
  if (state.maxTx !== undefined) params.set('maxTx', String(state.maxTx));
  if (state.watched) params.set('watched', '1');
  if (state.page > 1) params.set('page', String(state.page));
  if (state.view !== 'cards') params.set('view', state.view);
  writeSort(params, state.sort);
  if (state.period && state.period !== '7D') params.set('period', PERIOD_PARAMS[state.period]);
  const text = params.toString();
  return text ? `?${text}` : '';
}
