/**
 * The live-data sync jobs (GET /client/sync/status): per source its last success, last error, next run and the
 * data's date, with "Run now" (POST /client/sync/:source/run; 409 while it runs). Polls every few seconds.
 */
import { formatUtc } from '../entities/cells.ts';
import type { Answer } from '../../lib/api-client.ts';
import { api, ApiError, call } from '../http/client.ts';
import { maybe, t } from '../i18n.ts';
import { sessionExpired } from '../session/session.ts';
import { toastSuccess } from '../toasts/store.ts';
import { PolledTable, usePolledRows } from './PolledTable.tsx';

/** One source as the API answers it (nulls where nothing happened yet; times UTC ISO-8601). */
export type SyncSourceStatus = Answer<typeof api.sync.status.$get>[number];

const when = (iso: string | null) => (iso ? formatUtc(iso) : '—');

/** The sync status card of the home screen. */
export function SyncStatusCard() {
  const { rows: sources, refresh } = usePolledRows<SyncSourceStatus>(
    () => call((o) => api.sync.status.$get(undefined, o), { ignoreErrors: true }),
    (last) => (last?.some((s) => s.running) ? 2000 : 10_000),
    (error) => {
      if (error instanceof ApiError && error.status === 401) sessionExpired();
      return undefined;
    },
  );

  const run = async (name: SyncSourceStatus['name']) => {
    try {
      await call((o) => api.sync[':source'].run.$post({ param: { source: name } }, o));
      toastSuccess(t('dashboard.sync.started', { name: maybe(`dashboard.sync.source.${name}`) ?? name }));
    } catch {
      /* the HTTP layer showed it (409 when it already runs) */
    } finally {
      refresh();
    }
  };

  return (
    <section className="card status-card sync-card" aria-labelledby="sync-title">
      <h2 id="sync-title">{t('dashboard.sync.title')}</h2>
      <PolledTable
        rows={sources}
        colPrefix="dashboard.sync.col"
        columns={['source', 'lastSuccess', 'lastError', 'nextRun', 'asOf', 'actions']}
        row={(s) => (
          <tr key={s.name} data-sync={s.name}>
            <td>
              {maybe(`dashboard.sync.source.${s.name}`) ?? s.name}
              {s.mode ? ` (${s.mode})` : ''}
            </td>
            <td>{when(s.lastSuccessAt)}</td>
            <td>
              {s.lastError ? (
                <span title={s.lastError}>
                  {when(s.lastErrorAt)}: {s.lastError.slice(0, 80)}
                </span>
              ) : (
                '—'
              )}
            </td>
            <td>{when(s.nextRunAt)}</td>
            <td>{when(s.asOf)}</td>
            <td>
              <button
                type="button"
                className="btn btn-small"
                disabled={s.running}
                aria-busy={s.running}
                onClick={() => void run(s.name)}
                aria-label={t('dashboard.sync.runNamed', {
                  name: maybe(`dashboard.sync.source.${s.name}`) ?? s.name,
                })}
              >
                {s.running ? t('dashboard.sync.running') : t('dashboard.sync.runNow')}
              </button>
            </td>
          </tr>
        )}
      />
    </section>
  );
}
