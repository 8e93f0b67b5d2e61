/**
 * What an attacker tried (issue 17), against the API on dynalite: parallel password guessing, forged client
 * addresses, account probing through recovery, races on natural keys and on the boosted maximum, numbers that
 * overflow, and a property-based fuzz of every write route built from the entities' valibot schemas.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITY_LIST, type EntityDefinition } from '../../content-schema/registry.ts';
import { ensureFirstAdmin } from '../domain/auth/users.ts';
import { PASSWORD_LIMITS } from '../domain/auth/attempts.ts';
import { recoveryMailsIdle } from '../domain/auth/recovery.ts';
import { resetConfig } from '../config.ts';
import { repository } from '../adapters/data/store.ts';
import { startMaildevOnFreePorts, type Maildev } from '../../local/stack/maildev.ts';
import { startTestDatabase } from '../../tests/support/database.ts';
import { client, sha } from '../../tests/support/api.ts';
import { resetMailer } from '../adapters/mail/mailer.ts';
import { createApp } from './app.ts';

const app = createApp();
const anonymous = client(app);
let db: Awaited<ReturnType<typeof startTestDatabase>>;
let mail: Maildev;
let api: ReturnType<typeof client>;
const SECRET = 'o'.repeat(48);

beforeAll(async () => {
  db = await startTestDatabase();
  mail = await startMaildevOnFreePorts();
  process.env.MAIL_SMTP_URL = mail.smtpUrl;
  process.env.ORIGIN_SECRET = SECRET;
  resetConfig();
  resetMailer();
  await ensureFirstAdmin('root@example.org', 'Root-Pass-2026');
  api = client(app, (await signIn('root@example.org', 'Root-Pass-2026', '192.0.2.1')).json.token);
}, 30_000);
afterAll(async () => {
  delete process.env.ORIGIN_SECRET;
  resetConfig();
  await mail?.close();
  await db.close();
});

/** Sign in through "our proxy" from `address` (the origin secret makes the API believe X-Forwarded-For). */
async function signIn(email: string, password: string, address: string, extra: Record<string, string> = {}) {
  const res = await app.request('/client/auth', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-origin-verify': SECRET, 'x-forwarded-for': address, ...extra },
    body: JSON.stringify({ email, password: sha(password) }),
  });
  return { status: res.status, json: await res.json(), headers: res.headers };
}

describe('password guessing', () => {
  it('lets at most the free attempts of a parallel burst reach the password check; the rest get 429 with Retry-After', async () => {
    await api.post('/user', { email: 'victim@example.org', fullName: 'Victim', password: sha('Victim-Pass-2026') });
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) => signIn('victim@example.org', 'wrong', `198.51.100.${i}`)),
    );
    expect(burst.filter((r) => r.status === 401)).toHaveLength(PASSWORD_LIMITS.account.free);
    const refused = burst.filter((r) => r.status === 429);
    expect(refused).toHaveLength(30 - PASSWORD_LIMITS.account.free);
    expect(Number(refused[0]!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // The owner is slowed down, not locked out: after the back-off the right password gets in.
    const wait = Number(refused[0]!.headers.get('retry-after'));
    await new Promise((r) => setTimeout(r, wait * 1000 + 50));
    expect((await signIn('victim@example.org', 'Victim-Pass-2026', '203.0.113.200')).status).toBe(200);
  }, 30_000);

  it('limits an address however it names itself: a client-set X-Forwarded-For without the origin secret is ignored', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < PASSWORD_LIMITS.address.max + 3; i++) {
      const res = await app.request('/client/auth', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `203.0.113.${i}`,
          'cloudfront-viewer-address': `203.0.113.${i}:1`,
        },
        body: JSON.stringify({ email: `nobody-${i}@example.org`, password: sha('x') }),
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, PASSWORD_LIMITS.address.max).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(PASSWORD_LIMITS.address.max).every((s) => s === 429)).toBe(true);
  });
});

describe('recovery', () => {
  it('answers a known and an unknown e-mail alike and mails only the known one', async () => {
    const inbox = async () => (await (await fetch(`${mail.inboxUrl}/email`)).json()) as { to: { address: string }[] }[];
    const before = (await inbox()).length;
    const ask = (email: string) =>
      app.request('/client/auth/recover', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      });
    const [known, unknown] = [await ask('root@example.org'), await ask('ghost@example.org')];
    expect(known.status).toBe(unknown.status);
    expect(await known.text()).toBe(await unknown.text());
    expect([...known.headers.keys()].filter((k) => k !== 'x-request-id')).toEqual(
      [...unknown.headers.keys()].filter((k) => k !== 'x-request-id'),
    );
    await recoveryMailsIdle();
    await expect.poll(async () => (await inbox()).length).toBe(before + 1);
    expect((await inbox()).at(-1)!.to[0]!.address).toBe('root@example.org');
  });

  it('limits recovery per e-mail', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await anonymous.post('/auth/recover', { email: 'limited-recovery@example.org' })).status);
    expect(statuses).toContain(429);
  });
});

describe('races against the database', () => {
  it('creates exactly one administrator of 6 parallel creates with one e-mail; the rest get 409 on the e-mail field', async () => {
    const res = await Promise.all(
      Array.from({ length: 6 }, () =>
        api.post('/user', { email: 'dup@example.org', fullName: 'Dup', password: sha('Dup-Pass-2026') }),
      ),
    );
    expect(res.filter((r) => r.status === 200)).toHaveLength(1);
    const lost = res.filter((r) => r.status !== 200);
    expect(lost.every((r) => r.status === 409 || r.status === 400)).toBe(true);
    expect(lost.some((r) => r.status === 409 && typeof r.json.fields?.email === 'string')).toBe(true);
    expect((await api.get('/user?query=dup@example.org')).json.total).toBe(1);
  });

  it('creates exactly one dApp of 5 parallel creates with one slug', async () => {
    const res = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        api.post('/dapp', { title: `Same ${i}`, slug: 'same-slug', shortDescription: 'x' }),
      ),
    );
    expect(res.filter((r) => r.status === 200)).toHaveLength(1);
    expect(
      (await repository(ENTITY_LIST.find((d) => d.name === 'dapp')!).list()).filter((d) => d.slug === 'same-slug'),
    ).toHaveLength(1);
    // The slug is free again once its dApp is gone.
    const id = res.find((r) => r.status === 200)!.json.id;
    expect((await api.delete(`/dapp/${id}`)).status).toBe(200);
    expect((await api.post('/dapp', { title: 'Again', slug: 'same-slug', shortDescription: 'x' })).status).toBe(200);
  });

  /** A valid record of each other guarded entity whose natural key `field` is `value` (`i` keeps other natural keys apart). */
  const guarded: {
    entity: string;
    field: string;
    body: (value: string, i: number) => Record<string, unknown>;
    value: string;
  }[] = [
    {
      entity: 'category',
      field: 'title',
      value: 'Race Category',
      body: (title, i) => ({ title, slug: `race-category-${i}`, active: true }),
    },
    {
      entity: 'category',
      field: 'slug',
      value: 'race-slug',
      body: (slug, i) => ({ title: `Race slug ${i}`, slug, active: true }),
    },
    {
      entity: 'blockchain-version',
      field: 'title',
      value: 'Race Chain',
      body: (title, i) => ({ title, tagName: `race-chain-${i}`, color: '#00e599', active: true }),
    },
    {
      entity: 'blockchain-version',
      field: 'tagName',
      value: 'race-tag',
      body: (tagName, i) => ({ title: `Race tag ${i}`, tagName, color: '#00e599', active: true }),
    },
    {
      entity: 'private-category',
      field: 'slug',
      value: 'race-private',
      body: (slug, i) => ({ title: `Race private ${i}`, slug }),
    },
    { entity: 'platform-type', field: 'title', value: 'Race Platform', body: (title) => ({ title, isWeb: true }) },
    { entity: 'social-type', field: 'title', value: 'Race Social', body: (title) => ({ title, active: true }) },
    { entity: 'nnt-tag', field: 'title', value: 'Race Tag', body: (title) => ({ title, active: true }) },
    { entity: 'dapp-connection', field: 'title', value: 'Race Connection', body: (title) => ({ title, active: true }) },
    {
      entity: 'nftCollection',
      field: 'hash',
      value: `0x${'ab'.repeat(20)}`,
      body: (hash, i) => ({ name: `Race NFT ${i}`, hash }),
    },
  ];

  it.each(guarded)(
    'creates exactly one $entity of 5 parallel creates with one $field; the rest get 409 or 400 on that field',
    async ({ entity, field, value, body }) => {
      // The same key written with other case and surrounding spaces is the same key.
      const variants = [value, value.toUpperCase(), ` ${value} `, value.toLowerCase(), value];
      const res = await Promise.all(variants.map((v, i) => api.post(`/${entity}`, body(v, i))));
      expect(
        res.filter((r) => r.status === 200),
        JSON.stringify(res.map((r) => [r.status, r.json])),
      ).toHaveLength(1);
      const lost = res.filter((r) => r.status !== 200);
      expect(
        lost.every((r) => (r.status === 409 || r.status === 400) && typeof r.json.fields?.[field] === 'string'),
      ).toBe(true);
      const def = ENTITY_LIST.find((d) => d.name === entity)!;
      const holders = (await repository(def).list()).filter(
        (r) => String(r[field]).trim().toLowerCase() === value.toLowerCase(),
      );
      expect(holders).toHaveLength(1);
      // Once that record is gone the key is free again.
      expect((await api.delete(`/${entity}/${holders[0]![def.idFields[0]!]}`)).status).toBe(200);
      expect((await api.post(`/${entity}`, body(value, 9))).status).toBe(200);
    },
  );

  it('creates exactly one contract of 5 parallel creates with one script hash, across dApps', async () => {
    const dapps = [];
    for (let i = 0; i < 5; i++)
      dapps.push(
        (await api.post('/dapp', { title: `Hash race ${i}`, slug: `hash-race-${i}`, shortDescription: 'x' })).json.id,
      );
    const hash = `0x${'cd'.repeat(20)}`;
    const res = await Promise.all(
      dapps.map((idDappFk, i) =>
        api.post('/contract', {
          idDappFk,
          title: `Router ${i}`,
          hash: i % 2 ? hash.toUpperCase().replace('0X', '0x') : hash,
        }),
      ),
    );
    expect(
      res.filter((r) => r.status === 200),
      JSON.stringify(res.map((r) => [r.status, r.json])),
    ).toHaveLength(1);
    expect(res.filter((r) => r.status !== 200).every((r) => typeof r.json.fields?.hash === 'string')).toBe(true);
    expect(
      (await repository(ENTITY_LIST.find((d) => d.name === 'contract')!).list()).filter(
        (c) => String(c.hash).toLowerCase() === hash,
      ),
    ).toHaveLength(1);
  });

  it('keeps the boosted dApps at the maximum under 8 parallel boosts', async () => {
    const max = (await api.get('/global')).json.boostedDappMaxsize as number;
    const boosted = (await api.get('/boosted-dapp?pageSize=100')).json.total as number;
    const ids = [];
    for (let i = 0; i < max - boosted + 3; i++)
      ids.push((await api.post('/dapp', { title: `Boost ${i}`, slug: `boost-${i}`, shortDescription: 'x' })).json.id);
    const res = await Promise.all(ids.map((id) => api.post('/boosted-dapp', { idDappFk: id })));
    expect(res.filter((r) => r.status >= 500)).toEqual([]);
    expect((await api.get('/boosted-dapp?pageSize=100')).json.total).toBe(max);
  });
});

describe('numbers', () => {
  it('answers 400 with the field for Infinity and integers past 2^53, and stores nothing', async () => {
    const token = (await signIn('root@example.org', 'Root-Pass-2026', '192.0.2.60')).json.token as string;
    const infinite = await app.request('/client/blockchain-version', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: '{"title":"Huge","color":"#000000","networkIdentifier":1e309,"active":true,"tagName":"huge"}',
    });
    expect(infinite.status).toBe(400);
    expect((await infinite.json()).fields.networkIdentifier).toBeTruthy();
    const huge = await api.post('/blockchain-version', {
      title: 'Huge',
      color: '#000000',
      networkIdentifier: 2 ** 40,
      active: true,
      tagName: 'huge',
    });
    expect(huge.status).toBe(400);
    expect(huge.json.fields.networkIdentifier).toBeTruthy();
    const unsafe = await api.post('/category', { title: 'Unsafe', active: true, order: 9007199254740993 });
    expect(unsafe.status).toBe(400);
    expect(unsafe.json.fields.order).toBeTruthy();
    expect((await api.get('/category?query=Unsafe')).json.total).toBe(0);
  });
});

/** A value for a schema entry: valid-looking, empty, wrong-typed or out of range (as JSON text, so 1e309 can be sent). */
function entryValue(schema: { type: string; wrapped?: unknown }): fc.Arbitrary<string> {
  let s = schema;
  while (s.wrapped) s = s.wrapped as typeof s;
  const any = fc.oneof(
    fc.constant('null'),
    fc.constant('""'),
    fc.constant('1e309'),
    fc.constant('-1e309'),
    fc.constant('9007199254740993'),
    fc.string({ maxLength: 300 }).map((x) => JSON.stringify(x)),
    fc.constant('[]'),
    fc.constant('{}'),
    fc.constant('true'),
  );
  const typed =
    s.type === 'number'
      ? fc.oneof(fc.integer().map(String), fc.double({ noNaN: true, noDefaultInfinity: true }).map(String))
      : s.type === 'boolean'
        ? fc.boolean().map(String)
        : s.type === 'array'
          ? fc.array(fc.integer({ min: -2, max: 5 }), { maxLength: 3 }).map((x) => JSON.stringify(x))
          : fc.string({ maxLength: 40 }).map((x) => JSON.stringify(x));
  return fc.oneof({ weight: 3, arbitrary: typed }, { weight: 1, arbitrary: any });
}
/** A JSON body for `def`'s write route: a random subset of its fields with values from entryValue. */
function bodyOf(def: EntityDefinition): fc.Arbitrary<string> {
  const entries = Object.entries(def.object.entries);
  return fc.tuple(...entries.map(([, schema]) => fc.option(entryValue(schema as never), { nil: undefined }))).map(
    (values) =>
      `{${entries
        .map(([field], i) => (values[i] === undefined ? undefined : `${JSON.stringify(field)}:${values[i]}`))
        .filter(Boolean)
        .join(',')}}`,
  );
}

describe('fuzz of every write route from its schema', () => {
  it('never answers 5xx, and a refused write changes nothing', async () => {
    const token = (await signIn('root@example.org', 'Root-Pass-2026', '192.0.2.50')).json.token as string;
    for (const def of ENTITY_LIST) {
      await fc.assert(
        fc.asyncProperty(bodyOf(def), async (text) => {
          const before = JSON.stringify(await repository(def).list());
          const res = await app.request(`/client/${def.name}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: text,
          });
          if (res.status >= 500) throw new Error(`${def.name} ${text} → ${res.status} ${await res.text()}`);
          if (res.status >= 400) expect(JSON.stringify(await repository(def).list())).toBe(before);
        }),
        { numRuns: 15 },
      );
    }
  }, 180_000);
});
