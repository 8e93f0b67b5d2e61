/**
 * The /contracts page's view in its URL, so a filtered list can be shared: `?chain=<tagName>` (the same parameter
 * and values as the dApp lists' chain filter, dapp-list-state.ts) and `?ignored=hide|only` (ignored-contracts.ts).
 * Kept free of runtime imports besides ignored-contracts.ts: the page's script ships it.
 */
import { parseIgnoredMode, type IgnoredMode } from './ignored-contracts.ts';

export interface ContractsView {
  mode: IgnoredMode;
  /** A blockchain version's tagName (e.g. `neo-x`); undefined: every chain. */
  chain?: string | undefined;
}

/** The view of a query string; a chain not among `chains` (the listed contracts' tagNames) is every chain. */
export function parseContractsView(search: string, chains: readonly string[]): ContractsView {
  const params = new URLSearchParams(search);
  const chain = params.get('chain') ?? '';
  return { mode: parseIgnoredMode(params.get('ignored')), chain: chains.includes(chain) ? chain : undefined };
}

/** The query string of a view (`?chain=neo-x&ignored=hide`), '' for the default view (every chain, show all). */
export function contractsViewQuery(view: ContractsView): string {
  const params = new URLSearchParams();
  if (view.chain) params.set('chain', view.chain);
  if (view.mode !== 'all') params.set('ignored', view.mode);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Whether a contract of chain `chain` (its tagName; undefined when none is recorded) passes the view's chain. */
export const isChainShown = (chain: string | undefined, view: ContractsView): boolean =>
  !view.chain || chain === view.chain;
