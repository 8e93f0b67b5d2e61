/**
 * /dashboard/submissions/:id: one submission beside the live record (field by field), the proposal's fields to
 * edit before approving, approve or reject with a reason, and the recorded history. Opening a confirmed
 * submission moves it to "in review".
 */
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { t } from '../i18n.ts';
import { submissionsPath } from '../routes.ts';
import { ScreenHeader } from '../shell/ScreenHeader.tsx';
import { toastSuccess } from '../toasts/store.ts';
import { approveSubmission, openReview, rejectSubmission, type Review } from './submission-api.ts';
import { proposalLabel, SubmissionDiff } from './SubmissionDiff.tsx';

const TEXT_FIELDS = [
  'title',
  'shortDescription',
  'shortDescriptionPtBr',
  'description',
  'descriptionPtBr',
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
  const approveButton = useRef<HTMLButtonElement>(null);
  const reasonField = useRef<HTMLTextAreaElement>(null);
  // Keyboard shortcuts: Alt+Shift+A approves, Alt+Shift+R goes to the rejection reason (then rejects once it is typed).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!event.altKey || !event.shiftKey || event.ctrlKey || event.metaKey) return;
      if (event.code === 'KeyA') approveButton.current?.click();
      else if (event.code === 'KeyR') {
        if (reasonField.current?.value.trim() && document.activeElement === reasonField.current)
          document.querySelector<HTMLButtonElement>('[data-reject]')?.click();
        else reasonField.current?.focus();
      } else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
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
      <SubmissionDiff review={review} />
      {open && (
        <div className="card">
          <h2>{t('dashboard.submissions.editHeading')}</h2>
          <p className="field-hint">{t('dashboard.submissions.shortcuts')}</p>
          {TEXT_FIELDS.map((f) => (
            <p key={f} className="field">
              <label htmlFor={`proposal-${f}`}>{proposalLabel(f)}</label>
              {f.includes('escription') ? (
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
              ref={approveButton}
              type="button"
              className="btn btn-primary"
              aria-keyshortcuts="Alt+Shift+A"
              disabled={busy}
              onClick={() => void decide(() => approveSubmission(id, proposal()), t('dashboard.submissions.approved'))}
            >
              {t('dashboard.submissions.approve')}
            </button>
          </p>
          <p className="field">
            <label htmlFor="reject-reason">{t('dashboard.submissions.reason')}</label>
            <textarea
              ref={reasonField}
              id="reject-reason"
              value={reason}
              rows={2}
              aria-keyshortcuts="Alt+Shift+R"
              onChange={(e) => setReason(e.target.value)}
            />
          </p>
          <p>
            <button
              type="button"
              className="btn btn-danger-ghost"
              data-reject
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
