/**
 * The frame of one chain's panel on /my-wallet: the section with its heading, the address line (copy, QR, explorer
 * link) and, for a watched address, the watch-only notice; the panel's content follows as children.
 */
import type { ReactNode } from 'react';
import type { WalletStore } from '../../../wallets/store/wallet-store.ts';
import { tr } from '../../../wallets/strings.ts';
import type { Chain } from '../../../wallets/types.ts';
import { ViewOn } from '../../../wallets/ui/ViewOn.tsx';
import { AddressQr } from './AddressQr.tsx';
import { Copyable } from './Copyable.tsx';
import { WatchOnlyNotice } from './WatchOnlyNotice.tsx';

/** Props of {@link WalletPanel}: `address` N3 `N…` or Neo X `0x…`. */
interface Props {
  chain: Chain;
  address: string;
  store: WalletStore<Chain>;
  readOnly: boolean;
  children: ReactNode;
}

/**
 * One chain's panel (`data-chain`, `data-mode` watch or connected) around `children`; its heading is
 * `panel.<chain>` with the address, id `<chain in lower case>-panel-title`.
 */
export function WalletPanel({ chain, address, store, readOnly, children }: Props) {
  const titleId = `${chain.toLowerCase()}-panel-title`;
  return (
    <section
      className="wallet-panel"
      aria-labelledby={titleId}
      data-chain={chain}
      data-mode={readOnly ? 'watch' : 'connected'}
    >
      <h2 id={titleId}>{tr(`panel.${chain}`, { address })}</h2>
      <p className="wallet-address-line">
        <Copyable value={address} keep={8} />
        <AddressQr address={address} />
        <ViewOn chain={chain} kind="address" value={address} />
      </p>
      {readOnly && <WatchOnlyNotice store={store} />}
      {children}
    </section>
  );
}
