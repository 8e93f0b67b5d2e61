/**
 * Claiming a listing (issue 31): the team of a dApp or app proves, by signing a one-use challenge, that it holds the
 * account that deployed one of the listing's contracts (functions/domain/claims). The public part of a claim is the
 * account, its chain and the date; the e-mail and the claim token stay on the server.
 */
import * as v from 'valibot';
import { emailAddress, id } from '../fields.ts';

/** The documents that hold proven claims, keyed by the listing's id (the catalogue snapshot reads them). */
export const CLAIM_DOCS = 'listing-claim';

export const ClaimChainSchema = v.picklist(['n3', 'neoX'], 'validation.included');

/** The body of `POST /client/claims/challenge`. */
export const ClaimChallengeRequestSchema = v.object({
  idDappPk: id(),
  chain: ClaimChainSchema,
  /** An N3 address (`N…`) or a Neo X address (`0x` + 40 hex). */
  account: v.pipe(v.string('validation.required'), v.trim(), v.maxLength(64, 'validation.max')),
});

/** The answer of `POST /client/claims/challenge`. */
export const ClaimChallengeSchema = v.object({
  /** The one-use nonce, 64 hex characters. */
  challengeId: v.string(),
  /** The text to sign, as the wallet shows it. */
  message: v.string(),
  /** UTC ISO-8601; the challenge is refused after it. */
  expiresAt: v.string(),
});

/** The body of `POST /client/claims`: N3 wallets answer `publicKey`, `signature` (`data`) and `salt`; Neo X `signature`. */
export const ClaimAnswerSchema = v.object({
  challengeId: v.pipe(v.string('validation.required'), v.regex(/^[0-9a-f]{64}$/, 'validation.regex')),
  /** N3: 128 hex characters; Neo X: `0x` + 130 hex characters (EIP-191). */
  signature: v.pipe(v.string('validation.required'), v.regex(/^(0x)?[0-9a-fA-F]{128,130}$/, 'validation.regex')),
  /** N3 only: the compressed public key, 66 hex characters. */
  publicKey: v.optional(v.pipe(v.string(), v.regex(/^0[23][0-9a-fA-F]{64}$/, 'validation.regex'))),
  /** N3 only: the salt the wallet put before the message (NeoLine). */
  salt: v.optional(v.pipe(v.string(), v.regex(/^[0-9a-fA-F]{1,64}$/, 'validation.regex'))),
  /** Optional: where to mail the team when its listing changes. */
  email: v.optional(emailAddress(v.string())),
});

/** A claim as pages show it: "Verified team", the account and the date. */
export const PublicClaimSchema = v.object({
  chain: ClaimChainSchema,
  account: v.string(),
  /** When the claim was proven, UTC ISO-8601. */
  at: v.string(),
});
export type PublicClaimView = v.InferOutput<typeof PublicClaimSchema>;

/** The answer of `POST /client/claims`: the claim and its token (64 hex characters, shown once). */
export const ClaimResultSchema = v.object({
  claim: PublicClaimSchema,
  /** Send it with an edit proposal of this listing to have it marked as the verified team's. */
  claimToken: v.string(),
});
