/**
 * Browser stand-in for neon-core's `u/basic/base64.js` (see ../vite-aliases.ts): the same conversions with the
 * browser's `atob`/`btoa` and TextEncoder/TextDecoder instead of crypto-js. Invalid UTF-8 throws, as crypto-js does.
 */
const bytesToBinary = (bytes: Uint8Array) => Array.from(bytes, (b) => String.fromCharCode(b)).join('');
const binaryToBytes = (binary: string) => Uint8Array.from(binary, (c) => c.charCodeAt(0));
const hexToBytes = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (pair) => parseInt(pair, 16));
const bytesToHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** Hex (no 0x) → base64. */
export const hex2base64 = (input: string): string => btoa(bytesToBinary(hexToBytes(input)));
/** Base64 → lowercase hex. */
export const base642hex = (input: string): string => bytesToHex(binaryToBytes(atob(input)));
/** A text's UTF-8 bytes → base64. */
export const utf82base64 = (input: string): string => btoa(bytesToBinary(new TextEncoder().encode(input)));
/** Base64 of UTF-8 bytes → the text; throws on bytes that are not UTF-8. */
export const base642utf8 = (input: string): string =>
  new TextDecoder('utf-8', { fatal: true }).decode(binaryToBytes(atob(input)));
