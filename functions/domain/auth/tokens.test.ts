/** Session tokens: what readToken accepts, including a token it has read before (the verified-token cache). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetConfig } from '../../config.ts';
import { issueToken, readToken } from './tokens.ts';

const useSecret = (value: string) => {
  process.env.JWT_SECRET = value;
  resetConfig();
};
afterEach(() => vi.useRealTimers());

describe('readToken', () => {
  it('refuses a token it accepted before once the token has expired', async () => {
    useSecret('a'.repeat(48));
    const token = await issueToken(7, 1, 'admin', 60);
    expect(await readToken(token)).toMatchObject({ sub: 7, epoch: 1 });
    vi.useFakeTimers({ now: Date.now() + 61_000, toFake: ['Date'] });
    expect(await readToken(token)).toBeUndefined();
  });

  it('refuses a token it accepted before once the secret has changed (rotation signs everyone out)', async () => {
    useSecret('b'.repeat(48));
    const token = await issueToken(8, 1);
    expect(await readToken(token)).toMatchObject({ sub: 8 });
    useSecret('c'.repeat(48));
    expect(await readToken(token)).toBeUndefined();
    expect(await readToken(await issueToken(8, 1))).toMatchObject({ sub: 8 });
  });

  it('refuses a token whose signature was altered, even after reading the original', async () => {
    useSecret('d'.repeat(48));
    const token = await issueToken(9, 1);
    expect(await readToken(token)).toBeDefined();
    const [head, body, signature] = token.split('.');
    const forged = `${head}.${body}.${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await readToken(forged)).toBeUndefined();
  });
});
