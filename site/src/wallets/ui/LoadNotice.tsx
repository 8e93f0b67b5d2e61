/** What a card shows instead of figures it could not read: no node reached (said plainly, never zeros), or a failure. */
import { tr } from '../strings.ts';
import type { Load } from './useLoad.ts';
import { chainName } from './messages.ts';
import type { Chain } from '../types.ts';

/** The notice for a read that is not ready (nothing once it is). */
export function LoadNotice({ load, chain }: { load: Load<unknown>; chain: Chain }) {
  if (load.state === 'loading') return <p className="muted" role="status">{tr('common.loading')}</p>;
  if (load.state === 'unreachable') {
    return (
      <div className="wallet-notice" role="alert" data-unreachable={chain}>
        <p><strong>{tr('common.unreachable', { chain: chainName(chain) })}</strong></p>
        <p className="muted">{tr('common.unreachableHelp', { nodes: load.urls.join(', ') })}</p>
      </div>
    );
  }
  if (load.state === 'failed') return <p className="wallet-error" role="alert">{tr('common.readFailed')} <span className="muted">{load.message}</span></p>;
  return null;
}
