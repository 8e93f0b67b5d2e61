/**
 * One page-by-page table of an account's transfers, on either chain (issue 28): each row's time (UTC, in the page's
 * language), direction and counterparty (shortened, whole on hover and copy), signed amount with its unit, and the
 * transaction with its "View on …" links; ten a page, newest first as given.
 */
import { useState, type ReactNode } from 'react';
import { DataTable, type DataColumn } from '../../../components/SortableTable/DataTable.tsx';
import type { Chain } from '../../../wallets/types.ts';
import { pageLocale, tr } from '../../../wallets/strings.ts';
import { ViewOn } from '../../../wallets/ui/ViewOn.tsx';
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

/** The columns of transfers on `chain`, times written in `locale`. */
const columns = (chain: Chain, locale: string): DataColumn<TransferRow>[] => [
  {
    label: tr('history.time'),
    cell: (t) => <time dateTime={new Date(t.timeMs).toISOString()}>{formatTransferTime(t.timeMs, locale)}</time>,
  },
  {
    label: tr('history.counterparty'),
    cell: (t) =>
      t.counterparty ? (
        <>
          <span className="muted">{tr(`history.${t.direction}`)}</span> <Copyable value={t.counterparty} />
        </>
      ) : (
        <span className="muted">{tr(t.direction === 'in' ? 'history.mint' : 'history.burn')}</span>
      ),
  },
  { label: tr('history.amount'), numeric: true, cell: (t) => t.amount },
  {
    label: tr('history.transaction'),
    cell: (t) => (
      <>
        <Copyable value={t.txHash} />
        <ViewOn chain={chain} kind="transaction" value={t.txHash} />
      </>
    ),
  },
];

/** The table of `rows` of `chain`, paged. */
export function TransferTable({ rows, chain }: { rows: TransferRow[]; chain: Chain }) {
  const [page, setPage] = useState(0);
  const locale = pageLocale();
  const pages = Math.ceil(rows.length / HISTORY_PAGE_SIZE);
  const shown = Math.max(0, Math.min(page, pages - 1));
  const slice = rows.slice(shown * HISTORY_PAGE_SIZE, (shown + 1) * HISTORY_PAGE_SIZE);
  return (
    <>
      <DataTable
        label={tr('history.title')}
        className="wallet-history"
        columns={columns(chain, locale)}
        rows={slice}
        rowKey={(t) => t.key}
        rowData={(t) => ({ 'data-direction': t.direction, 'data-txid': t.txHash })}
      />
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
