/**
 * Public submissions through the API as a browser and the back-office send them, with the real mail server:
 * propose → confirmation mail → confirm → review (diff) → approve (the record exists, with the submitter's source)
 * or reject (the reason is on the status); the honeypot, the per-e-mail and per-address limits and the body cap.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITIES } from '../../../content-schema/registry.ts';
import { repository } from '../../adapters/data/store.ts';
import { ensureFirstAdmin } from '../../domain/auth/users.ts';
import { startMaildevOnFreePorts, type Maildev } from '../../../local/stack/maildev.ts';
import { resetConfig } from '../../config.ts';
import { resetMailer, sendMail } from '../../adapters/mail/mailer.ts';
import { seedCatalogue } from '../../domain/seed/catalogue.ts';
import { startTestDatabase } from '../../../tests/support/database.ts';
import { client, sha } from '../../../tests/support/api.ts';
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
    expect((await admin.get('/submission-review?state=published')).json).toEqual([]);
    expect((await admin.get('/submission-review?state=')).json).toEqual((await admin.get('/submission-review')).json);
    const unknownState = await admin.get('/submission-review?state=lost');
    expect(unknownState.status).toBe(400);
    expect(Object.keys(unknownState.json.fields)).toEqual(['state']);
    const badToken = await client(app).get('/submissions/not-a-token');
    expect(badToken.status).toBe(400);
    expect(Object.keys(badToken.json.fields)).toEqual(['token']);
    const opened = await admin.post(`/submission-review/${res.json.id}/open`, {});
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
    expect(String(dapp.source)).toMatch(/^Proposed by a visitor \(submission \d+/);
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
    // The published mail links the live listing; the repository given is the listing's (issue #31 item 2).
    expect(mails.at(-1)!.text).toMatch(/It is on the site: https?:\/\/\S+\/dapp-detailed\/tide-swap\b/);
    expect(dapp.repositoryUrls).toEqual(['https://github.com/example/swap']);
  });

  it('publishes the team’s pt-BR texts marked as theirs', async () => {
    const res = await post('/submissions', {
      proposal: { ...proposal('Maré Swap'), shortDescriptionPtBr: 'Uma troca de tokens na Neo N3.' },
      email: 'equipe@mare.example',
    });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const [confirmation] = await waitForMail('equipe@mare.example', 1);
    await post(`/submissions/${res.json.statusToken}/confirm`, {
      confirm: linkIn(confirmation!.text).searchParams.get('confirm'),
    });
    const opened = await admin.post(`/submission-review/${res.json.id}/open`, {});
    expect(opened.json.diff.find((r: { field: string }) => r.field === 'shortDescriptionPtBr')).toMatchObject({
      proposed: 'Uma troca de tokens na Neo N3.',
      changed: true,
    });
    await admin.post(`/submission-review/${res.json.id}/approve`, { proposal: opened.json.submission.proposal });
    const dapp = (await repository(ENTITIES.dapp).list()).find((d) => d.title === 'Maré Swap')!;
    expect(dapp).toMatchObject({ shortDescriptionPtBr: 'Uma troca de tokens na Neo N3.', ptBrTranslatedBy: 'team' });
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
    const opened = await admin.post(`/submission-review/${res.json.id}/open`, {});
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

/** A write from client address `address` with exactly `headers` (the proxy's secret and address added). */
const send = (path: string, method: string, headers: Record<string, string>, body?: string) =>
  app.request(`/client${path}`, {
    method,
    headers: { 'x-origin-verify': SECRET, 'x-forwarded-for': `203.0.113.${++lastAddress}`, ...headers },
    ...(body === undefined ? {} : { body }),
  });

describe('security, third round: public answers, cross-site writes, text, review (issue 33)', () => {
  it('names no administrator in the public status: the history says "administrator" (finding 2)', async () => {
    const res = await post('/submissions', { proposal: proposal('Quiet Swap'), email: 'quiet@example.org' });
    const link = linkIn((await waitForMail('quiet@example.org', 1))[0]!.text);
    await post(`/submissions/${res.json.statusToken}/confirm`, { confirm: link.searchParams.get('confirm') });
    await admin.post(`/submission-review/${res.json.id}/open`, {});
    await admin.post(`/submission-review/${res.json.id}/reject`, { reason: 'The website does not mention Neo.' });
    const status = await client(app).get(`/submissions/${res.json.statusToken}`);
    expect(status.json.history.map((h: { by: string }) => h.by)).toEqual([
      'submitter',
      'submitter',
      'administrator',
      'administrator',
    ]);
    expect(status.text).not.toMatch(/@/);
    // The back-office still sees who decided.
    expect((await admin.get(`/submission-review/${res.json.id}`)).json.submission.history.at(-1).by).toBe(ADMIN.email);
  });

  it("refuses writes from another origin (403) and bodies not sent as JSON (415), in the caller's language (finding 5)", async () => {
    const before = (await submissions().list()).length;
    const body = JSON.stringify({ proposal: proposal('Cross Site'), email: 'victim@example.org' });
    const plain = await send('/submissions', 'POST', { 'content-type': 'text/plain;charset=UTF-8' }, body);
    expect(plain.status).toBe(415);
    expect((await plain.json()).message).toBe('Send the request body as JSON (Content-Type: application/json).');
    const form = await send('/auth', 'POST', { 'content-type': 'application/x-www-form-urlencoded' }, 'email=a');
    expect(form.status).toBe(415);
    const evil = { origin: 'http://evil.example', 'content-type': 'application/json' };
    expect((await send('/submissions', 'POST', evil, body)).status).toBe(403);
    const recover = await send('/auth/recover', 'POST', { ...evil, 'accept-language': 'pt-BR' }, '{"email":"a@b.org"}');
    expect(recover.status).toBe(403);
    expect((await recover.json()).message).toMatch(/próprio site do Neo Ecosystem/);
    const token = (await client(app).post('/auth', { email: ADMIN.email, password: sha(ADMIN.password) })).json.token;
    const bearer = { authorization: `Bearer ${token}` };
    expect((await send('/category/1', 'DELETE', { ...bearer, origin: 'http://evil.example' })).status).toBe(403);
    expect((await send('/category', 'POST', { ...bearer, 'content-type': 'text/plain' }, '{}')).status).toBe(415);
    expect((await submissions().list()).length).toBe(before);
    expect(await inbox('victim@example.org')).toEqual([]);
    // The site's own pages, and API clients that send no Origin (CLIs, tests), go on; a DELETE needs no body type.
    const own = { origin: 'http://localhost:4321', 'content-type': 'application/json' };
    const ok = JSON.stringify({ proposal: proposal('Own Site'), email: 'own@example.org' });
    expect((await send('/submissions', 'POST', own, ok)).status).toBe(201);
    expect((await send('/category/999999', 'DELETE', bearer)).status).toBe(404);
  });

  it('quotes no visitor text in the mails but the title, marked as theirs (finding 5)', async () => {
    const spam = {
      ...proposal('Claim free GAS now at evil.example'),
      shortDescription: 'Visit https://evil.example/claim to get your GAS.',
    };
    expect((await post('/submissions', { proposal: spam, email: 'mark@example.org' })).status).toBe(201);
    const [mail] = await waitForMail('mark@example.org', 1);
    expect(mail!.subject).not.toMatch(/Claim|evil/);
    expect(mail!.text).toContain('(their words, not checked by us): «Claim free GAS now at evil.example»');
    expect(mail!.text).not.toContain('https://evil.example/claim');
  });

  it('sends mails as text: control characters dropped, one-line subjects (finding 4)', async () => {
    await sendMail({
      to: 'raw@example.org',
      subject: 'Contract\u0007 X\r\nBcc: a@b.org',
      text: 'Name: \u001b[2Jx\n\tok',
    });
    const [mail] = await waitForMail('raw@example.org', 1);
    expect(mail!.subject).toBe('Contract XBcc: a@b.org');
    expect(mail!.text.trim()).toBe('Name: [2Jx\n\tok');
  });

  it('counts +tag and case variants of one e-mail as one mailbox for the limit (finding 5)', async () => {
    const statuses = [];
    for (const email of ['tagged@example.org', 'tagged+1@example.org', 'TAGGED+2@Example.org', 'tagged+3@example.org'])
      statuses.push((await post('/submissions', { proposal: proposal(`Tagged ${statuses.length}`), email })).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it("refuses control characters in text, with the field's message; keeps tab and newline where text is multi-line (finding 4)", async () => {
    const bad = await post('/submissions', {
      proposal: { ...proposal('Bell\u0007Swap'), companyName: 'Esc\u001b[31m', description: 'Lone \ud800' },
      email: 'bell@example.org',
    });
    expect(bad.status).toBe(400);
    expect(bad.json.fields).toMatchObject({
      'proposal.title': expect.stringMatching(/may not contain control characters/),
      'proposal.companyName': expect.stringMatching(/control characters/),
      'proposal.description': expect.stringMatching(/control characters/),
    });
    const multiLine = { ...proposal('Lines Swap'), description: 'First line.\r\n\tSecond line.' };
    expect((await post('/submissions', { proposal: multiLine, email: 'lines@example.org' })).status).toBe(201);
    const category = await admin.post('/category', { title: 'Ctl\u0001probe', active: false });
    expect(category.status).toBe(400);
    expect(category.json.fields.title).toMatch(/control characters/);
    const token = (await client(app).post('/auth', { email: ADMIN.email, password: sha(ADMIN.password) })).json.token;
    const pt = await client(app, token, 'pt-BR').post('/category', { title: 'Tab\tprobe', active: false });
    expect(pt.json.fields.title).toMatch(/não pode conter caracteres de controle/);
  });

  it('reads a submission for review without changing it; opening for review is a POST (point 8)', async () => {
    const res = await post('/submissions', { proposal: proposal('Read Only'), email: 'read@example.org' });
    const link = linkIn((await waitForMail('read@example.org', 1))[0]!.text);
    await post(`/submissions/${res.json.statusToken}/confirm`, { confirm: link.searchParams.get('confirm') });
    await waitForMail('read@example.org', 2);
    const read = await admin.get(`/submission-review/${res.json.id}`);
    expect(read.json.submission.state).toBe('confirmed');
    expect((await submissions().get({ idSubmissionPk: res.json.id }))!.state).toBe('confirmed');
    expect(await inbox('read@example.org')).toHaveLength(2);
    const opened = await admin.post(`/submission-review/${res.json.id}/open`, {});
    expect(opened.json.submission.state).toBe('in-review');
    expect((await waitForMail('read@example.org', 3)).at(-1)!.subject).toMatch(/in review/);
  });

  it('gives submissions random ids, and reads ids of the former counter (point 8)', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 3; i++)
      ids.push(
        (await post('/submissions', { proposal: proposal(`Random ${i}`), email: `random${i}@example.org` })).json.id,
      );
    // 3 draws from 1..2^48: all three under 2^24 has a chance of about 10^-25.
    expect(ids.some((id) => id > 2 ** 24)).toBe(true);
    expect(ids.every((id) => Number.isSafeInteger(id) && id > 0)).toBe(true);
    for (const id of ids) expect((await admin.get(`/submission-review/${id}`)).status).toBe(200);
    const {
      version: _v,
      createdAt: _c,
      updatedAt: _u,
      ...old
    } = (await submissions().get({ idSubmissionPk: ids[0]! }))!;
    await submissions().create({ ...old, idSubmissionPk: 7, statusDigest: 'f'.repeat(64) });
    expect((await admin.get('/submission-review/7')).json.submission.idSubmissionPk).toBe(7);
  });

  it('ignores measured contract activity sent through the admin API, on create and on edit (point 8)', async () => {
    const dapp = (await repository(ENTITIES.dapp).list())[0]!;
    const measured = {
      invocationsLast7Days: 999_999,
      last7DaysPercent: 50,
      graph14Days: Array(14).fill(1),
      rank: 1,
      activityNetwork: 'mainnet',
    };
    const fields = { idDappFk: dapp.idDappPk, title: 'Measured probe', hash: '0x' + 'cd'.repeat(20) };
    const created = await admin.post('/contract', { ...fields, ...measured });
    expect(created.status, JSON.stringify(created.json)).toBe(200);
    const contracts = repository(ENTITIES.contract);
    const stored = (await contracts.get({ idContractPk: created.json.id }))!;
    for (const field of Object.keys(measured)) expect(stored[field], field).toBeUndefined();
    // The indexer measures; an administrator's edit then neither overwrites nor clears the figures.
    const { version, createdAt: _c, updatedAt: _u, ...record } = stored;
    const indexed = await contracts.replace(
      { ...record, invocationsLast7Days: 42, activityNetwork: 'testnet' },
      version,
    );
    const edited = await admin.post('/contract', {
      ...fields,
      idContractPk: created.json.id,
      title: 'Measured probe, renamed',
      invocationsLast7Days: 0,
      version: indexed.version,
    });
    expect(edited.status, JSON.stringify(edited.json)).toBe(200);
    expect(await contracts.get({ idContractPk: created.json.id })).toMatchObject({
      title: 'Measured probe, renamed',
      invocationsLast7Days: 42,
      activityNetwork: 'testnet',
    });
  });
});
