/**
 * The dashboard's content domain as the API's routes call it: save with the version that was edited, the rules on
 * save (unknown references, a unique e-mail, the password stored only as a hash), deletion refused while other
 * records point to the record, and the list query (filters, search, sort, pages).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITIES } from '../../../content-schema/registry.ts';
import { repository } from '../../adapters/data/store.ts';
import { electroEntity } from '../../adapters/data/electro.ts';
import { statusOf } from '../../api/errors.ts';
import { DomainError } from '../errors.ts';
import { clientPasswordHash, verifyPassword } from '../auth/passwords.ts';
import { startTestDatabase } from '../../../tests/support/database.ts';
import { persist, remove } from './crud.ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, pageOf, parseListQuery } from './query.ts';

/** The error a call rejects with, as the API answers it (an HTTP status, a message, maybe fields). */
async function refusal(
  call: Promise<unknown>,
): Promise<{ status: number; message: string; fields?: Record<string, string> }> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Error);
  expect(statusOf(error)).not.toBe(500);
  const { message, fields } = error as DomainError;
  return { status: statusOf(error), message, ...(fields ? { fields } : {}) };
}

const org = { title: 'City of Zion', githubLogin: 'CityOfZion', repositoryUrl: 'https://github.com/CityOfZion' };

let db: Awaited<ReturnType<typeof startTestDatabase>>;
beforeAll(async () => {
  db = await startTestDatabase();
});
afterAll(async () => db.close());

describe('saving content', () => {
  it('creates a record with a new id and version 1, and replaces it only with the version that was edited', async () => {
    const created = await persist('organization', org, 'en-US');
    expect(created).toMatchObject({ id: expect.any(Number), version: 1 });
    const edited = await persist(
      'organization',
      { ...org, idOrganizationPk: created.id, location: 'Global', version: 1 },
      'en-US',
    );
    expect(edited.version).toBe(2);
    const stale = await refusal(
      persist('organization', { ...org, idOrganizationPk: created.id, location: 'Lost', version: 1 }, 'en-US'),
    );
    expect(stale.status).toBe(409);
    const noVersion = await refusal(persist('organization', { ...org, idOrganizationPk: created.id }, 'en-US'));
    expect(noVersion.status).toBe(400);
    expect((await repository(ENTITIES.organization).get({ idOrganizationPk: created.id }))?.location).toBe('Global');
  });

  it("refuses bad fields with a message per field in the request's language, and saves nothing", async () => {
    const before = (await repository(ENTITIES.organization).list()).length;
    const en = await refusal(persist('organization', { ...org, repositoryUrl: 'not a url' }, 'en-US'));
    expect(en.status).toBe(400);
    expect(en.message).toBe('There are fields with validation errors');
    expect(Object.keys(en.fields ?? {})).toEqual(['repositoryUrl']);
    const pt = await refusal(persist('organization', { ...org, repositoryUrl: 'not a url' }, 'pt-BR'));
    expect(pt.message).not.toBe(en.message);
    expect((await repository(ENTITIES.organization).list()).length).toBe(before);
  });

  it('refuses a reference to a record that does not exist', async () => {
    const error = await refusal(
      persist(
        'repository',
        { organization: 999, title: 'neon-js', repositoryUrl: 'https://github.com/CityOfZion/neon-js' },
        'en-US',
      ),
    );
    expect(error.status).toBe(400);
    expect(Object.keys(error.fields ?? {})).toEqual(['organization']);
  });

  it('names the token that replaced a deprecated one only when it exists and is another token', async () => {
    const token = (symbol: string, extra: Record<string, unknown> = {}) => ({
      title: symbol,
      symbol,
      hash: `0x${symbol.toLowerCase().padEnd(40, '0')}`,
      ...extra,
    });
    const source = 'https://example.org/migration';
    const v2 = await persist('token-priced', token('ab2'), 'en-US');
    const old = { isDeprecated: true, replacedBySource: source };
    const missing = await refusal(persist('token-priced', token('ab1', { ...old, replacedBy: 999 }), 'pt-BR'));
    expect([missing.status, Object.keys(missing.fields ?? {})]).toEqual([400, ['replacedBy']]);
    const saved = await persist('token-priced', token('ab1', { ...old, replacedBy: v2.id }), 'en-US');
    const self = await refusal(
      persist(
        'token-priced',
        token('ab1', { ...old, idTokenPricedPk: saved.id, replacedBy: saved.id, version: 1 }),
        'en-US',
      ),
    );
    expect(self.fields).toEqual({ replacedBy: 'The Replaced by field may not name this record itself' });
  });

  it("stores an administrator's password only as a hash of the SHA-256 sent, and keeps e-mails unique", async () => {
    const sent = clientPasswordHash('Admin-Pass-2026');
    const { id } = await persist('user', { email: 'ana@example.org', fullName: 'Ana', password: sent }, 'en-US');
    const stored = await repository(ENTITIES.user).get({ idUserPk: id });
    expect(stored).not.toHaveProperty('password');
    expect(await verifyPassword(String(stored!.passwordHash), sent)).toBe(true);
    const twice = await refusal(
      persist('user', { email: 'ana@example.org', fullName: 'Other', password: sent }, 'en-US'),
    );
    expect(Object.keys(twice.fields ?? {})).toEqual(['email']);
  });
});

describe('natural keys kept by guard items', () => {
  it('refuses a title that a record stored before guard items existed already holds, whatever the case', async () => {
    // A record written as an older version stored it: no guard item names its title.
    const now = new Date().toISOString();
    await electroEntity(ENTITIES['nnt-tag'])
      .put({ idNntTagPk: 900, title: 'Legacy Tag', active: true, version: 1, createdAt: now, updatedAt: now })
      .go();
    const taken = await refusal(persist('nnt-tag', { title: ' legacy tag ' }, 'en-US'));
    expect([taken.status, Object.keys(taken.fields ?? {})]).toEqual([400, ['title']]);
    // The record itself keeps its title through an edit, and a new title is free.
    expect((await persist('nnt-tag', { idNntTagPk: 900, title: 'Legacy Tag', version: 1 }, 'en-US')).version).toBe(2);
    expect((await persist('nnt-tag', { title: 'Fresh Tag' }, 'en-US')).version).toBe(1);
  });

  it('answers 400 for a title another record held before the save, on a create and on an edit, and stores nothing', async () => {
    const tags = repository(ENTITIES['nnt-tag']);
    await persist('nnt-tag', { title: 'Held Tag' }, 'en-US');
    const other = await persist('nnt-tag', { title: 'Other Tag' }, 'en-US');
    const before = await tags.list();
    const created = await refusal(persist('nnt-tag', { title: ' HELD tag' }, 'en-US'));
    expect([created.status, Object.keys(created.fields ?? {})]).toEqual([400, ['title']]);
    const edited = await refusal(persist('nnt-tag', { idNntTagPk: other.id, title: 'held tag', version: 1 }, 'en-US'));
    expect([edited.status, Object.keys(edited.fields ?? {})]).toEqual([400, ['title']]);
    expect(await tags.list()).toEqual(before);
    // The refused edit let go of nothing: its record keeps its own title.
    expect((await refusal(persist('nnt-tag', { title: 'other tag' }, 'en-US'))).status).toBe(400);
  });
});

describe('deleting content', () => {
  it('refuses to delete a record others point to, naming them, then deletes it once they are gone', async () => {
    const owner = await persist(
      'organization',
      { ...org, title: 'NGD', githubLogin: 'neo-ngd', repositoryUrl: 'https://github.com/neo-ngd' },
      'en-US',
    );
    const repo = await persist(
      'repository',
      { organization: owner.id, title: 'neo3fura', repositoryUrl: 'https://github.com/neo-ngd/neo3fura' },
      'en-US',
    );
    const inUse = await refusal(remove('organization', { idOrganizationPk: owner.id }, 'en-US'));
    expect(inUse.status).toBe(409);
    expect(inUse.message).toContain('neo3fura');
    await remove('repository', { idRepositoryPk: repo.id }, 'en-US');
    await remove('organization', { idOrganizationPk: owner.id }, 'en-US');
    expect(await repository(ENTITIES.organization).get({ idOrganizationPk: owner.id })).toBeUndefined();
    expect((await refusal(remove('organization', { idOrganizationPk: owner.id }, 'en-US'))).status).toBe(404);
  });
});

describe('list query', () => {
  const def = ENTITIES.category;
  const rows = Array.from({ length: 25 }, (_, i) => ({
    idCategoryPk: i + 1,
    title: `Category ${i + 1}`,
    active: i % 2 === 0,
  }));

  it('pages by 10 by default, at most 100, from page 0, in id order', () => {
    const q = parseListQuery(def, {});
    expect([q.page, q.pageSize]).toEqual([0, DEFAULT_PAGE_SIZE]);
    expect(parseListQuery(def, { pageSize: ['5000'] }).pageSize).toBe(MAX_PAGE_SIZE);
    const page = pageOf(def, rows, parseListQuery(def, { page: ['2'] }));
    expect(page).toMatchObject({ total: 25, page: 2, pageSize: 10 });
    expect(page.items.map((r) => r.idCategoryPk)).toEqual([21, 22, 23, 24, 25]);
  });

  it('filters by repeated parameters, searches the title and sorts numbers in the text as numbers', () => {
    const q = parseListQuery(def, {
      active: ['true'],
      query: ['category 1'],
      sort: ['title'],
      order: ['desc'],
      unknown: ['x'],
    });
    expect(q.filters).toEqual({ active: [true] });
    expect(pageOf(def, rows, q).items.map((r) => r.title)).toEqual([
      'Category 19',
      'Category 17',
      'Category 15',
      'Category 13',
      'Category 11',
      'Category 1',
    ]);
  });
});
