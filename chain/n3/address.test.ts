import { describe, expect, it } from 'vitest';
import { wallet } from '@cityofzion/neon-js';
import { isN3Address } from './address.ts';

/** A base58 character replaced by another: the checksum no longer matches. */
const typo = (address: string, at: number) =>
  address.slice(0, at) + (address[at] === 'a' ? 'b' : 'a') + address.slice(at + 1);

describe('isN3Address (the light check the header search and the wallets use)', () => {
  const accounts = Array.from({ length: 20 }, () => new wallet.Account());

  it('accepts what neon-js accepts and refuses what it refuses', () => {
    const samples = [
      ...accounts.map((a) => a.address),
      ...accounts.map((a, i) => typo(a.address, 5 + (i % 25))),
      // A Neo Legacy address (version 0x17) is a valid base58check but not an N3 address.
      'AK2nJJpJr6o664CWJKi1QRXjqeic2zRp8y',
      'NZNovbwSgKa5g4q2K6wH5BTnP5z7X3YVyu'.slice(0, 33),
      '',
      'N' + '1'.repeat(33),
    ];
    for (const text of samples) expect(isN3Address(text), text).toBe(wallet.isAddress(text, 0x35));
    expect(accounts.every((a) => isN3Address(a.address))).toBe(true);
    expect(isN3Address('AK2nJJpJr6o664CWJKi1QRXjqeic2zRp8y')).toBe(false);
  });
});
