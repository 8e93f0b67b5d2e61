/**
 * Browser stand-in for neon-core's `u/basic/hash.js` (see ../vite-aliases.ts): the same four hashes of a hex string,
 * answered as lowercase hex, with viem's noble SHA-256 and RIPEMD-160 instead of crypto-js (already on the page).
 */
import { ripemd160 as ripemd160Bytes, sha256 as sha256Bytes } from 'viem';

const hexOf = (digest: `0x${string}`) => digest.slice(2);

/** SHA-256 of the bytes `hex` (no 0x) spells, as hex. */
export const sha256 = (hex: string): string => hexOf(sha256Bytes(`0x${hex}`));

/** RIPEMD-160 of the bytes `hex` spells, as hex. */
export const ripemd160 = (hex: string): string => hexOf(ripemd160Bytes(`0x${hex}`));

/** SHA-256 then RIPEMD-160 (a script hash, little-endian), as hex. */
export const hash160 = (hex: string): string => ripemd160(sha256(hex));

/** SHA-256 twice (a transaction's or block's hash, a base58check checksum), as hex. */
export const hash256 = (hex: string): string => sha256(sha256(hex));
