/**
 * EIP-55 mixed-case checksum of a Neo X (EVM) address: a letter of the 40 hex digits is upper case where the same
 * position of the Keccak-256 of the lower-case digits (as ASCII) is 8 or more — viem's `getAddress`, over
 * `@noble/hashes` (which viem itself uses) so the API does not load viem's index at cold start (infra/bundle.ts).
 * checksum.test.ts compares it with viem's.
 */
import { keccak_256 } from '@noble/hashes/sha3';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';

/** `address` (0x + 40 hex digits, any case) in its EIP-55 checksummed form; throws on anything else. */
export function checksumAddress(address: string): `0x${string}` {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) throw new Error(`Address "${address}" is invalid.`);
  const digits = address.slice(2).toLowerCase();
  const hash = bytesToHex(keccak_256(utf8ToBytes(digits)));
  return `0x${[...digits].map((d, i) => (parseInt(hash[i]!, 16) >= 8 ? d.toUpperCase() : d)).join('')}`;
}
