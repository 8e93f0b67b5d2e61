/**
 * Public answers hold only public facts (security, third round): every GET route of the app's own route table that
 * answers without a session (so a new public route is walked too), and the catalogue and live snapshots, after the
 * table holds private data — an administrator, a private dApp with a contract, a public dApp made private and renamed,
 * a private category given to a public dApp, a contract the indexer discovered that nobody listed, a submission an
 * administrator reviewed. Fails on any administrator e-mail, private record's title, slug or script hash, private
 * category, unlisted contract or internal-only field in any answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITIES } from '../../content-schema/registry.ts';
import { repository } from '../adapters/data/store.ts';
import { putDocument } from '../adapters/data/documents.ts';
import { resetMailer } from '../adapters/mail/mailer.ts';
import { ensureFirstAdmin, users } from '../domain/auth/users.ts';
import { issueToken } from '../domain/auth/tokens.ts';
import { DISCOVERED_DOCS } from '../domain/indexer/discovery.ts';
import { seedCatalogue } from '../domain/seed/catalogue.ts';
import { resetConfig } from '../config.ts';
import { startMaildevOnFreePorts, type Maildev } from '../../local/stack/maildev.ts';
import { startTestDatabase } from '../../tests/support/database.ts';
import { createApp } from './app.ts';

const app = createApp();
const ADMIN_EMAIL = 'owner.probe@example.org';
const SECRET = 'public-answers-origin-secret-0123456789';
/** What no public answer may hold (filled in beforeAll with the seeded private values). */
const SECRETS: string[] = [ADMIN_EMAIL];
/** Fields only the back-office or the server may know. */
const INTERNAL_FIELDS = [
  'passwordHash',
  'sessionEpoch',
  'idUserPk',
  'idPrivateCategoryPk',
  'privateCategory',
  'emailNotifications',
  'redactedBy',
];
let statusToken = '';
let db: Awaited<ReturnType<typeof startTestDatabase>>;
let mail: Maildev;

const strip = (r: Record<string, unknown>) => {
  const { version: _v, createdAt: _c, updatedAt: _u, ...rest } = r;
  return rest;
};

beforeAll(async () => {
  db = await startTestDatabase();
  await seedCatalogue();
  mail = await startMaildevOnFreePorts();
  process.env.MAIL_SMTP_URL = mail.smtpUrl;
  process.env.ORIGIN_SECRET = SECRET;
  resetConfig();
  resetMailer();
  await ensureFirstAdmin(ADMIN_EMAIL, 'Owner-Probe-2026');
  const [admin] = await users().list();
  const bearer = { authorization: `Bearer ${await issueToken(admin!.idUserPk, admin!.sessionEpoch ?? 0)}` };

  const dapps = repository(ENTITIES.dapp);
  const model = strip((await dapps.list()).find((d) => d.active && !d.private)!);
  const { idDappPk: _id, ...fields } = model;
  const hidden = await dapps.create({
    ...fields,
    title: 'Cloaked Vault Probe',
    slug: 'cloaked-vault-probe',
    private: true,
  });
  const contracts = repository(ENTITIES.contract);
  const { idContractPk: _k, ...contract } = strip((await contracts.list())[0]!);
  const hiddenHash = '0x' + 'd1'.repeat(20);
  await contracts.create({ ...contract, idDappFk: hidden.idDappPk, title: 'Cloaked Router Probe', hash: hiddenHash });
  const turned = await dapps.create({ ...fields, title: 'Turncoat Probe', slug: 'turncoat-probe', private: false });
  await dapps.replace(
    { ...turned, title: 'Turncoat Secret Probe', slug: 'turncoat-secret-probe', private: true },
    turned.version,
  );
  const category = await repository(ENTITIES['private-category']).create({
    title: 'Members Only Probe',
    slug: 'members-only-probe',
  });
  const open = (await dapps.list()).find((d) => d.active && !d.private)!;
  await dapps.replace({ ...open, privateCategory: category.idPrivateCategoryPk }, open.version);
  const unlisted = '0x' + 'e2'.repeat(20);
  await putDocument(DISCOVERED_DOCS, unlisted, {
    hash: unlisted,
    name: 'Unlisted Probe Contract',
    supportedStandards: [],
    methods: [],
    events: [],
    destroyed: false,
    mailed: true,
  });
  SECRETS.push(
    'Cloaked Vault Probe',
    'cloaked-vault-probe',
    'Cloaked Router Probe',
    hiddenHash.slice(2),
    'Turncoat Secret Probe',
    'turncoat-secret-probe',
    'Members Only Probe',
    'members-only-probe',
    unlisted.slice(2),
    'Unlisted Probe Contract',
  );

  // A public submission an administrator reviewed: its status page is public, its reviewer is not.
  const submitted = await app.request('/client/submissions', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: 'http://localhost:4321',
      'x-origin-verify': SECRET,
      'x-forwarded-for': '203.0.113.9',
    },
    body: JSON.stringify({
      email: 'team@probe.example',
      proposal: {
        title: 'Reviewed Probe',
        shortDescription: 'Reviewed Probe swaps tokens on Neo N3.',
        websiteUrl: 'https://example.org/reviewed-probe',
        dappCategory: [1],
        dappBlockchainVersion: [1],
        contracts: [],
        socials: [],
        repositories: [],
      },
    }),
  });
  expect(submitted.status).toBe(201);
  statusToken = (await submitted.json()).statusToken;
  const queue = (await (await app.request('/client/submission-review', { headers: bearer })).json()) as {
    idSubmissionPk: number;
  }[];
  const id = queue.find((s) => JSON.stringify(s).includes('Reviewed Probe'))!.idSubmissionPk;
  const write = {
    method: 'POST',
    headers: { ...bearer, 'content-type': 'application/json', origin: 'http://localhost:4321' },
  };
  await app.request(`/client/submission-review/${id}/open`, write);
  const rejected = await app.request(`/client/submission-review/${id}/reject`, {
    ...write,
    body: JSON.stringify({ reason: 'Not a dApp yet.' }),
  });
  expect(rejected.status, await rejected.clone().text()).toBe(200);
}, 90_000);
afterAll(async () => {
  delete process.env.ORIGIN_SECRET;
  resetConfig();
  await mail?.close();
  await db.close();
});

/** The GET routes of the app's route table, with their parameters filled, and the query variants the site sends. */
function publicCandidates(): string[] {
  const paths = [...new Set(app.routes.filter((r) => r.method === 'GET').map((r) => r.path))];
  const urls = paths.map((p) => p.replace(/:token/g, statusToken).replace(/:[A-Za-z0-9]+/g, '1'));
  return [
    ...urls,
    ...urls.map((u) => `${u}?isDapp=true`),
    '/client/snapshot/live?sections=tokens,contracts,nfts,news,github,sources',
  ];
}

describe('public answers', () => {
  it('hold no administrator e-mail, private record, private category, unlisted contract or internal field', async () => {
    const leaks: string[] = [];
    let answered = 0;
    for (const url of publicCandidates()) {
      const res = await app.request(url, { headers: { 'accept-language': 'en-US' } });
      if (res.status === 401 || res.status === 403 || res.status === 404) continue;
      answered++;
      const text = await res.text();
      for (const secret of SECRETS)
        if (text.toLowerCase().includes(secret.toLowerCase())) leaks.push(`${url}: ${secret}`);
      for (const field of INTERNAL_FIELDS) if (text.includes(`"${field}"`)) leaks.push(`${url}: field ${field}`);
      const mails = (text.match(/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g) ?? []).filter(
        (m) => m !== 'team@probe.example',
      );
      if (mails.some((m) => m.toLowerCase().endsWith('@example.org'))) leaks.push(`${url}: e-mail ${mails.join(', ')}`);
    }
    // The walk reached the snapshots, the lists, the settings, the submission status and the OpenAPI document.
    expect(answered).toBeGreaterThanOrEqual(8);
    expect(leaks).toEqual([]);
  }, 60_000);
});
