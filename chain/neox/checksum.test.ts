import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { getAddress } from 'viem';
import { checksumAddress } from './checksum.ts';

describe('the EIP-55 checksum of a Neo X address', () => {
  it("is viem's getAddress for any address, whatever case it is written in", () => {
    for (let i = 0; i < 200; i++) {
      const lower = `0x${randomBytes(20).toString('hex')}`;
      expect(checksumAddress(lower)).toBe(getAddress(lower));
      expect(checksumAddress(`0x${lower.slice(2).toUpperCase()}`)).toBe(getAddress(lower));
    }
    // EIP-55's own examples.
    expect(checksumAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBe(
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    );
    expect(checksumAddress('0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359')).toBe(
      '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    );
  });

  it('refuses what is not 0x and 40 hex digits', () => {
    for (const bad of ['', '0x', '0x123', `0x${'g'.repeat(40)}`, `${'a'.repeat(40)}`, `0x${'a'.repeat(41)}`])
      expect(() => checksumAddress(bad)).toThrow(/invalid/);
  });
});
