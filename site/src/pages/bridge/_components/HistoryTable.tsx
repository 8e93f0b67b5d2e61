/**
 * One paged history table (SPEC §3 bridge history columns: value, from, to, time, hash) of deposits delivered on Neo X,
 * read from the bridge's logs (wallets/bridge/history.ts) as far back as the pages need. Pagination is two buttons
 * in a labelled nav; nothing is shown that the node did not answer.
 */
import { useEffect, useState } from 'react';
import { DataTable, type DataColumn } from '../../../components/SortableTable/DataTable.tsx';
import type { BridgeHistoryReader, DepositRow, HistoryCursor } from '../../../wallets/bridge/index.ts';
import { HISTORY } from '../../../wallets/bridge/history.ts';
import { formatDateTimeUtc } from '../../../lib/live-format.ts';
import { formatNumber } from '../../../lib/format.ts';
import { formatLocalUnits, pageLocale, tr } from '../../../wallets/strings.ts';
import { shorten } from '../../../wallets/ui/messages.ts';
import { ViewOn } from '../../../wallets/ui/ViewOn.tsx';

type State = { rows: DepositRow[]; cursor?: HistoryCursor | undefined; loading: boolean; failed?: string | undefined };

/** An address or a hash, shortened (whole on hover), with "View on …" each explorer showing it (none locally). */
function Hash({ kind, value }: { kind: 'address' | 'transaction'; value: string }) {
  return (
    <>
      <span title={value}>{shorten(value)}</span>
      <ViewOn chain="neoX" kind={kind} value={value} />
    </>
  );
}

/** A block time (ms since 1970) as the page's UTC date and time, or a dash when unknown. */
const utc = (ms: number | undefined): string =>
  ms === undefined ? '—' : formatDateTimeUtc(new Date(ms).toISOString(), pageLocale());

/** SPEC §3's columns: the amount, the N3 side (the deposit's nonce), the recipient, the time and the transaction. */
const columns = (): DataColumn<DepositRow>[] => [
  {
    label: tr('bridge.history.value'),
    className: 'mono',
    cell: (r) => `${formatLocalUnits(r.amountDatoshi, 8, 8)} GAS`,
  },
  { label: tr('bridge.history.from'), cell: (r) => tr('bridge.history.fromN3', { nonce: r.nonce.toString() }) },
  { label: tr('bridge.history.to'), className: 'mono', cell: (r) => <Hash kind="address" value={r.to} /> },
  { label: tr('bridge.history.time'), cell: (r) => utc(r.timeMs) },
  { label: tr('bridge.history.hash'), className: 'mono', cell: (r) => <Hash kind="transaction" value={r.txHash} /> },
];

interface Props {
  id: string;
  title: string;
  history: BridgeHistoryReader;
  to?: string | undefined;
  round: number;
}

/** The table of deposits (to `to` when given, else the network's). */
export function HistoryTable({ id, title, history, to, round }: Props) {
  const size = HISTORY.pageSize;
  const [state, setState] = useState<State>({ rows: [], loading: true });
  const [page, setPage] = useState(0);
  const load = async (want: number, from: State) => {
    setState({ ...from, loading: true, failed: undefined });
    try {
      const next = await history.readHistory({
        to: to as `0x${string}` | undefined,
        want,
        rows: from.rows,
        cursor: from.cursor,
      });
      setState({ ...next, loading: false });
      return next.rows.length;
    } catch (error) {
      setState({ ...from, loading: false, failed: String((error as Error)?.message ?? error) });
      return from.rows.length;
    }
  };
  useEffect(() => {
    setPage(0);
    void load(size + 1, { rows: [], loading: true });
    // A new recipient or a settled bridge transaction starts over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [history, to, round]);
  const shown = state.rows.slice(page * size, page * size + size);
  // Times of the rows on screen, from their blocks (once per set of rows without one).
  const untimed = shown
    .filter((r) => r.timeMs === undefined)
    .map((r) => `${r.txHash}-${r.logIndex}`)
    .join(',');
  useEffect(() => {
    if (!untimed) return;
    const same = (a: DepositRow, b: DepositRow) => a.txHash === b.txHash && a.logIndex === b.logIndex;
    void history.withTimes(shown).then(
      (timed) => setState((s) => ({ ...s, rows: s.rows.map((r) => timed.find((t) => same(t, r)) ?? r) })),
      () => undefined,
    );
    // `shown` follows from `untimed`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [history, untimed]);
  const hasNext = state.rows.length > (page + 1) * size || (!!state.cursor && !state.cursor.exhausted);
  const next = async () => {
    const held = state.rows.length > (page + 1) * size ? state.rows.length : await load((page + 2) * size + 1, state);
    if (held > (page + 1) * size) setPage(page + 1);
  };
  const range = state.cursor
    ? {
        from: formatNumber(state.cursor.scannedFrom, pageLocale()),
        to: formatNumber(state.cursor.latest, pageLocale()),
      }
    : undefined;
  return (
    <section className="card wallet-card" aria-labelledby={`${id}-title`} data-history={id}>
      <h3 id={`${id}-title`}>{title}</h3>
      {state.failed && (
        <p className="wallet-error" role="alert">
          {tr('bridge.history.failed')} <span className="muted">{state.failed}</span>
        </p>
      )}
      {state.loading && (
        <p className="muted" role="status">
          {tr('bridge.history.loading')}
        </p>
      )}
      <DataTable
        label={title}
        className="bridge-history"
        caption={range && tr('bridge.history.scanned', range)}
        captionClassName="muted"
        columns={columns()}
        rows={shown}
        rowKey={(r) => `${r.txHash}-${r.logIndex}`}
        empty={
          !state.loading && !state.failed && range && !state.rows.length ? (
            <p className="muted">{tr('bridge.history.empty', range)}</p>
          ) : null
        }
      />
      {(page > 0 || hasNext) && (
        <nav className="wallet-actions" aria-label={tr('bridge.history.pages', { title })}>
          <button
            type="button"
            className="btn"
            disabled={page === 0 || state.loading}
            onClick={() => setPage(page - 1)}
          >
            {tr('bridge.history.previous')}
          </button>
          <span aria-live="polite">{tr('bridge.history.page', { page: page + 1 })}</span>
          <button type="button" className="btn" disabled={!hasNext || state.loading} onClick={() => void next()}>
            {tr('bridge.history.next')}
          </button>
        </nav>
      )}
    </section>
  );
}
