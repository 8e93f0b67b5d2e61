import { describe, expect, it } from 'vitest';
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from './passwords.ts';

/** `$argon2id$v=19$m=…,t=…,p=…`: what a PHC string's verification costs. */
const parameters = (phc: string) => phc.split('$').slice(1, 4).join('$');

describe('the hash an unknown e-mail is checked against', () => {
  it('costs what a stored password costs: an argon2id hash with the parameters new passwords get', async () => {
    const stored = await hashPassword('a'.repeat(64));
    expect(parameters(DUMMY_PASSWORD_HASH)).toBe(parameters(stored));
    expect(await verifyPassword(DUMMY_PASSWORD_HASH, '0'.repeat(64))).toBe(true);
    expect(await verifyPassword(DUMMY_PASSWORD_HASH, 'a'.repeat(64))).toBe(false);
  });
});
