/**
 * Public submissions through the API as a browser and the back-office send them, with the real mail server:
 * propose → confirmation mail → confirm → review (diff) → approve (the record exists, with the submitter's source)
 * or reject (the reason is on the status); the honeypot, the per-e-mail and per-address limits and the body cap.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITIES } from '../../../content-schema/registry.ts';
import { repository } from '../../adapters/data/store.ts';
import { ensureFirstAdmin } from '../../domain/auth/users.ts';
import { startMaildevOnFreePorts, type Maildev } from '../../entry/local/maildev.ts';
import { resetConfig } from '../../config.ts';
import { resetMailer } from '../../adapters/mail/mailer.ts';
import { seedCatalogue } from '../../domain/seed/catalogue.ts';
import { startTestDatabase } from '../../testing/database.ts';
import { client, sha } from '../../testing/api.ts';
import { submissions } from '../../domain/submissions/store.ts';
import { createApp } from '../app.ts';

const app = createApp();
const ADMIN = { email: 'root@example.org', password: 'Correct-Horse-2026' };
const SECRET = 'origin-secret-for-tests-0123456789';
let db: Awaited<ReturnType<typeof startTestDatabase>>;
let mail: Maildev;
let admin: ReturnType<typeof client>;
let lastAddress = 0;

beforeAll(async () => {
  db = await startTestDatabase();
  await seedCatalogue();
  mail = await startMaildevOnFreePorts();
  process.env.MAIL_SMTP_URL = mail.smtpUrl;
  process.env.PUBLIC_SITE_URL = 'http://localhost:4321';
  process.env.ORIGIN_SECRET = SECRET;
  resetConfig();
  resetMailer();
  await ensureFirstAdmin(ADMIN.email, ADMIN.password);
  admin = client(
    app,
    (await client(app).post('/auth', { email: ADMIN.email, password: sha(ADMIN.password) })).json.token,
  );
}, 60_000);
afterAll(async () => {
  delete process.env.ORIGIN_SECRET;
  resetConfig();
  await mail?.close();
  await db.close();
});

/** POST /submissions from client address `address` (our proxy's header, with the origin secret). */
async function post(path: string, body: unknown, address = `203.0.113.${++lastAddress}`, raw?: string) {
  const res = await app.request(`/client${path}`, {
    method: 'POST',
    body: raw ?? JSON.stringify(body),
    headers: {
      'content-type': 'application/json',
      'x-origin-verify': SECRET,
      'x-forwarded-for': address,
      'accept-language': 'en-US',
    },
  });
  return { status: res.status, json: await res.json().catch(() => undefined), headers: res.headers };
}

const proposal = (title: string) => ({
  title,
  shortDescription: `${title} swaps tokens on Neo N3.`,
  websiteUrl: 'https://example.org/' + title.toLowerCase().replace(/\W+/g, '-'),
  dappCategory: [1],
  dappBlockchainVersion: [1],
  contracts: [{ title: `${title} router`, hash: '0x' + 'ab'.repeat(20) }],
  socials: [{ idSocialTypeFk: 1, url: 'https://x.com/example' }],
  repositories: ['https://github.com/example/swap'],
});

async function inbox(to: string): Promise<{ subject: string; text: string }[]> {
  const all = (await (await fetch(`${mail.inboxUrl}/email`)).json()) as {
    subject: string;
    text: string;
    to: { address: string }[];
  }[];
  return all.filter((m) => m.to.some((t) => t.address === to));
}
async function waitForMail(to: string, count: number) {
  for (let i = 0; i < 100; i++) {
    const found = await inbox(to);
    if (found.length >= count) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail #${count} for ${to}`);
}
const linkIn = (text: string) => new URL(/https?:\/\/\S+/.exec(text)![0]);

describe('public submissions', () => {
  it('goes from a proposal through the mailed confirmation and review to a published dApp with its source', async () => {
    const res = await post('/submissions', { proposal: proposal('Tide Swap'), email: 'Team@Tide.example' });
    expect(res.status).toBe(201);
    const [confirmation] = await waitForMail('team@tide.example', 1);
    const link = linkIn(confirmation!.text);
    expect(link.searchParams.get('token')).toBe(res.json.statusToken);
    const status = await client(app).get(`/submissions/${res.json.statusToken}`);
    expect(status.json).toMatchObject({ state: 'submitted', kind: 'new', title: 'Tide Swap' });
    expect(status.json).not.toHaveProperty('email');

    expect((await post(`/submissions/${res.json.statusToken}/confirm`, { confirm: 'f'.repeat(64) })).status).toBe(404);
    const confirmed = await post(`/submissions/${res.json.statusToken}/confirm`, {
      confirm: link.searchParams.get('confirm'),
    });
    expect(confirmed.json.state).toBe('confirmed');

    const queue = await admin.get('/submission-review?state=confirmed');
    expect(queue.json.map((s: { idSubmissionPk: number }) => s.idSubmissionPk)).toContain(res.json.id);
    const opened = await admin.get(`/submission-review/${res.json.id}`);
    expect(opened.json.submission.state).toBe('in-review');
    const titleRow = opened.json.diff.find((r: { field: string }) => r.field === 'title');
    expect(titleRow).toMatchObject({ proposed: 'Tide Swap', changed: true });
    expect(titleRow.live).toBeUndefined();

    const edited = { ...opened.json.submission.proposal, shortDescription: 'Tide Swap is a Neo N3 exchange.' };
    const approved = await admin.post(`/submission-review/${res.json.id}/approve`, { proposal: edited });
    expect(approved.status, JSON.stringify(approved.json)).toBe(200);
    expect(approved.json.history.at(-1)).toMatchObject({
      state: 'published',
      by: ADMIN.email,
      reason: 'edited before approval: shortDescription',
    });
    const dapp = (await repository(ENTITIES.dapp).list()).find((d) => d.slug === 'tide-swap')!;
    expect(dapp).toMatchObject({
      title: 'Tide Swap',
      shortDescription: 'Tide Swap is a Neo N3 exchange.',
      active: true,
    });
    expect(String(dapp.source)).toMatch(/^Submitted by the project team \(submission \d+/);
    const contracts = (await repository(ENTITIES.contract).list()).filter((c) => c.idDappFk === dapp.idDappPk);
    expect(contracts.map((c) => c.hash)).toEqual(['0x' + 'ab'.repeat(20)]);
    const final = await client(app).get(`/submissions/${res.json.statusToken}`);
    expect(final.json).toMatchObject({ state: 'published', publishedSlug: 'tide-swap' });
    expect(final.json.history.map((h: { state: string }) => h.state)).toEqual([
      'submitted',
      'confirmed',
      'in-review',
      'published',
    ]);
    const mails = await waitForMail('team@tide.example', 4);
    expect(mails.map((m) => m.subject).at(-1)).toMatch(/published/);
  });

  it('shows an edit as a diff against the live record and a rejection with its reason', async () => {
    const live = (await repository(ENTITIES.dapp).list()).find((d) => d.slug !== 'tide-swap')!;
    const res = await post('/submissions', {
      targetDappId: Number(live.idDappPk),
      proposal: { ...proposal(String(live.title)), websiteUrl: 'https://new.example.org' },
      email: 'edit@example.org',
    });
    expect(res.status).toBe(201);
    const link = linkIn((await waitForMail('edit@example.org', 1))[0]!.text);
    await post(`/submissions/${res.json.statusToken}/confirm`, { confirm: link.searchParams.get('confirm') });
    const opened = await admin.get(`/submission-review/${res.json.id}`);
    expect(opened.json.live.title).toBe(live.title);
    expect(opened.json.diff.find((r: { field: string }) => r.field === 'websiteUrl')).toMatchObject({
      live: live.websiteUrl,
      proposed: 'https://new.example.org',
      changed: true,
    });
    expect(opened.json.diff.find((r: { field: string }) => r.field === 'title').changed).toBe(false);
    expect((await admin.post(`/submission-review/${res.json.id}/reject`, { reason: '' })).status).toBe(400);
    const rejected = await admin.post(`/submission-review/${res.json.id}/reject`, {
      reason: 'The website does not mention Neo.',
    });
    expect(rejected.json.state).toBe('rejected');
    const status = await client(app).get(`/submissions/${res.json.statusToken}`);
    expect(status.json).toMatchObject({ state: 'rejected', reason: 'The website does not mention Neo.' });
    expect((await repository(ENTITIES.dapp).get({ idDappPk: Number(live.idDappPk) }))!.websiteUrl).toBe(
      live.websiteUrl,
    );
    expect(
      (await admin.post(`/submission-review/${res.json.id}/approve`, { proposal: opened.json.submission.proposal }))
        .status,
    ).toBe(409);
  });

  it('refuses invalid fields: a malformed script hash, a non-http link, a bad e-mail', async () => {
    const bad = await post('/submissions', {
      proposal: { ...proposal('Bad'), websiteUrl: 'javascript:alert(1)', contracts: [{ title: 'x', hash: '0x1234' }] },
      email: 'not-an-email',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.fields).sort()).toEqual(
      ['email', 'proposal.contracts.0.hash', 'proposal.websiteUrl'].sort(),
    );
  });

  it('refuses the honeypot and stores nothing', async () => {
    const before = (await submissions().list()).length;
    const res = await post('/submissions', {
      proposal: proposal('Bot'),
      email: 'bot@example.org',
      homepage: 'https://spam.example',
    });
    expect(res.status).toBe(400);
    expect((await submissions().list()).length).toBe(before);
  });

  it('limits submissions per e-mail and per address (429 with Retry-After) and caps the body size', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await post('/submissions', { proposal: proposal(`Flood ${i}`), email: 'flood@example.org' })).status,
      );
    expect(statuses).toEqual([201, 201, 201, 429]);
    const byAddress = [];
    for (let i = 0; i < 6; i++)
      byAddress.push(
        await post('/submissions', { proposal: proposal(`Same ${i}`), email: `same${i}@example.org` }, '198.51.100.7'),
      );
    expect(byAddress.map((r) => r.status)).toEqual([201, 201, 201, 201, 201, 429]);
    expect(Number(byAddress.at(-1)!.headers.get('retry-after'))).toBeGreaterThan(0);
    const huge = await post(
      '/submissions',
      undefined,
      undefined,
      JSON.stringify({ proposal: { ...proposal('Huge'), description: 'x'.repeat(40_000) }, email: 'huge@example.org' }),
    );
    expect(huge.status).toBe(413);
  });
});
