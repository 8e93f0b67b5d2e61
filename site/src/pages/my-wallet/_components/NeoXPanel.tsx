/** A Neo X account in the wallet area: native GAS and bridged NEO balances (the bridge is its own page). */
import type { WalletConfig } from '../../../wallets/config.ts';
import { loadNeoXService } from '../../../wallets/services.ts';
import { formatCount, formatLocalUnits, tr } from '../../../wallets/strings.ts';
import { LoadNotice } from '../../../wallets/ui/LoadNotice.tsx';
import { useLoad } from '../../../wallets/ui/useLoad.ts';
import { ViewOn } from '../../../wallets/ui/ViewOn.tsx';

/** The Neo X panel of `address` (read-only figures). */
export function NeoXPanel({ config, address, readOnly }: { config: WalletConfig; address: string; readOnly: boolean }) {
  const [view, reload] = useLoad(address, async () => (await loadNeoXService(config)).readAccount(address));
  return (
    <section
      className="wallet-panel"
      aria-labelledby="neox-panel-title"
      data-chain="neoX"
      data-mode={readOnly ? 'watch' : 'connected'}
    >
      <h2 id="neox-panel-title">{tr('panel.neoX', { address })}</h2>
      <ViewOn chain="neoX" kind="address" value={address} />
      {readOnly && <p className="wallet-notice-inline">{tr('panel.watchOnly')}</p>}
      {view.state !== 'ready' ? (
        <LoadNotice load={view} chain="neoX" retry={reload} />
      ) : (
        <section className="card wallet-card" aria-labelledby="neox-balances">
          <h3 id="neox-balances">{tr('balances.title')}</h3>
          <table className="wallet-table">
            <thead>
              <tr>
                <th scope="col">{tr('balances.token')}</th>
                <th scope="col">{tr('balances.amount')}</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">GAS</th>
                <td className="mono">{formatLocalUnits(view.data.gasWei, 18)}</td>
              </tr>
              <tr>
                <th scope="row">NEO</th>
                <td className="mono">
                  {view.data.neoWei === undefined ? (
                    <span className="muted">{tr('balances.unavailable')}</span>
                  ) : (
                    formatLocalUnits(view.data.neoWei, 18)
                  )}
                </td>
              </tr>
            </tbody>
          </table>
          <p className="muted" data-figure="wallet.neox-block" data-value={view.data.height.toString()}>
            {tr('balances.heightX', { height: formatCount(view.data.height) })}
          </p>
        </section>
      )}
    </section>
  );
}
