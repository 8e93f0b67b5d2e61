/**
 * Public submissions (issue 18): a project team proposes a new app/dApp listing or an edit of a live one. The
 * proposal reuses the dApp's own field schemas (DappSchema, ContractSchema's script hash, DappSocialSchema's URL),
 * so a submission is valid exactly when an administrator could save the same values.
 */
import * as v from 'valibot';
import { DappSchema } from './dapp.ts';
import { emailAddress, httpUrl, id, optionalText, scriptHash, text } from '../fields.ts';

const dapp = DappSchema.entries;

/** What a submitter proposes: the dApp fields an administrator edits, socials, contracts, repositories. */
export const SubmissionProposalSchema = v.object({
  title: dapp.title,
  isDapp: dapp.isDapp,
  shortDescription: dapp.shortDescription,
  description: dapp.description,
  /** The texts in pt-BR, when the team writes them (the pt-BR pages show the en-US ones otherwise). */
  shortDescriptionPtBr: dapp.shortDescriptionPtBr,
  descriptionPtBr: dapp.descriptionPtBr,
  websiteUrl: dapp.websiteUrl,
  docsUrl: dapp.docsUrl,
  companyName: dapp.companyName,
  imageUrl: dapp.imageUrl,
  dappCategory: dapp.dappCategory,
  dappBlockchainVersion: dapp.dappBlockchainVersion,
  /** Social links, one per social type. */
  socials: v.optional(
    v.pipe(v.array(v.object({ idSocialTypeFk: id(), url: httpUrl() })), v.maxLength(20, 'validation.max')),
    [],
  ),
  /** Contracts: N3/Legacy `0x` + 40 hex script hashes or Neo X addresses, with a name each. */
  contracts: v.optional(
    v.pipe(v.array(v.object({ title: text(120), hash: scriptHash() })), v.maxLength(30, 'validation.max')),
    [],
  ),
  /** Source repositories (http(s) URLs); published as the dApp's repositoryUrls. */
  repositories: v.optional(v.pipe(v.array(httpUrl()), v.maxLength(20, 'validation.max')), []),
});
export type SubmissionProposal = v.InferOutput<typeof SubmissionProposalSchema>;

/** The body of `POST /client/submissions`. `homepage` is the honeypot: a hidden field people leave empty. */
export const SubmissionRequestSchema = v.object({
  /** For an edit: the id of the live app/dApp; absent for a new listing. */
  targetDappId: v.optional(id()),
  proposal: SubmissionProposalSchema,
  email: emailAddress(),
  homepage: v.optional(v.string()),
  /**
   * For an edit: the token answered when the team claimed the listing (POST /client/claims), 64 hex characters; the
   * proposal is then marked as the verified team's. A token that is not this listing's claim's is refused.
   */
  claimToken: v.optional(v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/, 'validation.regex'))),
});
export type SubmissionRequest = v.InferOutput<typeof SubmissionRequestSchema>;

/** States of a submission, in the order they normally follow. */
export const SUBMISSION_STATES = ['submitted', 'confirmed', 'in-review', 'published', 'rejected'] as const;
export type SubmissionState = (typeof SUBMISSION_STATES)[number];

/** One recorded step: the new state, when (UTC ISO-8601), who (an administrator's e-mail, or `submitter`), why. */
export const SubmissionEventSchema = v.object({
  state: v.picklist(SUBMISSION_STATES),
  at: v.string(),
  by: v.string(),
  reason: v.optional(v.string()),
});
export type SubmissionEvent = v.InferOutput<typeof SubmissionEventSchema>;

/** A stored submission (the secrets only as SHA-256 digests). */
export const SubmissionRecordSchema = v.object({
  idSubmissionPk: id(),
  /** SHA-256 of the status link's secret. */
  statusDigest: v.string(),
  /** SHA-256 of the confirmation link's secret (mailed only). */
  confirmDigest: v.string(),
  email: v.string(),
  locale: v.string(),
  state: v.picklist(SUBMISSION_STATES),
  targetDappId: v.optional(id()),
  proposal: v.any(),
  history: v.any(),
  reason: optionalText(2000),
  /** The app/dApp created or updated on approval. */
  publishedDappId: v.optional(id()),
  /** Set when the edit came with the listing's claim token: the team's account proven by signature (claims). */
  verifiedTeam: v.optional(v.object({ chain: v.picklist(['n3', 'neoX']), account: v.string(), claimedAt: v.string() })),
});
export type SubmissionRecord = v.InferOutput<typeof SubmissionRecordSchema>;

/** The body of the reject route. */
export const SubmissionRejectSchema = v.object({ reason: text(2000, true) });
/** The body of the approve route: the proposal as the administrator edited it. */
export const SubmissionApproveSchema = v.object({ proposal: SubmissionProposalSchema });
