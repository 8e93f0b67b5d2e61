/** Administrators in the table: lookups by e-mail and the first administrator of a new installation. */
import { ENTITIES } from '../../../content-schema/registry.ts';
import type { UserRecord } from '../../../content-schema/index.ts';
import { repository } from '../../adapters/data/store.ts';
import { clientPasswordHash, generatePassword, hashPassword } from './passwords.ts';

export const users = () => repository<UserRecord>(ENTITIES.user);

/** The administrator with this e-mail (case-insensitive), or undefined. */
export async function findUserByEmail(email: string) {
  const wanted = email.trim().toLowerCase();
  return (await users().list()).find((u) => u.email === wanted);
}

/**
 * Create the first administrator when there is none. Uses `email`/`password` when given; otherwise the e-mail
 * `admin@localhost.localdomain`-style default and a generated password, which is answered so the caller can
 * print it once. Answers undefined when an administrator already exists.
 */
export async function ensureFirstAdmin(
  email?: string,
  password?: string,
): Promise<{ email: string; password: string; generated: boolean } | undefined> {
  if ((await users().list()).length > 0) return undefined;
  const finalEmail = (email ?? 'admin@neo-ecosystem.local').trim().toLowerCase();
  const finalPassword = password ?? generatePassword();
  await users().create({
    email: finalEmail,
    fullName: 'Administrator',
    passwordHash: await hashPassword(clientPasswordHash(finalPassword)),
    sessionEpoch: 0,
  } as UserRecord);
  return { email: finalEmail, password: finalPassword, generated: password === undefined };
}
