/** One chain's wallet: its address (with "View on …") and Disconnect when connected, else Connect (opens the modal). */
import { useStore } from '@nanostores/react';
import type { WalletStore } from '../store/wallet-store.ts';
import { tr } from '../strings.ts';
import type { Chain } from '../types.ts';
import { ConnectModal } from './ConnectModal.tsx';
import { chainName, platformName, shorten } from './messages.ts';
import { useHydrated } from './useHydrated.ts';
import { ViewOn } from './ViewOn.tsx';

/** The wallet of `store`'s chain: connect, or its address and disconnect. */
export function WalletBar({ store }: { store: WalletStore<Chain> }) {
  const s = useStore(store.$wallet);
  const hydrated = useHydrated();
  return (
    <div className="wallet-bar card">
      <strong>{chainName(store.chain)}</strong>
      {s.address ? (
        <>
          <span className="mono" title={s.address}>
            {shorten(s.address)}
          </span>
          <span className="muted">{s.platform && platformName(s.platform)}</span>
          <button type="button" className="btn" onClick={() => void store.disconnect()}>
            {tr('connect.disconnect')}
          </button>
          <ViewOn chain={store.chain} kind="address" value={s.address} />
        </>
      ) : (
        <button type="button" className="btn btn-primary" disabled={!hydrated} onClick={store.openModal}>
          {tr('connect.open', { chain: chainName(store.chain) })}
        </button>
      )}
      <ConnectModal store={store} />
    </div>
  );
}
