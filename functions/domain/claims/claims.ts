/**
 * Claiming a listing (issue 31, item 1): a team proves it deployed one of the listing's contracts by signing a
 * one-use challenge with the deploying account, and the listing then shows "Verified team".
 *
 * 1. `issueChallenge`: a random 256-bit nonce, stored as a document with the listing, chain, account and expiry
 *    (TTL `CLAIM_CHALLENGE_SECONDS`); answers the message to sign (signatures.ts).
 * 2. `completeClaim`: takes the challenge out of the table with one conditional delete (so two requests with it
 *    cannot both pass, and it never serves twice), refuses it past its expiry, checks the signature against the
 *    challenged account, then that this account deployed one of the listing's contracts on that chain
 *    (deployers.ts); records the claim (`listing-claim` document: account, chain, contract, date, the optional
 *    e-mail and the SHA-256 of a claim token answered once); the route then asks for a site rebuild.
 *
 * The claim token lets the team's edit proposals be marked verified (submissions); the e-mail gets a mail when
 * the listing changes (notify.ts). Neither is public: the snapshot carries only account, chain and date.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { TFunction } from '../../lib/i18n.ts';
import { ENTITIES } from '../../../content-schema/registry.ts';
import type { Contract, Dapp } from '../../../content-schema/index.ts';
import type { BlockchainVersion } from '../../../content-schema/entities/taxonomy.ts';
import { CLAIM_DOCS } from '../../../content-schema/entities/claim.ts';
import { isPublicDapp } from '../../../content-schema/entities/dapp.ts';
import { getDocument, listDocuments, putDocument, takeDocument } from '../../adapters/data/documents.ts';
import { repository } from '../../adapters/data/store.ts';
import { ForbiddenError, GoneError, InvalidError, NotFoundError } from '../errors.ts';
import type { ContractDeployers, deployersOf } from './deployers.ts';
import {
  canonicalAccount,
  challengeMessage,
  isAccountOf,
  n3ScriptHashOf,
  n3Signer,
  neoXSigned,
  type ClaimChain,
  type N3SignedMessage,
} from './signatures.ts';

/** How long a challenge may be signed and sent back, seconds. */
export const CLAIM_CHALLENGE_SECONDS = 10 * 60;
export const CHALLENGE_DOCS = 'claim-challenge';
export { CLAIM_DOCS };

/** A challenge as stored (keyed by its nonce). */
interface StoredChallenge {
  idDappPk: number;
  chain: ClaimChain;
  account: string;
  message: string;
  expiresAt: string;
}

/** A recorded claim (keyed by the listing's id). `email` and `tokenDigest` never leave the server. */
export interface ListingClaim {
  idDappPk: number;
  chain: ClaimChain;
  /** The deploying account: an N3 address (`N…`) or a checksummed Neo X address. */
  account: string;
  /** The contract it deployed (0x hash / Neo X address). */
  contractHash: string;
  /** When the claim was proven, UTC ISO-8601. */
  at: string;
  email?: string;
  /** The language of the claim, for the team's mails. */
  locale?: string;
  tokenDigest: string;
}

/** What the public snapshot shows of a claim. */
export type PublicClaim = Pick<ListingClaim, 'account' | 'chain' | 'at'>;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The chain of a contract by its blockchain version's tag (`neo-n3`, `neo-x`); Legacy contracts cannot be claimed. */
const chainOfTag = (tag: string | undefined): ClaimChain | undefined =>
  tag === 'neo-n3' ? 'n3' : tag === 'neo-x' ? 'neoX' : undefined;

/** The listing (active, public) and its contracts on `chain`; 404 when there is no such public listing. */
async function listingContracts(idDappPk: number, chain: ClaimChain, t: TFunction) {
  const dapp = await repository<Dapp>(ENTITIES.dapp).get({ idDappPk });
  if (!dapp || !isPublicDapp(dapp)) throw new NotFoundError(t('api.claim.unknownListing'));
  const [contracts, versions] = await Promise.all([
    repository<Contract>(ENTITIES.contract).list(),
    repository<BlockchainVersion>(ENTITIES['blockchain-version']).list(),
  ]);
  const tagOf = new Map(versions.map((b) => [b.idBlockchainVersionPk, b.tagName]));
  const own = contracts.filter(
    (k) => k.idDappFk === idDappPk && chainOfTag(tagOf.get(k.blockchainVersion ?? -1)) === chain,
  );
  return { dapp, contracts: own };
}

/**
 * Issue a challenge for `account` to claim listing `idDappPk` on `chain`. Answers `{ challengeId, message,
 * expiresAt }` (the nonce, the text to sign, UTC ISO-8601). Throws 400 for an account that is not one of `chain`
 * or a listing without a contract on `chain`, 404 for an unknown or non-public listing.
 */
export async function issueChallenge(
  input: { idDappPk: number; chain: ClaimChain; account: string },
  t: TFunction,
  now = Date.now(),
): Promise<{ challengeId: string; message: string; expiresAt: string }> {
  if (!isAccountOf(input.chain, input.account))
    throw new InvalidError(t(`api.claim.badAccount.${input.chain}`), {
      account: t(`api.claim.badAccount.${input.chain}`),
    });
  const account = canonicalAccount(input.chain, input.account);
  const { dapp, contracts } = await listingContracts(input.idDappPk, input.chain, t);
  if (!contracts.length) throw new InvalidError(t(`api.claim.noContracts.${input.chain}`));
  const nonce = randomBytes(32).toString('hex');
  const expiresAt = new Date(now + CLAIM_CHALLENGE_SECONDS * 1000).toISOString();
  const message = challengeMessage({
    title: dapp.title,
    slug: String(dapp.slug ?? ''),
    idDappPk: dapp.idDappPk,
    chain: input.chain,
    account,
    nonce,
    expiresAt,
  });
  const stored: StoredChallenge = { idDappPk: input.idDappPk, chain: input.chain, account, message, expiresAt };
  // The table's TTL sweeps it a day after its expiry; until then a late answer is told "expired", not "unknown".
  await putDocument(CHALLENGE_DOCS, nonce, stored, Math.ceil(now / 1000) + CLAIM_CHALLENGE_SECONDS + 86_400);
  return { challengeId: nonce, message, expiresAt };
}

/** The answer to a challenge: N3 `{ publicKey, signature, salt? }`, Neo X `{ signature }` (0x, 65 bytes). */
export interface ClaimAnswer {
  challengeId: string;
  signature: string;
  publicKey?: string | undefined;
  salt?: string | undefined;
  /** Where the team wants a mail when its listing changes. */
  email?: string | undefined;
  /** The claimant's language (the request's), for those mails. */
  locale?: string | undefined;
}

/**
 * Complete a claim (see the module comment). Answers the public claim and the claim token (64 hex characters, shown
 * once). Throws 410 for a challenge used, unknown or expired; 400 for a signature that is not the challenged
 * account's; 403 when that account deployed none of the listing's contracts on the chain (the message says why
 * when no deployer could be read). `options.now` (ms) and `options.deployers` replace the clock and the deployer
 * reads in tests. The deployer reads (deployers.ts, viem's client) are loaded on the first claim, not by every API
 * cold start (infra/bundle.ts, code splitting).
 */
export async function completeClaim(
  answer: ClaimAnswer,
  t: TFunction,
  options: { now?: number; deployers?: typeof deployersOf } = {},
): Promise<{ claim: PublicClaim; claimToken: string }> {
  const now = options.now ?? Date.now();
  const lookup = options.deployers ?? (await import('./deployers.ts')).deployersOf;
  const challenge = await takeDocument<StoredChallenge>(CHALLENGE_DOCS, answer.challengeId);
  if (!challenge) throw new GoneError(t('api.claim.challengeUsed'));
  if (Date.parse(challenge.expiresAt) <= now) throw new GoneError(t('api.claim.challengeExpired'));
  const signed =
    challenge.chain === 'n3'
      ? (await n3Signer(challenge.message, {
          publicKey: answer.publicKey ?? '',
          signature: answer.signature,
          salt: answer.salt,
        } satisfies N3SignedMessage)) === challenge.account
      : await neoXSigned(challenge.account, challenge.message, answer.signature);
  if (!signed) throw new InvalidError(t('api.claim.badSignature'));

  const { contracts } = await listingContracts(challenge.idDappPk, challenge.chain, t);
  const mine = challenge.chain === 'n3' ? n3ScriptHashOf(challenge.account) : challenge.account.toLowerCase();
  const read: ContractDeployers[] = [];
  for (const contract of contracts) {
    const deployers = await lookup(challenge.chain, contract.hash);
    read.push(deployers);
    if (!deployers.accounts.some((a) => a.toLowerCase() === mine)) continue;
    const claimToken = randomBytes(32).toString('hex');
    const claim: ListingClaim = {
      idDappPk: challenge.idDappPk,
      chain: challenge.chain,
      account: challenge.account,
      contractHash: contract.hash,
      at: new Date(now).toISOString(),
      ...(answer.email ? { email: answer.email, locale: answer.locale ?? 'en-US' } : {}),
      tokenDigest: sha256(claimToken),
    };
    await putDocument(CLAIM_DOCS, claim.idDappPk, claim);
    return { claim: publicClaim(claim), claimToken };
  }
  const reasons = [...new Set(read.map((r) => r.reason).filter(Boolean))];
  throw new ForbiddenError([t('api.claim.notDeployer'), ...reasons.map((r) => t(`api.claim.reason.${r}`))].join(' '));
}

/** The public part of a claim. */
export const publicClaim = ({ account, chain, at }: ListingClaim): PublicClaim => ({ account, chain, at });

/** The claim of listing `idDappPk`, if one was proven. */
export const readClaim = (idDappPk: number) => getDocument<ListingClaim>(CLAIM_DOCS, idDappPk);

/** Every proven claim by listing id (the catalogue snapshot shows them). */
export async function listClaims(): Promise<Map<number, ListingClaim>> {
  return new Map((await listDocuments<ListingClaim>(CLAIM_DOCS)).map(([, c]) => [c.idDappPk, c]));
}

/** The claim of listing `idDappPk` that `claimToken` proves, or undefined (wrong token, no claim). */
export async function claimOfToken(idDappPk: number, claimToken: string): Promise<ListingClaim | undefined> {
  if (!/^[0-9a-f]{64}$/.test(claimToken)) return undefined;
  const claim = await readClaim(idDappPk);
  return claim && claim.tokenDigest === sha256(claimToken) ? claim : undefined;
}
