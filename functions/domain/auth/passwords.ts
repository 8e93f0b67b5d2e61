/**
 * Password storage. The client sends the SHA-256 hex of the typed password (SPEC §5); the server stores an
 * argon2id hash of that string (memory-hard, through @node-rs/argon2), never the SHA-256 itself.
 */
import { hash, verify } from '@node-rs/argon2';
import { createHash, randomBytes } from 'node:crypto';

/** argon2id parameters: OWASP's recommended minimum (19 MiB, 2 iterations, 1 lane). */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** The argon2id PHC string of a client password hash (the SHA-256 hex the client sent). */
export function hashPassword(clientHash: string): Promise<string> {
  return hash(clientHash, OPTIONS);
}

/** Whether `clientHash` matches the stored PHC string; false (never throws) on a malformed stored value. */
export async function verifyPassword(stored: string, clientHash: string): Promise<boolean> {
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
