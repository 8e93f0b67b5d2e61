/**
 * The challenge a team signs to claim a listing, and the checks of its signature on each chain.
 *
 * N3 (NEO.md §6): NeoLine's `signMessage` and Neon's WalletConnect `signMessage` answer `{ publicKey, data, salt? }`
 * where `data` is the secp256r1 signature of the SHA-256 of one of three byte strings (neon-dappkit
 * `NeonSigner.ts`): the "classic" envelope `010001f0 ‖ varint(len) ‖ salt‖message ‖ 0000` (NeoLine's `signMessage`,
 * Neon's version 1), the same envelope without a salt (`signMessageWithoutSalt`, Neon's version 3), or the message's
 * bytes alone (Neon's default, version 2). Every form holds our message whole, so any of them proves the key signed
 * it; chain/n3/message.ts checks each (noble's secp256r1, as neon-js's `wallet.verify`, without neon-js in the API
 * bundle; loaded on the first N3 check, so the API's cold start does not load the curve). The account is the one
 * the public key makes.
 *
 * Neo X: EIP-191 `personal_sign` of the same text, checked with viem's `verifyMessage` against the challenged address
 * (chain/neox/message.ts, loaded on the first Neo X check: the API's cold start does not load secp256k1).
 */
import { isN3Address, scriptHashOfAddress } from '../../../chain/n3/address.ts';
import { checksumAddress } from '../../../chain/neox/checksum.ts';

/** The chains a listing can be claimed on. */
export const CLAIM_CHAINS = ['n3', 'neoX'] as const;
export type ClaimChain = (typeof CLAIM_CHAINS)[number];

/** What the challenge message names: the listing, the account, the chain, the one-use nonce and the expiry. */
export interface ChallengeText {
  title: string;
  slug: string;
  idDappPk: number;
  chain: ClaimChain;
  account: string;
  nonce: string;
  /** UTC ISO-8601. */
  expiresAt: string;
}

const CHAIN_NAMES: Record<ClaimChain, string> = { n3: 'Neo N3', neoX: 'Neo X' };

/**
 * The text the wallet shows and signs (English, as wallets show it verbatim; the page explains it in the visitor's
 * language). One line per fact, the title stripped of line breaks so nothing of it can pose as another line.
 */
export function challengeMessage(c: ChallengeText): string {
  return [
    'Neo Ecosystem: claim a listing',
    `Listing: ${c.title.replace(/\s+/g, ' ').trim()} (${c.slug}, #${c.idDappPk})`,
    `Account: ${c.account} on ${CHAIN_NAMES[c.chain]}`,
    `Nonce: ${c.nonce}`,
    `Expires: ${c.expiresAt}`,
  ].join('\n');
}

/**
 * `text` as the N3 wallets turn it into bytes (neon-js `u.str2hexstring`, which NeoLine and Neon call): one byte per
 * UTF-16 code unit, its low 8 bits — so an accented title is signed as Latin-1, and a character beyond U+00FF loses
 * its high byte. Reproduced exactly, or the signature of a non-ASCII title would not check (signatures.test.ts).
 */
const walletHex = (text: string) =>
  Array.from({ length: text.length }, (_, i) => (text.charCodeAt(i) & 0xff).toString(16).padStart(2, '0')).join('');

/** A Neo variable-length integer (hex): one byte below 0xfd, else 0xfd + 2 / 0xfe + 4 bytes, little-endian. */
function varInt(n: number): string {
  if (n < 0xfd) return n.toString(16).padStart(2, '0');
  const [mark, bytes] = n <= 0xffff ? ['fd', 2] : ['fe', 4];
  const le = Buffer.alloc(bytes);
  le.writeUIntLE(n, 0, bytes);
  return `${mark}${le.toString('hex')}`;
}

/** The classic N3 message envelope (a transaction that cannot be valid) around `text`. */
const envelope = (text: string) => {
  const hex = walletHex(text);
  return `010001f0${varInt(hex.length / 2)}${hex}0000`;
};

/** The byte strings (hex) an N3 wallet may have signed for `message` with `salt` (see the module comment). */
export function n3SignedForms(message: string, salt?: string): string[] {
  return [...(salt ? [envelope(`${salt}${message}`)] : []), envelope(message), walletHex(message)];
}

/** What an N3 wallet answers to `signMessage`. */
export interface N3SignedMessage {
  /** Compressed secp256r1 public key, 66 hex characters. */
  publicKey: string;
  /** The signature, 128 hex characters (r ‖ s). */
  signature: string;
  /** The salt the wallet put before the message (NeoLine's classic form). */
  salt?: string | undefined;
}

/**
 * The N3 address (`N…`) whose key signed `message`, or undefined when the signature matches none of the forms or
 * the public key is not a valid one.
 */
export async function n3Signer(message: string, signed: N3SignedMessage): Promise<string | undefined> {
  const publicKey = signed.publicKey.toLowerCase();
  if (!/^0[23][0-9a-f]{64}$/.test(publicKey) || !/^[0-9a-f]{128}$/i.test(signed.signature)) return undefined;
  const { addressOfPublicKey, verifyN3Signature } = await import('../../../chain/n3/message.ts');
  try {
    if (!n3SignedForms(message, signed.salt).some((hex) => verifyN3Signature(hex, signed.signature, publicKey)))
      return undefined;
    return addressOfPublicKey(publicKey);
  } catch {
    return undefined;
  }
}

/** Whether `signature` is `address`'s EIP-191 signature of `message` (viem `verifyMessage`). */
export async function neoXSigned(address: string, message: string, signature: string): Promise<boolean> {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address) || !/^0x[0-9a-fA-F]{130}$/.test(signature)) return false;
  const { verifyMessage } = await import('../../../chain/neox/message.ts');
  return verifyMessage({
    address: address as `0x${string}`,
    message,
    signature: signature as `0x${string}`,
  }).catch(() => false);
}

/** The 0x script hash (big-endian, as the indexer records a sender) of an N3 address. */
export const n3ScriptHashOf = (address: string) => scriptHashOfAddress(address);

/** Whether `account` is a well-formed account of `chain` (an N3 address `N…`, a Neo X `0x` address). */
export function isAccountOf(chain: ClaimChain, account: string): boolean {
  return chain === 'n3' ? isN3Address(account) : /^0x[0-9a-fA-F]{40}$/.test(account);
}

/** `account` as claims record it: an N3 address as given, a Neo X address in its EIP-55 checksummed form. */
export const canonicalAccount = (chain: ClaimChain, account: string) =>
  chain === 'neoX' ? checksumAddress(account.toLowerCase()) : account;
