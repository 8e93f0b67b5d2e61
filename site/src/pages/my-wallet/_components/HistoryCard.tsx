/**
 * The last NEP-17 transfers of an N3 account, in and out (issue 28): the node's getnep17transfers of the last 30 days
 * (wallets/n3/history.ts), newest first, ten a page; each with its time (UTC, in the page's language), direction,
 * counterparty (shortened, whole on hover and copy), signed amount with its token and the transaction with its
 * "View on …" links. A node without the TokenTracker plugin says so instead.
 */
import { useState } from 'react';
import type { N3Service, N3Transfer, TokenDescription } from '../../../wallets/n3/index.ts';
import { formatLocalUnits, pageLocale, tr } from '../../../wallets/strings.ts';
import { useLoad } from '../../../wallets/ui/useLoad.ts';
import { ViewOn } from '../../../wallets/ui/ViewOn.tsx';
import { TableScroll } from '../../../wallets/ui/TableScroll.tsx';
import { Copyable } from './Copyable.tsx';

/** Transfers a page. */
export const HISTORY_PAGE_SIZE = 10;

/** A transfer's block time in UTC in the page's language: `27 Nov 2026, 15:04 UTC`. */
export function formatTransferTime(timestampMs: number, locale: string): string {
  const text = new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: 'h23',
  }).format(timestampMs);
  return `${text} UTC`;
}

function Amount({ t, token }: { t: N3Transfer; token: TokenDescription | undefined }) {
  const sign = t.direction === 'in' ? '+' : '−';
  if (!token) return <span title={t.assetHash}>{`${sign}${t.amount.toString()} (${t.assetHash.slice(0, 10)}…)`}</span>;
  return <span>{`${sign}${formatLocalUnits(t.amount, token.decimals)} ${token.symbol}`}</span>;
}

/** The history card of the N3 `address`, read again when `height` (the account view's block) changes. */
export function HistoryCard({ service, address, height }: { service: N3Service; address: string; height: number }) {
  const [load] = useLoad(`${address}:${height}`, () => service.readTransfers(address));
  const [page, setPage] = useState(0);
  const locale = pageLocale();
  const body = () => {
    if (load.state === 'loading') return <p className="muted">{tr('common.loading')}</p>;
    if (load.state !== 'ready') return <p className="muted">{tr('history.unavailable')}</p>;
    const { transfers, tokens } = load.data;
    if (!transfers.length) return <p className="muted">{tr('history.none')}</p>;
    const pages = Math.ceil(transfers.length / HISTORY_PAGE_SIZE);
    const shown = Math.min(page, pages - 1);
    const rows = transfers.slice(shown * HISTORY_PAGE_SIZE, (shown + 1) * HISTORY_PAGE_SIZE);
    return (
      <>
        <TableScroll label={tr('history.title')}>
          <table className="wallet-table wallet-history">
            <thead>
              <tr>
                <th scope="col">{tr('history.time')}</th>
                <th scope="col">{tr('history.counterparty')}</th>
                <th scope="col" className="wallet-num">
                  {tr('history.amount')}
                </th>
                <th scope="col">{tr('history.transaction')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((t, i) => (
                <tr
                  key={`${shown * HISTORY_PAGE_SIZE + i}:${t.txHash}`}
                  data-direction={t.direction}
                  data-txid={t.txHash}
                >
                  <td>
                    <time dateTime={new Date(t.timestamp).toISOString()}>
                      {formatTransferTime(t.timestamp, locale)}
                    </time>
                  </td>
                  <td>
                    {t.counterparty ? (
                      <>
                        <span className="muted">{tr(`history.${t.direction}`)}</span>{' '}
                        <Copyable value={t.counterparty} />
                      </>
                    ) : (
                      <span className="muted">{tr(t.direction === 'in' ? 'history.mint' : 'history.burn')}</span>
                    )}
                  </td>
                  <td className="wallet-num">
                    <Amount t={t} token={tokens.get(t.assetHash)} />
                  </td>
                  <td>
                    <Copyable value={t.txHash} />
                    <ViewOn chain="n3" kind="transaction" value={t.txHash} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
        {pages > 1 && (
          <nav className="wallet-pager" aria-label={tr('history.pages')}>
            <button type="button" className="btn" disabled={shown === 0} onClick={() => setPage(shown - 1)}>
              {tr('history.newer')}
            </button>
            <span>{tr('history.page', { page: shown + 1, pages })}</span>
            <button type="button" className="btn" disabled={shown >= pages - 1} onClick={() => setPage(shown + 1)}>
              {tr('history.older')}
            </button>
          </nav>
        )}
      </>
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
