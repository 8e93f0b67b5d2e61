/**
 * A Neo X account in the wallet area: native GAS and bridged NEO balances (the bridge is its own page), with the price
 * and value columns of the N3 holdings: "—" with why, as no source in the catalogue measures a Neo X asset's price
 * and a local network's assets have none.
 */
import type { WalletConfig } from '../../../wallets/config.ts';
import type { WalletStore } from '../../../wallets/store/wallet-store.ts';
import { loadNeoXService } from '../../../wallets/services.ts';
import { formatCount, formatLocalUnits, tr } from '../../../wallets/strings.ts';
import { LoadNotice } from '../../../wallets/ui/LoadNotice.tsx';
import { useLoad } from '../../../wallets/ui/useLoad.ts';
import { ViewOn } from '../../../wallets/ui/ViewOn.tsx';
import { WatchOnlyNotice } from './WatchOnlyNotice.tsx';
import { Copyable } from './Copyable.tsx';
import { PriceCell, TokenName, ValueCell } from './TokenWorth.tsx';
import { TableScroll } from '../../../wallets/ui/TableScroll.tsx';

/** The Neo X panel of `address` (read-only figures); watch-only offers `store`'s connect button. */
export function NeoXPanel({
  config,
  address,
  store,
  readOnly,
}: {
  config: WalletConfig;
  address: string;
  store: WalletStore<'neoX'>;
  readOnly: boolean;
}) {
  const network = config.network.network;
  const [view, reload] = useLoad(address, async () => (await loadNeoXService(config)).readAccount(address));
  return (
    <section
      className="wallet-panel"
      aria-labelledby="neox-panel-title"
      data-chain="neoX"
      data-mode={readOnly ? 'watch' : 'connected'}
    >
      <h2 id="neox-panel-title">{tr('panel.neoX', { address })}</h2>
      <p className="wallet-address-line">
        <Copyable value={address} keep={8} />
        <ViewOn chain="neoX" kind="address" value={address} />
      </p>
      {readOnly && <WatchOnlyNotice store={store} />}
      {view.state !== 'ready' ? (
        <LoadNotice load={view} chain="neoX" retry={reload} />
      ) : (
        <section className="card wallet-card" aria-labelledby="neox-balances">
          <h3 id="neox-balances">{tr('balances.title')}</h3>
          <TableScroll label={tr('balances.title')}>
            <table className="wallet-table">
              <thead>
                <tr>
                  <th scope="col">{tr('balances.token')}</th>
                  <th scope="col" className="wallet-num">
                    {tr('balances.amount')}
                  </th>
                  <th scope="col" className="wallet-num">
                    {tr('balances.price')}
                  </th>
                  <th scope="col" className="wallet-num">
                    {tr('balances.value')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {(
                  [
                    ['GAS', view.data.gasWei],
                    ['NEO', view.data.neoWei],
                  ] as const
                ).map(([symbol, wei]) => (
                  <tr key={symbol}>
                    <th scope="row">
                      <TokenName symbol={symbol} />
                    </th>
                    <td className="wallet-num">
                      {wei === undefined ? (
                        <span className="muted">{tr('balances.unavailable')}</span>
                      ) : (
                        formatLocalUnits(wei, 18)
                      )}
                    </td>
                    <td className="wallet-num">
                      <PriceCell symbol={symbol} network={network} />
                    </td>
                    <td className="wallet-num">
                      <ValueCell amount={wei} decimals={18} network={network} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          <p className="muted" data-figure="wallet.neox-block" data-value={view.data.height.toString()}>
            {tr('balances.heightX', { height: formatCount(view.data.height) })}
          </p>
        </section>
      )}
    </section>
  );
}
