/** The two history tables of /bridge (SPEC §2): the connected Neo X wallet's deposits and the whole network's. */
import type { BridgeHistoryReader } from '../../../wallets/bridge/index.ts';
import { tr } from '../../../wallets/strings.ts';
import { HistoryTable } from './HistoryTable.tsx';

/** Wallet history (needs the Neo X wallet: the Neo X event names the recipient, not the N3 sender), then the network's. */
export function BridgeHistory({
  history,
  neoXAddress,
  round,
}: {
  history: BridgeHistoryReader | undefined;
  neoXAddress: string | undefined;
  round: number;
}) {
  return (
    <section className="wallet-panel" aria-labelledby="bridge-history-title">
      <h2 id="bridge-history-title" className="visually-hidden">
        {tr('bridge.history.title')}
      </h2>
      <div className="wallet-grid bridge-history-grid">
        {neoXAddress && history ? (
          <HistoryTable
            id="bridge-mine"
            title={tr('bridge.history.mine')}
            history={history}
            to={neoXAddress}
            round={round}
          />
        ) : (
          <section className="card wallet-card" aria-labelledby="bridge-mine-title">
            <h3 id="bridge-mine-title">{tr('bridge.history.mine')}</h3>
            <p className="muted">{neoXAddress ? tr('bridge.history.loading') : tr('bridge.history.mineConnect')}</p>
          </section>
        )}
        {history ? (
          <HistoryTable id="bridge-network" title={tr('bridge.history.network')} history={history} round={round} />
        ) : (
          <section className="card wallet-card" aria-labelledby="bridge-network-title">
            <h3 id="bridge-network-title">{tr('bridge.history.network')}</h3>
            <p className="muted">{tr('bridge.history.loading')}</p>
          </section>
        )}
      </div>
    </section>
  );
}
