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
import { usePoll } from './usePoll.ts';

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
  const [entries, setEntries] = useState<Entry[] | undefined>();
  const [generation, setGeneration] = useState(0);
  usePoll<Entry[] | undefined>(
    async () => {
      try {
        const answer = (await call((o) => api.changelog.$get(undefined, o))) as Entry[];
        setEntries(answer);
        return answer;
      } catch (error) {
        if (error instanceof ApiError) setEntries((e) => e ?? []);
        return undefined;
      }
    },
    () => 60_000,
    [generation],
  );
  return (
    <section aria-labelledby="screen-title">
      <ScreenHeader title={t('dashboard.menu.changelog')} lead={t('dashboard.changelog.lead')} />
      {!entries ? (
        <p className="loading" role="status">
          {t('dashboard.loading')}
        </p>
      ) : !entries.length ? (
        <p className="notice">{t('dashboard.changelog.empty')}</p>
      ) : (
        <div className="table-wrap">
          <table className="entity-table">
            <thead>
              <tr>
                {['at', 'change', 'title', 'state'].map((c) => (
                  <th key={c} scope="col">
                    {t(`dashboard.changelog.col.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
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
                      <RedactForm entry={e} onDone={() => setGeneration((n) => n + 1)} />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
