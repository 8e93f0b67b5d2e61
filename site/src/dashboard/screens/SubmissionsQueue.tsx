/** /dashboard/submissions: the review queue of public submissions, newest first, filtered by state (`?state=`). */
import { useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { t } from '../i18n.ts';
import { submissionPath, submissionsPath } from '../routes.ts';
import { ScreenHeader } from '../shell/ScreenHeader.tsx';
import { listSubmissions, SUBMISSION_STATES, type Submission } from './submission-api.ts';

/** The queue screen. */
export function SubmissionsQueue() {
  const state = new URLSearchParams(useSearch()).get('state') ?? '';
  const [, navigate] = useLocation();
  const [items, setItems] = useState<Submission[] | undefined>();
  useEffect(() => {
    setItems(undefined);
    listSubmissions(state || undefined)
      .then(setItems)
      .catch(() => setItems([]));
  }, [state]);
  return (
    <section className="screen">
      <ScreenHeader title={t('dashboard.menu.submissions')} lead={t('dashboard.submissions.lead')} />
      <p>
        <label htmlFor="submission-state">{t('dashboard.submissions.filter')} </label>
        <select
          id="submission-state"
          value={state}
          onChange={(e) => navigate(submissionsPath(e.target.value || undefined))}
        >
          <option value="">{t('dashboard.submissions.all')}</option>
          {SUBMISSION_STATES.map((s) => (
            <option key={s} value={s}>
              {t(`dashboard.submissions.states.${s}`)}
            </option>
          ))}
        </select>
      </p>
      <div className="table-wrap" aria-busy={!items}>
        <table className="entity-table">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{t('dashboard.submissions.title')}</th>
              <th scope="col">{t('dashboard.submissions.kind')}</th>
              <th scope="col">{t('dashboard.submissions.state')}</th>
              <th scope="col">{t('dashboard.submissions.submitter')}</th>
              <th scope="col">{t('dashboard.submissions.date')}</th>
            </tr>
          </thead>
          <tbody>
            {items?.map((s) => (
              <tr key={s.idSubmissionPk}>
                <td>{s.idSubmissionPk}</td>
                <td>
                  <Link href={submissionPath(s.idSubmissionPk)}>{String(s.proposal.title ?? '')}</Link>
                </td>
                <td>
                  {t(s.targetDappId ? 'dashboard.submissions.kindEdit' : 'dashboard.submissions.kindNew')}
                  {s.verifiedTeam && (
                    <>
                      {' '}
                      <span
                        className="chip verified-team"
                        title={t('dashboard.submissions.verifiedTeamDetail', { account: s.verifiedTeam.account })}
                      >
                        {t('dashboard.submissions.verifiedTeam')}
                      </span>
                    </>
                  )}
                </td>
                <td>{t(`dashboard.submissions.states.${s.state}`)}</td>
                <td>{s.email}</td>
                <td>{s.createdAt.slice(0, 16).replace('T', ' ')} UTC</td>
              </tr>
            ))}
            {items?.length === 0 && (
              <tr>
                <td colSpan={6}>{t('dashboard.submissions.empty')}</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
