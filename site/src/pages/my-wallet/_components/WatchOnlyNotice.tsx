/**
 * What a watched address shows instead of the action forms (issue 28): watch-only mode has no claim, vote, swap or
 * wrap form at all, only this line and the chain's connect button (the connect modal of `store`).
 */
import type { WalletStore } from '../../../wallets/store/wallet-store.ts';
import { tr } from '../../../wallets/strings.ts';
import type { Chain } from '../../../wallets/types.ts';
import { chainName } from '../../../wallets/ui/messages.ts';

/** The watch-only line with the connect button of `store`'s chain. */
export function WatchOnlyNotice({ store }: { store: WalletStore<Chain> }) {
  return (
    <div className="wallet-notice-inline wallet-watch-only" data-watch-only>
      <p>{tr('panel.watchOnly')}</p>
      <button type="button" className="btn btn-primary" onClick={store.openModal}>
        {tr('connect.open', { chain: chainName(store.chain) })}
      </button>
    </div>
  );
}
