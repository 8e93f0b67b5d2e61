/**
 * "Resync transaction data for all registered dapps": starts the server job (it keeps running if the tab closes),
 * shows its progress, polls while it runs; the action is shown as unavailable when the API has no such job.
 */
import { useState } from 'react';
import { formatUtc } from '../entities/cells.ts';
import { api, ApiError, call } from '../http/client.ts';
import { humanize, maybe, t } from '../i18n.ts';
import { sessionExpired } from '../session/session.ts';
import { toastSuccess } from '../toasts/store.ts';
import { confirm, isCancelled } from '../ui/confirm.ts';
import { isResyncJob, pollInterval, progressPercent, type ResyncJob } from './resync.ts';
import { usePoll } from './usePoll.ts';

const resync = api.jobs['resync-transactions'];

/** The resync job card of the home screen. */
export function ResyncCard() {
  const [job, setJob] = useState<ResyncJob | undefined>();
  const [unavailable, setUnavailable] = useState(false);
  const [starting, setStarting] = useState(false);
  const [generation, setGeneration] = useState(0);

  usePoll<ResyncJob | undefined>(
    async () => {
      try {
        const answer: unknown = await call((o) => resync.$get(undefined, o), { ignoreErrors: true });
        if (!isResyncJob(answer)) throw new ApiError(404, 'Not found');
        setJob(answer);
        setUnavailable(false);
        return answer;
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) sessionExpired();
        if (error instanceof ApiError && (error.status === 404 || error.status === 405)) setUnavailable(true);
        return undefined;
      }
    },
    pollInterval,
    [generation],
  );

  const start = async () => {
    try {
      await confirm({
        title: t('dashboard.resync.confirmTitle'),
        message: t('dashboard.resync.confirmBody'),
        confirmLabel: t('dashboard.resync.start'),
      });
      setStarting(true);
      const answer: unknown = await call((o) => resync.$post(undefined, o));
      if (isResyncJob(answer)) setJob(answer);
      toastSuccess(t('dashboard.resync.started'));
    } catch (error) {
      if (isCancelled(error)) return;
    } finally {
      setStarting(false);
      setGeneration((n) => n + 1);
    }
  };

  const running = job?.status === 'running';
  const percent = job ? progressPercent(job) : undefined;
  return (
    <section className="card status-card" aria-labelledby="resync-title">
      <h2 id="resync-title">{t('dashboard.resync.title')}</h2>
      <p className="muted">{t('dashboard.resync.lead')}</p>
      {unavailable ? (
        <p className="notice" data-resync-unavailable>
          {t('dashboard.resync.unavailable')}
        </p>
      ) : (
        <>
          {job && (
            <div className="job" data-resync-status={job.status}>
              <p role="status">
                {t(`dashboard.resync.status.${job.status}`)}
                {job.total ? ` — ${t('dashboard.resync.count', { processed: job.processed, total: job.total })}` : ''}
              </p>
              {(running || job.status === 'done') && (
                <progress max={100} value={percent} aria-label={t('dashboard.resync.progress')}>
                  {percent === undefined ? '' : `${percent}%`}
                </progress>
              )}
              <dl className="facts">
                {job.startedAt && (
                  <div>
                    <dt>{t('dashboard.resync.startedAt')}</dt>
                    <dd>{formatUtc(job.startedAt)}</dd>
                  </div>
                )}
                {job.finishedAt && (
                  <div>
                    <dt>{t('dashboard.resync.finishedAt')}</dt>
                    <dd>{formatUtc(job.finishedAt)}</dd>
                  </div>
                )}
                {job.error && (
                  <div>
                    <dt>{t('dashboard.resync.error')}</dt>
                    <dd>{job.error}</dd>
                  </div>
                )}
                {Object.entries(job.summary ?? {}).map(([key, count]) => (
                  <div key={key}>
                    <dt>{maybe(`dashboard.resync.summary.${key}`) ?? humanize(key)}</dt>
                    <dd>{count}</dd>
                  </div>
                ))}
              </dl>
            </div>
          )}
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => void start()}
            disabled={!job || running || starting}
            aria-busy={starting}
          >
            {running ? t('dashboard.resync.running') : t('dashboard.resync.start')}
          </button>
        </>
      )}
    </section>
  );
}
