/**
 * /dashboard/submissions/:id: one submission beside the live record (field by field), the proposal's fields to
 * edit before approving, approve or reject with a reason, and the recorded history. Opening a confirmed
 * submission moves it to "in review".
 */
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { t } from '../i18n.ts';
import { submissionsPath } from '../routes.ts';
import { ScreenHeader } from '../shell/ScreenHeader.tsx';
import { toastSuccess } from '../toasts/store.ts';
import { approveSubmission, openReview, rejectSubmission, shown, type Review } from './submission-api.ts';

const TEXT_FIELDS = [
  'title',
  'shortDescription',
  'description',
  'websiteUrl',
  'docsUrl',
  'companyName',
  'imageUrl',
] as const;
const LIST_FIELDS = [
  'isDapp',
  'dappCategory',
  'dappBlockchainVersion',
  'socials',
  'contracts',
  'repositories',
] as const;

/** The review screen of submission `id`. */
export function SubmissionReview({ id }: { id: number }) {
  const [review, setReview] = useState<Review | undefined>();
  const [draft, setDraft] = useState<Record<string, string>>({});
  const [lists, setLists] = useState('');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const load = async () => {
    const answer = await openReview(id);
    setReview(answer);
    const p = answer.submission.proposal;
    setDraft(Object.fromEntries(TEXT_FIELDS.map((f) => [f, String(p[f] ?? '')])));
    setLists(JSON.stringify(Object.fromEntries(LIST_FIELDS.map((f) => [f, p[f]])), null, 2));
  };
  useEffect(() => {
    void load().catch(() => undefined);
  }, [id]);
  if (!review)
    return (
      <section className="screen">
        <p>{t('dashboard.loading')}</p>
      </section>
    );
  const { submission } = review;
  const open = submission.state === 'confirmed' || submission.state === 'in-review';
  const decide = async (action: () => Promise<unknown>, message: string) => {
    setBusy(true);
    try {
      await action();
      toastSuccess(message);
      await load();
    } catch {
      /* the HTTP layer showed the error */
    } finally {
      setBusy(false);
    }
  };
  const proposal = () => {
    let related: Record<string, unknown> = {};
    try {
      related = JSON.parse(lists) as Record<string, unknown>;
    } catch {
      related = {};
    }
    return {
      ...related,
      ...Object.fromEntries(
        Object.entries(draft)
          .filter(([, v]) => v.trim() !== '')
          .map(([k, v]) => [k, v.trim()]),
      ),
    };
  };
  return (
    <section className="screen">
      <ScreenHeader
        title={t('dashboard.submissions.reviewTitle', { id, title: String(submission.proposal.title ?? '') })}
        lead={t(submission.targetDappId ? 'dashboard.submissions.leadEdit' : 'dashboard.submissions.leadNew', {
          email: submission.email,
        })}
      >
        <Link className="btn" href={submissionsPath()}>
          {t('dashboard.submissions.back')}
        </Link>
      </ScreenHeader>
      <p>
        {t('dashboard.submissions.state')}:{' '}
        <strong data-testid="submission-state">{t(`dashboard.submissions.states.${submission.state}`)}</strong>
      </p>
      <div className="table-wrap card">
        <table className="entity-table" aria-label={t('dashboard.submissions.diff')}>
          <thead>
            <tr>
              <th scope="col">{t('dashboard.submissions.field')}</th>
              <th scope="col">{t('dashboard.submissions.live')}</th>
              <th scope="col">{t('dashboard.submissions.proposed')}</th>
            </tr>
          </thead>
          <tbody>
            {review.diff.map((row) => (
              <tr key={row.field} data-changed={row.changed ? 'true' : undefined}>
                <th scope="row">
                  {row.field}
                  {row.changed && review.live ? ` (${t('dashboard.submissions.changed')})` : ''}
                </th>
                <td>{review.live ? shown(row.live) : '—'}</td>
                <td>{row.changed ? <strong>{shown(row.proposed)}</strong> : shown(row.proposed)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {open && (
        <div className="card">
          <h2>{t('dashboard.submissions.editHeading')}</h2>
          {TEXT_FIELDS.map((f) => (
            <p key={f} className="field">
              <label htmlFor={`proposal-${f}`}>{f}</label>
              {f === 'description' || f === 'shortDescription' ? (
                <textarea
                  id={`proposal-${f}`}
                  value={draft[f] ?? ''}
                  rows={3}
                  onChange={(e) => setDraft({ ...draft, [f]: e.target.value })}
                />
              ) : (
                <input
                  id={`proposal-${f}`}
                  value={draft[f] ?? ''}
                  onChange={(e) => setDraft({ ...draft, [f]: e.target.value })}
                />
              )}
            </p>
          ))}
          <p className="field">
            <label htmlFor="proposal-lists">{t('dashboard.submissions.related')}</label>
            <textarea
              id="proposal-lists"
              value={lists}
              rows={10}
              onChange={(e) => setLists(e.target.value)}
              spellCheck={false}
            />
          </p>
          <p>
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy}
              onClick={() => void decide(() => approveSubmission(id, proposal()), t('dashboard.submissions.approved'))}
            >
              {t('dashboard.submissions.approve')}
            </button>
          </p>
          <p className="field">
            <label htmlFor="reject-reason">{t('dashboard.submissions.reason')}</label>
            <textarea id="reject-reason" value={reason} rows={2} onChange={(e) => setReason(e.target.value)} />
          </p>
          <p>
            <button
              type="button"
              className="btn btn-danger-ghost"
              disabled={busy || !reason.trim()}
              onClick={() =>
                void decide(() => rejectSubmission(id, reason.trim()), t('dashboard.submissions.rejected'))
              }
            >
              {t('dashboard.submissions.reject')}
            </button>
          </p>
        </div>
      )}
      <div className="card">
        <h2>{t('dashboard.submissions.history')}</h2>
        <ol>
          {submission.history.map((step, i) => (
            <li key={i}>
              {step.at.slice(0, 16).replace('T', ' ')} UTC — {t(`dashboard.submissions.states.${step.state}`)} —{' '}
              {step.by}
              {step.reason ? `: ${step.reason}` : ''}
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
