/**
 * Password storage. The client sends the SHA-256 hex of the typed password (SPEC §5); the server stores an
 * argon2id hash of that string (memory-hard, through @node-rs/argon2), never the SHA-256 itself. The native addon
 * is loaded on the first hash or check, not when the API starts (its cold start: infra/bundle.ts).
 */
import { createHash, randomBytes } from 'node:crypto';

const argon2 = () => import('@node-rs/argon2');

/** argon2id parameters: OWASP's recommended minimum (19 MiB, 2 iterations, 1 lane). */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * An argon2id PHC string with OPTIONS' parameters (of 64 zeros, a client hash no password gives), which a sign-in
 * verifies when the e-mail is unknown so that a wrong e-mail costs the same time as a wrong password. A constant,
 * not hashed when the API starts (that hash cost every cold start ~50 ms of CPU); passwords.test.ts checks that its
 * parameters are the ones `hashPassword` uses.
 */
export const DUMMY_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$gFxDLfSvmvxgwLxRw97vSQ$mQsPxS3jDuL02jNOTmPAainKjmkW1j2+uw07mQKol70';

/** The argon2id PHC string of a client password hash (the SHA-256 hex the client sent). */
export async function hashPassword(clientHash: string): Promise<string> {
  const { hash } = await argon2();
  return hash(clientHash, OPTIONS);
}

/** Whether `clientHash` matches the stored PHC string; false (never throws) on a malformed stored value. */
export async function verifyPassword(stored: string, clientHash: string): Promise<boolean> {
  const { verify } = await argon2();
  try {
    return await verify(stored, clientHash);
  } catch {
    return false;
  }
}

/** The SHA-256 hex of a typed password, as the dashboard computes it before sending (SPEC §5). */
export const clientPasswordHash = (password: string): string =>
  createHash('sha256').update(password, 'utf8').digest('hex');

/** A random password for a generated first administrator (24 URL-safe characters). */
export const generatePassword = (): string => randomBytes(18).toString('base64url');
