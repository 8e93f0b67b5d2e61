/** What a card shows instead of figures it could not read: no node reached (said plainly, never zeros), or a failure. */
import { tr } from '../strings.ts';
import type { Load } from './useLoad.ts';
import { chainName } from './messages.ts';
import type { Chain } from '../types.ts';

/** "Try again": runs a failed chain read once more (`retry`, the read's `reload` from useLoad). */
export function RetryButton({ retry }: { retry: () => void }) {
  return (
    <p>
      <button type="button" className="btn" onClick={retry}>
        {tr('common.retry')}
      </button>
    </p>
  );
}

/**
 * The notice for a read that is not ready (nothing once it is); a failed claim step says which (SPEC §8) first.
 * With `retry` (the read's `reload`, useLoad), a failed or unreachable read offers "Try again".
 */
export function LoadNotice({ load, chain, retry }: { load: Load<unknown>; chain: Chain; retry?: () => void }) {
  if (load.state === 'loading')
    return (
      <p className="muted" role="status">
        {tr('common.loading')}
      </p>
    );
  if (load.state === 'ready') return null;
  const again = retry && <RetryButton retry={retry} />;
  const step = load.step && (
    <p className="wallet-error" data-claim-step={load.step}>
      <strong>{tr(`claimErrors.${load.step}`)}</strong>
    </p>
  );
  if (load.state === 'unreachable') {
    return (
      <div className="wallet-notice" role="alert" data-unreachable={chain}>
        {step}
        <p>
          <strong>{tr('common.unreachable', { chain: chainName(chain) })}</strong>
        </p>
        <p className="muted">{tr('common.unreachableHelp', { nodes: load.urls.join(', ') })}</p>
        {again}
      </div>
    );
  }
  return (
    <div className="wallet-notice" role="alert" data-failed={chain}>
      {step}
      <p className="wallet-error">
        {tr('common.readFailed')} <span className="muted">{load.message}</span>
      </p>
      {again}
    </div>
  );
}
