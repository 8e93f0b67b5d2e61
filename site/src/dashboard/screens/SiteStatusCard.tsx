/** The public site's rebuild state (GET /client/site/status), polled every few seconds. */
import { useState } from 'react';
import type { Answer } from '../../lib/api-client.ts';
import { api, ApiError, call } from '../http/client.ts';
import { formatUtc } from '../entities/cells.ts';
import { t } from '../i18n.ts';
import { sessionExpired } from '../session/session.ts';
import { usePoll } from './usePoll.ts';

/** GET /client/site/status (the API's answer type). */
type SiteStatus = Answer<typeof api.site.status.$get>;

export const SITE_STATUS_POLL_MS = 4000;

/** A one-line summary of the state. */
const summary = (s: SiteStatus) =>
  s.building
    ? t('dashboard.home.building')
    : s.pending
      ? t('dashboard.home.pending')
      : s.lastError && (!s.lastBuiltAt || (s.lastErrorAt ?? '') > s.lastBuiltAt)
        ? t('dashboard.home.failed')
        : t('dashboard.home.upToDate');

/** The public site rebuild card of the home screen. */
export function SiteStatusCard() {
  const [status, setStatus] = useState<SiteStatus | undefined>();
  const [failed, setFailed] = useState(false);
  usePoll(
    async () => {
      try {
        setStatus(await call((o) => api.site.status.$get(undefined, o), { ignoreErrors: true }));
        setFailed(false);
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) sessionExpired();
        setFailed(true);
      }
    },
    () => SITE_STATUS_POLL_MS,
  );
  const yesNo = (on: boolean) => (on ? t('dashboard.yes') : t('dashboard.no'));
  return (
    <section className="card status-card" aria-labelledby="site-status">
      <h2 id="site-status">{t('dashboard.home.siteStatus')}</h2>
      {!status ? (
        <p className="muted" role="status">
          {failed ? t('dashboard.home.statusUnavailable') : t('dashboard.loading')}
        </p>
      ) : (
        <>
          <p
            className={`status-line${status.building || status.pending ? ' is-busy' : ''}`}
            role="status"
            data-site-status
          >
            {summary(status)}
          </p>
          <dl className="facts">
            <div>
              <dt>{t('dashboard.home.lastBuiltAt')}</dt>
              <dd>{status.lastBuiltAt ? formatUtc(status.lastBuiltAt) : '—'}</dd>
            </div>
            <div>
              <dt>{t('dashboard.home.pendingLabel')}</dt>
              <dd>{yesNo(status.pending)}</dd>
            </div>
            <div>
              <dt>{t('dashboard.home.buildingLabel')}</dt>
              <dd>{yesNo(status.building)}</dd>
            </div>
            <div>
              <dt>{t('dashboard.home.lastError')}</dt>
              <dd>
                {status.lastError
                  ? `${status.lastError}${status.lastErrorAt ? ` (${formatUtc(status.lastErrorAt)})` : ''}`
                  : '—'}
              </dd>
            </div>
          </dl>
          {failed && <p className="muted">{t('dashboard.home.statusStale')}</p>}
        </>
      )}
    </section>
  );
}
