/**
 * /dashboard/changelog: the newest entries of the public changelog (GET /client/changelog), redacted ones included
 * with who redacted them, when and why; per published entry, a reason and "Redact", which takes it out of
 * /changelog/ and /changelog.xml from the next build (POST /client/changelog/:changeId/redact).
 */
import { useState } from 'react';
import { formatUtc } from '../entities/cells.ts';
import { api, ApiError, call } from '../http/client.ts';
import { t } from '../i18n.ts';
import { ScreenHeader } from '../shell/ScreenHeader.tsx';
import { toastSuccess } from '../toasts/store.ts';
import type { Answer, ApiClient } from '../../lib/api-client.ts';
import { PolledTable, usePolledRows } from './PolledTable.tsx';

/** One changelog entry as administrators see it (the API's answer type). */
type Entry = Answer<ApiClient['changelog']['$get']>[number];

/** The reason field and button of one published entry. */
function RedactForm({ entry, onDone }: { entry: Entry; onDone: () => void }) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const id = `redact-${entry.changeId}`;
  const redact = async () => {
    setBusy(true);
    try {
      await call((o) =>
        api.changelog[':changeId'].redact.$post({ param: { changeId: entry.changeId }, json: { reason } }, o),
      );
      toastSuccess(t('dashboard.changelog.done'));
      onDone();
    } catch {
      /* the HTTP layer showed the error */
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="inline-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (reason.trim()) void redact();
      }}
    >
      <label className="visually-hidden" htmlFor={id}>
        {t('dashboard.changelog.reasonFor', { title: entry.title })}
      </label>
      <input
        id={id}
        value={reason}
        maxLength={500}
        placeholder={t('dashboard.changelog.reason')}
        onChange={(e) => setReason(e.target.value)}
        disabled={busy}
      />
      <button type="submit" className="btn btn-small" disabled={busy || !reason.trim()}>
        {t('dashboard.changelog.redact')}
      </button>
    </form>
  );
}

/** The changelog screen. */
export function ChangelogScreen() {
  const { rows: entries, refresh } = usePolledRows<Entry>(
    async () => (await call((o) => api.changelog.$get(undefined, o))) as Entry[],
    () => 60_000,
    (error) => (error instanceof ApiError ? 'empty' : undefined),
  );
  return (
    <section aria-labelledby="screen-title">
      <ScreenHeader title={t('dashboard.menu.changelog')} lead={t('dashboard.changelog.lead')} />
      <PolledTable
        rows={entries}
        colPrefix="dashboard.changelog.col"
        columns={['at', 'change', 'title', 'state']}
        empty={t('dashboard.changelog.empty')}
        row={(e) => (
          <tr key={e.changeId} data-change={e.changeId}>
            <td>{formatUtc(e.at)}</td>
            <td>
              {t(`dashboard.changelog.action.${e.action}`)} · {t(`dashboard.changelog.entity.${e.entity}`)}
              {e.fields.length ? ` (${e.fields.join(', ')})` : ''}
            </td>
            <td>
              {e.title}
              {e.hash ? (
                <>
                  {' '}
                  <code>{e.hash}</code>
                </>
              ) : null}
            </td>
            <td>
              {e.redactedAt ? (
                t('dashboard.changelog.redacted', {
                  at: formatUtc(e.redactedAt),
                  by: e.redactedBy ?? '—',
                  reason: e.redactionReason ?? '',
                })
              ) : (
                <RedactForm entry={e} onDone={refresh} />
              )}
            </td>
          </tr>
        )}
      />
    </section>
  );
}
