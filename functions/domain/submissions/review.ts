/**
 * The back-office side of submissions: the queue (filtered by state), the review (the proposal beside the live
 * record, field by field), approve (the possibly edited proposal is saved through the same persist as the
 * dashboard's own forms, so the same rules apply and the site rebuilds) and reject with a reason. Every decision is
 * recorded in the submission's history (who, when, what) and mailed to the submitter.
 */
import { ENTITIES } from '../../../content-schema/registry.ts';
import type {
  SubmissionEvent,
  SubmissionProposal,
  SubmissionState,
} from '../../../content-schema/entities/submission.ts';
import { persist } from '../content/crud.ts';
import { repository, type Stored } from '../../adapters/data/store.ts';
import { ConflictError, NotFoundError } from '../errors.ts';
import type { Locale, TFunction } from '../../lib/i18n.ts';
import { moveTo } from './submit.ts';
import { submissions, type StoredSubmission } from './store.ts';

/** The dApp fields a proposal carries (the rest of SubmissionProposal are related records). */
export const DAPP_FIELDS = [
  'title',
  'isDapp',
  'shortDescription',
  'description',
  'shortDescriptionPtBr',
  'descriptionPtBr',
  'websiteUrl',
  'docsUrl',
  'companyName',
  'imageUrl',
  'dappCategory',
  'dappBlockchainVersion',
] as const;

/** One row of the review diff: the live value (absent for a new listing) and the proposed one. */
export interface DiffRow {
  field: string;
  live: unknown;
  proposed: unknown;
  changed: boolean;
}

/** A submission as the queue lists it (no secrets), its proposal and history typed (the record schema keeps them open). */
export const queueItem = ({ statusDigest: _s, confirmDigest: _c, ...rest }: StoredSubmission) =>
  rest as Omit<typeof rest, 'proposal' | 'history'> & { proposal: SubmissionProposal; history: SubmissionEvent[] };

/** The queue, newest first, optionally only in `state`. */
export async function listSubmissions(state?: SubmissionState) {
  return (await submissions().list())
    .filter((s) => !state || s.state === state)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.idSubmissionPk - a.idSubmissionPk)
    .map(queueItem);
}

async function load(id: number, t: TFunction): Promise<StoredSubmission> {
  const found = await submissions().get({ idSubmissionPk: id });
  if (!found) throw new NotFoundError(t('api.notFound'));
  return found;
}

/** The live record's view in proposal shape (socials and contracts read from their own entities). */
async function liveProposal(
  idDapp: number,
): Promise<(Partial<SubmissionProposal> & { version: number; slug: string }) | undefined> {
  const dapp = await repository(ENTITIES.dapp).get({ idDappPk: idDapp });
  if (!dapp) return undefined;
  const socials = (await repository(ENTITIES['dapp-social']).list())
    .filter((s) => s.idDappFk === idDapp)
    .map((s) => ({ idSocialTypeFk: Number(s.idSocialTypeFk), url: String(s.url) }));
  const contracts = (await repository(ENTITIES.contract).list())
    .filter((c) => c.idDappFk === idDapp)
    .map((c) => ({ title: String(c.title), hash: String(c.hash) }));
  return {
    ...Object.fromEntries(DAPP_FIELDS.map((f) => [f, dapp[f]])),
    socials,
    contracts,
    repositories: (dapp.repositoryUrls as string[] | undefined) ?? [],
    version: dapp.version,
    slug: String(dapp.slug),
  } as never;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Field-by-field rows of `proposal` against `live` (every row "changed" for a new listing). */
export function diff(proposal: SubmissionProposal, live: Partial<SubmissionProposal> | undefined): DiffRow[] {
  return [...DAPP_FIELDS, 'socials', 'contracts', 'repositories'].map((field) => {
    const proposed = (proposal as Record<string, unknown>)[field];
    const current = live ? (live as Record<string, unknown>)[field] : undefined;
    return { field, live: current, proposed, changed: !same(current, proposed) };
  });
}

/** The submission, the live record (for an edit) and the diff, as the review screen shows them. */
async function reviewOf(found: StoredSubmission) {
  const live = found.targetDappId ? await liveProposal(found.targetDappId) : undefined;
  return { submission: queueItem(found), live: live ?? null, diff: diff(found.proposal as SubmissionProposal, live) };
}

/** Read submission `id` for review: the submission, the live record (for an edit) and the diff. Changes nothing; 404 unknown id. */
export async function review(id: number, t: TFunction) {
  return reviewOf(await load(id, t));
}

/**
 * Open submission `id` for review by administrator `by`: a confirmed one moves to in-review (recorded, mailed);
 * any other state is left as it is. Answers as `review`; 404 unknown id.
 */
export async function openForReview(id: number, by: string, t: TFunction) {
  let found = await load(id, t);
  if (found.state === 'confirmed') found = await moveTo(found, 'in-review', by);
  return reviewOf(found);
}

/**
 * The source recorded on what an approval writes. Nobody verified that the submitter speaks for the project (a
 * confirmed e-mail is all we know), so it says "a visitor", whether the proposal is a new listing or an edit.
 */
const sourceOf = (s: StoredSubmission) =>
  `Proposed by a visitor (submission ${s.idSubmissionPk}, ${s.createdAt.slice(0, 10)})`;

const slugify = (title: string) =>
  title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100) || 'dapp';

async function freeSlug(title: string): Promise<string> {
  const taken = new Set((await repository(ENTITIES.dapp).list()).map((d) => d.slug));
  const base = slugify(title);
  for (let n = 1; ; n++) if (!taken.has(n === 1 ? base : `${base}-${n}`)) return n === 1 ? base : `${base}-${n}`;
}

const withoutMeta = ({ version: _v, createdAt: _c, updatedAt: _u, ...rest }: Stored) => rest;

/**
 * Approve submission `id` with `proposal` (as the administrator edited it): a new listing creates the app/dApp
 * (slug from its title, the submitter's source recorded, active), an edit replaces the proposed fields of the
 * live one (conditional on its version); socials are set per type, new contract hashes added. The writes go
 * through `persist`, which validates, checks uploaded logos and announces the change (the site rebuilds). Only a
 * confirmed or in-review submission can be approved (409 otherwise). Answers the submission after the decision.
 */
export async function approve(id: number, proposal: SubmissionProposal, by: string, locale: Locale, t: TFunction) {
  const found = await load(id, t);
  if (found.state !== 'confirmed' && found.state !== 'in-review') throw new ConflictError(t('api.submissionNotOpen'));
  const fields: Record<string, unknown> = Object.fromEntries(
    DAPP_FIELDS.map((f) => [f, proposal[f]]).filter(([, value]) => value !== undefined),
  );
  // The repositories are published on the listing's page; the team's own pt-BR texts are marked as theirs.
  if (proposal.repositories?.length) fields.repositoryUrls = proposal.repositories;
  if (proposal.shortDescriptionPtBr || proposal.descriptionPtBr) fields.ptBrTranslatedBy = 'team';
  let idDapp: number;
  if (found.targetDappId) {
    const live = await repository(ENTITIES.dapp).get({ idDappPk: found.targetDappId });
    if (!live) throw new NotFoundError(t('api.notFound'));
    const source = [live.source, sourceOf(found)].filter(Boolean).join(' | ');
    idDapp = (await persist('dapp', { ...withoutMeta(live), ...fields, source, version: live.version }, locale)).id;
  } else {
    idDapp = (
      await persist(
        'dapp',
        { ...fields, slug: await freeSlug(proposal.title), active: true, source: sourceOf(found) },
        locale,
      )
    ).id;
  }
  const socialRepo = repository(ENTITIES['dapp-social']);
  for (const social of proposal.socials ?? []) {
    const existing = await socialRepo.get({ idDappFk: idDapp, idSocialTypeFk: social.idSocialTypeFk });
    if (existing?.url === social.url) continue;
    await persist(
      'dapp-social',
      { idDappFk: idDapp, ...social, ...(existing ? { version: existing.version } : {}) },
      locale,
    );
  }
  const hashes = new Set(
    (await repository(ENTITIES.contract).list())
      .filter((c) => c.idDappFk === idDapp)
      .map((c) => String(c.hash).toLowerCase()),
  );
  for (const contract of proposal.contracts ?? []) {
    if (hashes.has(contract.hash.toLowerCase())) continue;
    await persist('contract', { idDappFk: idDapp, ...contract, source: sourceOf(found) }, locale);
  }
  const changed = diff(proposal, found.proposal as SubmissionProposal)
    .filter((r) => r.changed)
    .map((r) => r.field);
  const note = changed.length ? `edited before approval: ${changed.join(', ')}` : undefined;
  return queueItem(await moveTo(found, 'published', by, { proposal, publishedDappId: idDapp }, note));
}

/** Reject submission `id` with `reason` (shown on its status page and mailed); 409 when already decided. */
export async function reject(id: number, reason: string, by: string, t: TFunction) {
  const found = await load(id, t);
  if (found.state === 'published' || found.state === 'rejected') throw new ConflictError(t('api.submissionNotOpen'));
  return queueItem(await moveTo(found, 'rejected', by, { reason }, reason));
}
