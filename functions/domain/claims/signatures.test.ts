import { describe, expect, it } from 'vitest';
import { u, wallet } from '@cityofzion/neon-js';
import { n3SignedForms, n3Signer } from './signatures.ts';

describe('the N3 forms of a signed challenge', () => {
  // Accented titles and a message longer than 252 bytes (a 3-byte length prefix) are written as the wallets write them.
  const messages = ['Neo Ecosystem: claim a listing\nListing: Ação', `Listing: ${'Neo ✓ '.repeat(60)}`];

  it('are the bytes neon-js (and so NeoLine and Neon) sign: the classic envelope, salted or not, and the bare text', () => {
    for (const message of messages) {
      const hex = u.str2hexstring(message);
      const envelope = (h: string) => `010001f0${u.num2VarInt(h.length / 2)}${h}0000`;
      expect(n3SignedForms(message, 'a1b2')).toEqual([envelope(u.str2hexstring(`a1b2${message}`)), envelope(hex), hex]);
    }
  });

  it('name the account whose key signed any of them, and nobody for another message', async () => {
    const account = new wallet.Account();
    for (const message of messages)
      for (const hex of n3SignedForms(message, 'ff00')) {
        const signature = wallet.sign(hex, account.privateKey);
        expect(await n3Signer(message, { publicKey: account.publicKey, signature, salt: 'ff00' })).toBe(
          account.address,
        );
        expect(
          await n3Signer(`${message}!`, { publicKey: account.publicKey, signature, salt: 'ff00' }),
        ).toBeUndefined();
      }
  });
});
