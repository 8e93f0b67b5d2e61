/**
 * The ERC-20 transfers of a Neo X account, in and out (issue 28): the catalogue's Neo X tokens' `Transfer` logs from or
 * to the address over the recent blocks up to the account view's block (chain/neox/transfers.ts, eth_getLogs), newest
 * first, ten a page (TransferTable.tsx), each with its time, counterparty, signed amount with its token and the
 * transaction with "View on …" links. The card names the block range it covers.
 */
import type { WalletConfig } from '../../../wallets/config.ts';
import { loadNeoXService } from '../../../wallets/services.ts';
import { formatNumber } from '../../../lib/format.ts';
import { formatLocalUnits, pageLocale, tr } from '../../../wallets/strings.ts';
import { useLoad } from '../../../wallets/ui/useLoad.ts';
import { TransferTable } from './TransferTable.tsx';

/** The history card of the Neo X `address`, up to block `height` (read again when it changes). */
export function NeoXHistoryCard({
  config,
  address,
  height,
}: {
  config: WalletConfig;
  address: string;
  height: bigint;
}) {
  const [load] = useLoad(`${address}:${height}`, async () =>
    (await loadNeoXService(config)).readTransfers(address, height),
  );
  const tokens = new Map(config.neoX.tokens.map((t) => [t.hash.toLowerCase(), t]));
  const body = () => {
    if (load.state === 'loading') return <p className="muted">{tr('common.loading')}</p>;
    if (load.state !== 'ready') return <p className="muted">{tr('history.unavailable')}</p>;
    const { transfers, fromBlock, toBlock } = load.data;
    return (
      <>
        <p className="muted">
          {tr('history.windowX', {
            from: formatNumber(fromBlock, pageLocale()),
            to: formatNumber(toBlock, pageLocale()),
          })}
        </p>
        {!transfers.length ? (
          <p className="muted">{tr('history.noneX')}</p>
        ) : (
          <TransferTable
            chain="neoX"
            rows={transfers.map((t) => {
              const token = tokens.get(t.token);
              const sign = t.direction === 'in' ? '+' : '−';
              return {
                key: `${t.txHash}:${t.logIndex}`,
                txHash: t.txHash,
                timeMs: t.timeMs,
                direction: t.direction,
                counterparty: t.counterparty,
                amount: token ? (
                  <span>{`${sign}${formatLocalUnits(t.amount, token.decimals)} ${token.symbol}`}</span>
                ) : (
                  <span title={t.token}>{`${sign}${t.amount.toString()} (${t.token.slice(0, 10)}…)`}</span>
                ),
              };
            })}
          />
        )}
      </>
    );
  };
  return (
    <section className="card wallet-card wallet-history-card" aria-labelledby="neox-history-title">
      <h3 id="neox-history-title">{tr('history.title')}</h3>
      {body()}
    </section>
  );
}
