import { wallet } from '@cityofzion/neon-js';
import { describe, expect, it } from 'vitest';
import { addressShape, validateAddress } from './address.ts';

const N3 = 'NhWXj9JfCsF4X6v5ahzHrRH8PQHnrfB8FT';
const N3_BAD_CHECKSUM = 'NhWXj9JfCsF4X6v5ahzHrRH8PQHnrfB8FX';
const X_CHECKSUMMED = '0x1212000000000000000000000000000000000004';
const X_MIXED_OK = '0xc28736dc83f4fd43d6fb832Fd93c3eE7bB26828f';
const X_MIXED_BAD = '0xc28736dc83f4fd43d6fb832Fd93c3eE7bB26828F';

describe('address validation', () => {
  it('tells the chain from the shape instantly', () => {
    expect(addressShape(` ${N3} `)).toBe('n3');
    expect(addressShape(X_CHECKSUMMED)).toBe('neoX');
    expect(addressShape('not-an-address')).toBeUndefined();
    expect(addressShape('AK2nJJpJr6o664CWJKi1QRXjqeic2zRp8y')).toBeUndefined(); // Neo Legacy
    expect(addressShape('0x1234')).toBeUndefined();
  });
  it('accepts valid N3 addresses and refuses a bad checksum, as neon-js does', async () => {
    expect(await validateAddress(N3)).toBe('n3');
    expect(wallet.isAddress(N3_BAD_CHECKSUM)).toBe(false);
    expect(await validateAddress(N3_BAD_CHECKSUM)).toBeUndefined();
    const generated = new wallet.Account(wallet.generatePrivateKey()).address;
    expect(await validateAddress(generated)).toBe('n3');
  });
  it('accepts Neo X addresses, and mixed case only with a valid EIP-55 checksum', async () => {
    expect(await validateAddress(X_CHECKSUMMED)).toBe('neoX');
    expect(await validateAddress(X_CHECKSUMMED.toLowerCase())).toBe('neoX');
    expect(await validateAddress(X_MIXED_OK)).toBe('neoX');
    expect(await validateAddress(X_MIXED_BAD)).toBeUndefined();
    expect(await validateAddress('not-an-address')).toBeUndefined();
  });
});
