/**
 * N3 signed messages without neon-js (the API bundle stays small): the secp256r1 signature check of `@noble/curves`
 * (the curve neon-js itself uses) over the SHA-256 of the signed bytes, and the account a public key makes —
 * the standard single-signature verification script (`PUSHDATA1 33 <key> SYSCALL System.Crypto.CheckSig`, NEO.md §0)
 * hashed with SHA-256 then RIPEMD-160, written as a version-0x35 base58check address. `message.test.ts` checks both
 * against neon-js (`wallet.verify`, `Account.address`).
 */
import { p256 } from '@noble/curves/nist';
import { ripemd160 } from '@noble/hashes/legacy';
import { sha256 } from '@noble/hashes/sha2';
import { hexToBytes } from '@noble/hashes/utils';
import { ADDRESS_VERSION, base58check } from './address.ts';

/** `PUSHDATA1 0x21` before the key, `SYSCALL` + System.Crypto.CheckSig's id after it. */
const CHECKSIG_PREFIX = '0c21';
const CHECKSIG_SUFFIX = '4156e7b327';

/** Whether `publicKey` is a compressed secp256r1 key (66 hex characters, 02/03 first). */
export const isCompressedPublicKey = (publicKey: string) => /^0[23][0-9a-f]{64}$/i.test(publicKey);

/** The N3 address (`N…`) of a compressed public key (hex); throws on a key that is not one. */
export function addressOfPublicKey(publicKey: string): string {
  if (!isCompressedPublicKey(publicKey)) throw new Error('Not a compressed secp256r1 public key');
  const script = hexToBytes(`${CHECKSIG_PREFIX}${publicKey.toLowerCase()}${CHECKSIG_SUFFIX}`);
  const scriptHash = ripemd160(sha256(script));
  return base58check.encode(Uint8Array.of(ADDRESS_VERSION, ...scriptHash));
}

export { scriptHashOfAddress } from './address.ts';

/**
 * Whether `signature` (64 bytes r ‖ s, hex) is `publicKey`'s secp256r1 signature of the SHA-256 of `hex` (the signed
 * bytes, hex) — neon-js's `wallet.verify(hex, signature, publicKey)`. False for malformed input.
 */
export function verifyN3Signature(hex: string, signature: string, publicKey: string): boolean {
  if (!/^[0-9a-f]{128}$/i.test(signature) || !isCompressedPublicKey(publicKey) || !/^([0-9a-f]{2})*$/i.test(hex))
    return false;
  try {
    return p256.verify(hexToBytes(signature), sha256(hexToBytes(hex)), hexToBytes(publicKey), { lowS: false });
  } catch {
    return false;
  }
}
