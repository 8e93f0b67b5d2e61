/**
 * The public side of submissions: propose (counted per client address and per e-mail before anything is stored,
 * the honeypot refused), confirm by the mailed link, read the status by the unguessable status link.
 */
import type {
  SubmissionEvent,
  SubmissionRequest,
  SubmissionState,
} from '../../../content-schema/entities/submission.ts';
import { repository } from '../../adapters/data/store.ts';
import { ENTITIES } from '../../../content-schema/registry.ts';
import { takeSlot, type Window } from '../auth/rate-limit.ts';
import { AlreadyExistsError } from '../../adapters/data/errors.ts';
import { InvalidError, NotFoundError, TooManyRequestsError } from '../errors.ts';
import { mailboxKey } from '../../lib/mailbox.ts';
import type { Locale, TFunction } from '../../lib/i18n.ts';
import { listingUrl, mailConfirmation, mailStateChange, statusUrl } from './mail.ts';
import { claimOfToken } from '../claims/claims.ts';
import { digest, findByStatusSecret, newSecret, newSubmissionId, submissions, type StoredSubmission } from './store.ts';

/** Submissions: 5 per client address and 3 per mailbox (`+tag` and case ignored) in an hour (docs/SECURITY.md). */
export const SUBMISSION_LIMITS = {
  address: { seconds: 3600, max: 5 } satisfies Window,
  email: { seconds: 3600, max: 3 } satisfies Window,
};
/** Largest submission body, bytes (the API's general cap is larger). */
export const SUBMISSION_MAX_BYTES = 32 * 1024;

/** A step of the public history: who is a role (`submitter` or `administrator`), never an e-mail. */
export type PublicSubmissionEvent = Omit<SubmissionEvent, 'by'> & { by: 'submitter' | 'administrator' };

/** What the status page shows: no e-mail (the submitter's or an administrator's), no secrets. */
export interface SubmissionStatus {
  id: number;
  state: SubmissionState;
  kind: 'new' | 'edit';
  title: string;
  reason?: string;
  history: PublicSubmissionEvent[];
  createdAt: string;
  publishedSlug?: string;
  publishedIsDapp?: boolean;
}

const event = (state: SubmissionState, by: string, reason?: string): SubmissionEvent => ({
  state,
  at: new Date().toISOString(),
  by,
  ...(reason ? { reason } : {}),
});

/**
 * Store a proposal from `address` and mail its confirmation link. Answers the status secret (shown once to the
 * submitter and in the mail). Throws 400 when the honeypot is filled or the edited dApp does not exist, 429 (with
 * the wait) past SUBMISSION_LIMITS.
 */
export async function submit(
  input: SubmissionRequest,
  address: string,
  locale: Locale,
  t: TFunction,
): Promise<{ id: number; statusSecret: string }> {
  if (input.homepage) throw new InvalidError(t('api.submissionRefused'));
  for (const [key, window] of [
    [`submit#addr#${address}`, SUBMISSION_LIMITS.address],
    [`submit#mail#${mailboxKey(input.email)}`, SUBMISSION_LIMITS.email],
  ] as const) {
    const slot = await takeSlot(key, window);
    if (!slot.ok)
      throw new TooManyRequestsError(
        t('api.tooManyAttemptsSeconds', { seconds: slot.retryAfterSeconds }),
        slot.retryAfterSeconds,
      );
  }
  if (input.targetDappId !== undefined && !(await repository(ENTITIES.dapp).get({ idDappPk: input.targetDappId }))) {
    throw new InvalidError(t('api.submissionUnknownDapp'));
  }
  // The team's proposals: the claim token proves the deploying account signed for this listing (domain/claims).
  const claim =
    input.claimToken && input.targetDappId !== undefined
      ? await claimOfToken(input.targetDappId, input.claimToken)
      : undefined;
  if (input.claimToken && !claim)
    throw new InvalidError(t('api.claim.badToken'), { claimToken: t('api.claim.badToken') });
  const statusSecret = newSecret();
  const confirmSecret = newSecret();
  const record = {
    statusDigest: digest(statusSecret),
    confirmDigest: digest(confirmSecret),
    email: input.email,
    locale,
    state: 'submitted' as const,
    ...(input.targetDappId ? { targetDappId: input.targetDappId } : {}),
    ...(claim ? { verifiedTeam: { chain: claim.chain, account: claim.account, claimedAt: claim.at } } : {}),
    proposal: input.proposal,
    history: [event('submitted', 'submitter')],
  };
  const saved = await createWithRandomId(record);
  await mailConfirmation(input.email, locale, input.proposal.title, statusUrl(locale, statusSecret, confirmSecret));
  return { id: saved.idSubmissionPk, statusSecret };
}

/** Store `record` under a new random id; a taken id (one chance in ~10^14 per record) draws another. */
async function createWithRandomId(
  record: Omit<StoredSubmission, 'idSubmissionPk' | 'version' | 'createdAt' | 'updatedAt'>,
) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await submissions().create({ ...record, idSubmissionPk: newSubmissionId() });
    } catch (error) {
      if (!(error instanceof AlreadyExistsError) || attempt >= 3) throw error;
    }
  }
}

/** Who a history step names publicly: the submitter, or "an administrator" for any administrator's decision. */
const publicEvent = ({ by, ...step }: SubmissionEvent): PublicSubmissionEvent => ({
  ...step,
  by: by === 'submitter' ? 'submitter' : 'administrator',
});

/** The public view of a submission (the history names roles, not people). */
export function statusOf(s: StoredSubmission, published?: { slug: string; isDapp: boolean }): SubmissionStatus {
  return {
    id: s.idSubmissionPk,
    state: s.state,
    kind: s.targetDappId ? 'edit' : 'new',
    title: String((s.proposal as { title?: string }).title ?? ''),
    ...(s.reason ? { reason: s.reason } : {}),
    history: (s.history as SubmissionEvent[]).map(publicEvent),
    createdAt: s.createdAt,
    ...(published ? { publishedSlug: published.slug, publishedIsDapp: published.isDapp } : {}),
  };
}

/** The status behind status secret `secret`; 404 when no submission has it. */
export async function readStatus(secret: string, t: TFunction): Promise<SubmissionStatus> {
  const found = await findByStatusSecret(secret);
  if (!found) throw new NotFoundError(t('api.notFound'));
  const dapp = found.publishedDappId
    ? await repository(ENTITIES.dapp).get({ idDappPk: found.publishedDappId })
    : undefined;
  return statusOf(found, dapp ? { slug: String(dapp.slug), isDapp: Boolean(dapp.isDapp) } : undefined);
}

/**
 * Move a submission to `state` (conditional on the version read, so two moves cannot both apply), record who and
 * why in its history, and mail the submitter. Answers the stored submission.
 */
export async function moveTo(
  s: StoredSubmission,
  state: SubmissionState,
  by: string,
  extra: Partial<StoredSubmission> = {},
  reason?: string,
): Promise<StoredSubmission> {
  const { version, createdAt: _c, updatedAt: _u, ...record } = s;
  const saved = await submissions().replace(
    { ...record, ...extra, state, history: [...(s.history as SubmissionEvent[]), event(state, by, reason)] },
    version,
  );
  const live =
    state === 'published' && saved.publishedDappId
      ? await repository(ENTITIES.dapp).get({ idDappPk: saved.publishedDappId })
      : undefined;
  await mailStateChange(
    s.email,
    s.locale as Locale,
    String((saved.proposal as { title?: string }).title ?? ''),
    state,
    reason,
    live ? listingUrl(s.locale, String(live.slug), Boolean(live.isDapp)) : undefined,
  );
  return saved;
}

/**
 * Confirm the submission behind `statusSecret` with the mailed `confirmSecret`: submitted → confirmed. Confirming
 * twice is harmless (answers the status). 404 when the pair does not match a submission.
 */
export async function confirm(statusSecret: string, confirmSecret: string, t: TFunction): Promise<SubmissionStatus> {
  const found = await findByStatusSecret(statusSecret);
  if (!found || !/^[0-9a-f]{64}$/.test(confirmSecret) || found.confirmDigest !== digest(confirmSecret))
    throw new NotFoundError(t('api.notFound'));
  if (found.state !== 'submitted') return statusOf(found);
  return statusOf(await moveTo(found, 'confirmed', 'submitter'));
}
