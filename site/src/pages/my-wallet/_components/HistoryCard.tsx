/**
 * The last NEP-17 and NEP-11 transfers of an N3 account, in and out (issue 28): the node's getnep17transfers and
 * getnep11transfers of the last 30 days (wallets/n3/history.ts), newest first, ten a page (TransferTable.tsx); each
 * with its time, counterparty, signed amount with its token (and an NFT's token id) and the transaction with its
 * "View on …" links. A node without the TokenTracker plugin says so instead.
 */
import type { N3Service, N3Transfer, TokenDescription } from '../../../wallets/n3/index.ts';
import { formatLocalUnits, tr } from '../../../wallets/strings.ts';
import { shorten } from '../../../wallets/ui/messages.ts';
import { useLoad } from '../../../wallets/ui/useLoad.ts';
import { TransferTable } from './TransferTable.tsx';

function Amount({ t, token }: { t: N3Transfer; token: TokenDescription | undefined }) {
  const sign = t.direction === 'in' ? '+' : '−';
  const nft = t.tokenId !== undefined && (
    <span className="muted" title={t.tokenId}>
      {' '}
      {tr('history.tokenId', { id: shorten(t.tokenId, 4) })}
    </span>
  );
  if (!token)
    return (
      <span title={t.assetHash}>
        {`${sign}${t.amount.toString()} (${t.assetHash.slice(0, 10)}…)`}
        {nft}
      </span>
    );
  return (
    <span>
      {`${sign}${formatLocalUnits(t.amount, token.decimals)} ${token.symbol}`}
      {nft}
    </span>
  );
}

/** The history card of the N3 `address`, read again when `height` (the account view's block) changes. */
export function HistoryCard({ service, address, height }: { service: N3Service; address: string; height: number }) {
  const [load] = useLoad(`${address}:${height}`, () => service.readTransfers(address));
  const body = () => {
    if (load.state === 'loading') return <p className="muted">{tr('common.loading')}</p>;
    if (load.state !== 'ready') return <p className="muted">{tr('history.unavailable')}</p>;
    const { transfers, tokens } = load.data;
    if (!transfers.length) return <p className="muted">{tr('history.none')}</p>;
    return (
      <TransferTable
        chain="n3"
        rows={transfers.map((t, i) => ({
          key: `${i}:${t.txHash}`,
          txHash: t.txHash,
          timeMs: t.timestamp,
          direction: t.direction,
          counterparty: t.counterparty,
          amount: <Amount t={t} token={tokens.get(t.assetHash)} />,
        }))}
      />
    );
  };
  return (
    <section className="card wallet-card wallet-history-card" aria-labelledby="history-title">
      <h3 id="history-title">{tr('history.title')}</h3>
      <p className="muted">{tr('history.window')}</p>
      {body()}
    </section>
  );
}
