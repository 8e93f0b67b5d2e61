/**
 * Browser stand-in for neon-core's `u/basic/random.js` (see ../vite-aliases.ts): `length` random bytes from the
 * browser's CSPRNG (what crypto-js's `WordArray.random` reads too), as numbers 0–255. Used for a transaction's nonce.
 */
export const generateRandomArray = (length: number): number[] =>
  Array.from(crypto.getRandomValues(new Uint8Array(length)));
