import { describe, expect, it } from 'vitest';
import { u, wallet } from '@cityofzion/neon-js';
import { addressOfPublicKey, scriptHashOfAddress, verifyN3Signature } from './message.ts';

describe('N3 signed messages without neon-js', () => {
  const accounts = Array.from({ length: 8 }, () => new wallet.Account());

  it('makes the address neon-js makes of a public key, and its script hash', () => {
    for (const a of accounts) {
      expect(addressOfPublicKey(a.publicKey)).toBe(a.address);
      expect(scriptHashOfAddress(a.address)).toBe(`0x${a.scriptHash}`);
    }
  });

  it("accepts a key's signature as neon-js does and refuses another key's, another message's or a broken one", () => {
    const [signer, other] = accounts;
    const hex = u.str2hexstring('Neo Ecosystem: claim a listing\nNonce: 1');
    const signature = wallet.sign(hex, signer!.privateKey);
    expect(wallet.verify(hex, signature, signer!.publicKey)).toBe(true);
    expect(verifyN3Signature(hex, signature, signer!.publicKey)).toBe(true);
    expect(verifyN3Signature(hex, signature, other!.publicKey)).toBe(false);
    expect(verifyN3Signature(u.str2hexstring('another message'), signature, signer!.publicKey)).toBe(false);
    const broken = `${signature.slice(0, 10)}${signature[10] === '0' ? '1' : '0'}${signature.slice(11)}`;
    expect(verifyN3Signature(hex, broken, signer!.publicKey)).toBe(wallet.verify(hex, broken, signer!.publicKey));
    expect(verifyN3Signature(hex, 'zz', signer!.publicKey)).toBe(false);
  });
});
