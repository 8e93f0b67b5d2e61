import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITIES } from '../../../content-schema/registry.ts';
import { repository } from '../../adapters/data/store.ts';
import { metaEntity } from '../../adapters/data/electro.ts';
import { ensureFirstAdmin } from '../../domain/auth/users.ts';
import { issueToken } from '../../domain/auth/tokens.ts';
import { startMaildevOnFreePorts, type Maildev } from '../../../local/stack/maildev.ts';
import { resetConfig } from '../../config.ts';
import { resetMailer } from '../../adapters/mail/mailer.ts';
import { startTestDatabase } from '../../../tests/support/database.ts';
import { client, sha } from '../../../tests/support/api.ts';
import { createApp } from '../app.ts';

const app = createApp();
const anonymous = client(app);
const ADMIN = { email: 'root@example.org', password: 'Correct-Horse-2026' };
let db: Awaited<ReturnType<typeof startTestDatabase>>;
let mail: Maildev;

beforeAll(async () => {
  db = await startTestDatabase();
  mail = await startMaildevOnFreePorts();
  process.env.MAIL_SMTP_URL = mail.smtpUrl;
  process.env.PUBLIC_SITE_URL = 'http://localhost:4321';
  resetConfig();
  resetMailer();
  await ensureFirstAdmin(ADMIN.email, ADMIN.password);
}, 30_000);
afterAll(async () => {
  await mail?.close();
  await db.close();
});

const signIn = async (password = ADMIN.password, email = ADMIN.email) =>
  anonymous.post('/auth', { email, password: sha(password) });

describe('auth', () => {
  it('signs in with the SHA-256 of the password and validates the token', async () => {
    const res = await signIn();
    expect(res.status).toBe(200);
    expect(res.json.user).toMatchObject({ email: ADMIN.email });
    expect(res.json.user).not.toHaveProperty('passwordHash');
    const me = await client(app, res.json.token).get('/auth');
    expect(me.status).toBe(200);
    expect(me.json.email).toBe(ADMIN.email);
  });

  it('stores an argon2id hash, never the SHA-256 the client sent', async () => {
    const [user] = await repository(ENTITIES.user).list();
    expect(String(user!.passwordHash)).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(user)).not.toContain(sha(ADMIN.password));
  });

  it('refuses the plain password and a wrong one with the same answer as an unknown e-mail', async () => {
    const plain = await anonymous.post('/auth', { email: ADMIN.email, password: ADMIN.password });
    expect(plain.status).toBe(400);
    const wrong = await signIn('wrong-password');
    const unknown = await signIn('wrong-password', 'nobody@example.org');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json.message).toBe(unknown.json.message);
  });

  it('rejects expired, forged and revoked tokens', async () => {
    const [user] = await repository(ENTITIES.user).list();
    const expired = await issueToken(user!.idUserPk as number, Number(user!.sessionEpoch), 'admin', -10);
    expect((await client(app, expired).get('/auth')).status).toBe(401);
    const good = (await signIn()).json.token as string;
    const [h, p] = good.split('.');
    expect((await client(app, `${h}.${p}.forgedsignature`).get('/auth')).status).toBe(401);
    expect((await client(app, good).delete('/auth')).status).toBe(200);
    expect((await client(app, good).get('/auth')).status).toBe(401);
  });

  it('honours a sign-out made on another API instance within a second (the session check is reused that long)', async () => {
    const { token } = (await signIn()).json as { token: string };
    expect((await client(app, token).get('/auth')).status).toBe(200);
    const [, payload] = token.split('.');
    const { jti, exp } = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { jti: string; exp: number };
    // What revoke() on another instance writes, without this process hearing of it.
    await metaEntity()
      .put({ name: `revoked#${jti}`, expiresAt: exp, updatedAt: new Date().toISOString() })
      .go();
    await new Promise((r) => setTimeout(r, 1100));
    expect((await client(app, token).get('/auth')).status).toBe(401);
  });

  it('changes the password, which ends earlier sessions', async () => {
    const old = (await signIn()).json.token as string;
    const res = await client(app, old).put('/auth/password', {
      currentPassword: sha(ADMIN.password),
      newPassword: sha('Second-Pass-2026'),
      confirmPassword: sha('Second-Pass-2026'),
    });
    expect(res.status).toBe(200);
    expect((await client(app, old).get('/auth')).status).toBe(401);
    expect((await client(app, res.json.token).get('/auth')).status).toBe(200);
    expect((await signIn('Second-Pass-2026')).status).toBe(200);
    const mismatch = await client(app, res.json.token).put('/auth/password', {
      currentPassword: sha('Second-Pass-2026'),
      newPassword: sha('a'),
      confirmPassword: sha('b'),
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.json.fields.confirmPassword).toMatch(/confirmation/i);
    ADMIN.password = 'Second-Pass-2026';
  });

  it('mails a reset link that works once', async () => {
    const res = await anonymous.post('/auth/recover', { email: ADMIN.email });
    expect(res.status).toBe(200);
    expect((await anonymous.post('/auth/recover', { email: 'nobody@example.org' })).json.message).toBe(
      res.json.message,
    );
    let emails: { to: { address: string }[]; text: string }[] = [];
    for (let i = 0; i < 50 && !emails.length; i++) {
      emails = await (await fetch(`${mail.inboxUrl}/email`)).json();
      if (!emails.length) await new Promise((r) => setTimeout(r, 100));
    }
    expect(emails).toHaveLength(1);
    expect(emails[0]!.to[0]!.address).toBe(ADMIN.email);
    const hash = emails[0]!.text.match(/\/password\/reset\/([0-9a-f]{64})/)![1]!;
    const body = { hash, newPassword: sha('Third-Pass-2026'), confirmPassword: sha('Third-Pass-2026') };
    expect((await anonymous.post('/auth/reset', body)).status).toBe(200);
    expect((await anonymous.post('/auth/reset', body)).status).toBe(400);
    expect((await signIn('Third-Pass-2026')).status).toBe(200);
    ADMIN.password = 'Third-Pass-2026';
  });

  it('rate-limits repeated failures per account with 429, even for the right password', async () => {
    const email = 'limited@example.org';
    await repository(ENTITIES.user).create({ email, fullName: 'Limited', passwordHash: 'x', sessionEpoch: 0 });
    for (let i = 0; i < 5; i++) expect((await signIn('bad', email)).status).toBe(401);
    const blocked = await signIn('bad', email);
    expect(blocked.status).toBe(429);
    expect(blocked.json.message).toMatch(/too many/i);
  });
});
