/**
 * The N3 address check, light enough for any page (the header search loads it when a person pastes an address):
 * base58check (`@scure/base`, SHA-256 from `@noble/hashes`, the hashes viem itself uses) of 21 bytes whose version byte
 * is 0x35, as neon-js's `wallet.isAddress(text, 0x35)` checks it (NEO.md §0), without loading neon-js — nor viem's
 * index, which would tie the API's cold start to viem's client code (infra/bundle.ts, code splitting).
 */
import { createBase58check } from '@scure/base';
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex } from '@noble/hashes/utils';

/** Base58 with a double-SHA-256 checksum, as N3 addresses are written. */
export const base58check = createBase58check((data: Uint8Array) => sha256(data));

/** N3 address version byte (NEO.md §0). */
export const ADDRESS_VERSION = 0x35;

/** Whether `text` is an N3 address: base58check with a valid checksum, 20-byte script hash, version 0x35. */
export function isN3Address(text: string): boolean {
  try {
    const payload = base58check.decode(text);
    return payload.length === 21 && payload[0] === ADDRESS_VERSION;
  } catch {
    return false;
  }
}

/** The script hash (0x, big-endian as explorers and the indexer write it) of an N3 address; throws on a bad checksum. */
export function scriptHashOfAddress(address: string): string {
  const payload = base58check.decode(address);
  return `0x${bytesToHex(payload.slice(1).reverse())}`;
}
