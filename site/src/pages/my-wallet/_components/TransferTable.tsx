/**
 * One page-by-page table of an account's transfers, on either chain (issue 28): each row's time (UTC, in the page's
 * language), direction and counterparty (shortened, whole on hover and copy), signed amount with its unit, and the
 * transaction with its "View on …" links; ten a page, newest first as given.
 */
import { useState, type ReactNode } from 'react';
import type { Chain } from '../../../wallets/types.ts';
import { pageLocale, tr } from '../../../wallets/strings.ts';
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

/** One row: `amount` is the signed amount with its unit, already written in the page's language. */
export interface TransferRow {
  key: string;
  txHash: string;
  /** Block time, ms since the epoch (UTC). */
  timeMs: number;
  direction: 'in' | 'out';
  /** The other address; undefined for a mint (in) or a burn (out). */
  counterparty: string | undefined;
  amount: ReactNode;
}

/** The table of `rows` of `chain`, paged. */
export function TransferTable({ rows, chain }: { rows: TransferRow[]; chain: Chain }) {
  const [page, setPage] = useState(0);
  const locale = pageLocale();
  const pages = Math.ceil(rows.length / HISTORY_PAGE_SIZE);
  const shown = Math.max(0, Math.min(page, pages - 1));
  const slice = rows.slice(shown * HISTORY_PAGE_SIZE, (shown + 1) * HISTORY_PAGE_SIZE);
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
            {slice.map((t) => (
              <tr key={t.key} data-direction={t.direction} data-txid={t.txHash}>
                <td>
                  <time dateTime={new Date(t.timeMs).toISOString()}>{formatTransferTime(t.timeMs, locale)}</time>
                </td>
                <td>
                  {t.counterparty ? (
                    <>
                      <span className="muted">{tr(`history.${t.direction}`)}</span> <Copyable value={t.counterparty} />
                    </>
                  ) : (
                    <span className="muted">{tr(t.direction === 'in' ? 'history.mint' : 'history.burn')}</span>
                  )}
                </td>
                <td className="wallet-num">{t.amount}</td>
                <td>
                  <Copyable value={t.txHash} />
                  <ViewOn chain={chain} kind="transaction" value={t.txHash} />
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
}
