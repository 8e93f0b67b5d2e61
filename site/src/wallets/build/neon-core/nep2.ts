/**
 * Browser stand-in for neon-core's `wallet/nep2.js` (see ../vite-aliases.ts): the site never encrypts or decrypts a
 * private key (the wallets hold the keys and sign), so the browser build leaves out NEP-2 (AES, scrypt, crypto-js).
 * Each function rejects if some code ever calls it.
 */
const unavailable = (): never => {
  throw new Error('NEP-2 key encryption is not part of the site build: wallets hold the keys');
};
export const encrypt = async (..._args: unknown[]): Promise<string> => unavailable();
export const decrypt = async (..._args: unknown[]): Promise<string> => unavailable();
export const decryptNeo2 = async (..._args: unknown[]): Promise<string> => unavailable();
