import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityName } from '../../../content-schema/registry.ts';
import { ensureFirstAdmin } from '../../domain/auth/users.ts';
import { UNIQUE_FIELDS } from '../../adapters/data/guards.ts';
import { startTestDatabase } from '../../../tests/support/database.ts';
import { client, sha } from '../../../tests/support/api.ts';
import { createApp } from '../app.ts';

const app = createApp();
let api: ReturnType<typeof client>;
let db: Awaited<ReturnType<typeof startTestDatabase>>;
const ids: Partial<Record<EntityName, number>> = {};

beforeAll(async () => {
  db = await startTestDatabase();
  await ensureFirstAdmin('root@example.org', 'Root-Pass-2026');
  const { json } = await client(app).post('/auth', { email: 'root@example.org', password: sha('Root-Pass-2026') });
  api = client(app, json.token);
}, 30_000);
afterAll(async () => db.close());

const day = (d: number) => new Date(Date.UTC(2026, 10, d)).toISOString();
/** One valid record per dashboard entity, in an order where relations already exist. */
const SAMPLES: [EntityName, () => Record<string, unknown>][] = [
  [
    'blockchain-version',
    () => ({ title: 'Neo N3', color: '#00E599', tagName: 'neo-n3', networkIdentifier: 860833102 }),
  ],
  ['category', () => ({ title: 'DeFi' })],
  ['token', () => ({ title: 'FLM' })],
  ['supportedToken', () => ({ title: 'GAS', order: 1 })],
  ['supported-server', () => ({ name: 'Neo', order: 1, discordLink: 'https://discord.gg/neo' })],
  ['nnt-tag', () => ({ title: 'DeFi' })],
  ['social-type', () => ({ title: 'GitHub', slug: 'github' })],
  ['dapp-connection', () => ({ title: 'WalletConnect' })],
  ['private-category', () => ({ title: 'Partners', slug: 'partners' })],
  ['platform-type', () => ({ title: 'Web', isWeb: true })],
  [
    'dapp',
    () => ({
      title: 'Flamingo',
      slug: 'flamingo',
      shortDescription: 'DeFi on N3',
      dappCategory: [ids.category],
      dappBlockchainVersion: [ids['blockchain-version']],
    }),
  ],
  [
    'contract',
    () => ({
      idDappFk: ids.dapp,
      title: 'Router',
      hash: '0xf970f4ccecd765b63732b821775dc38c25d74f23',
      blockchainVersion: ids['blockchain-version'],
    }),
  ],
  ['nep17', () => ({ idContractPk: ids.contract, symbol: 'FLM', decimals: 8 })],
  [
    'dapp-social',
    () => ({ idDappFk: ids.dapp, idSocialTypeFk: ids['social-type'], url: 'https://github.com/flamingo-finance' }),
  ],
  ['boosted-dapp', () => ({ idDappFk: ids.dapp, order: 1 })],
  [
    'wallet',
    () => ({
      title: 'NeoLine',
      slug: 'neoline',
      description: 'Extension',
      platformType: [ids['platform-type']],
      blockchainVersion: [ids['blockchain-version']],
    }),
  ],
  [
    'explorer',
    () => ({ title: 'Dora', websiteUrl: 'https://dora.coz.io', blockchainVersion: ids['blockchain-version'] }),
  ],
  ['exchange', () => ({ title: 'Binance', type: 'CEX', supportsNeo: true })],
  [
    'banner',
    () => ({
      title: 'Launch',
      imageUrl: 'https://example.org/b.png',
      action: 3,
      url: 'https://neo.org',
      websiteSection: 1,
      visibleStartDatetime: day(1),
      visibleEndDatetime: day(30),
    }),
  ],
  ['organization', () => ({ title: 'COZ', githubLogin: 'CityOfZion', repositoryUrl: 'https://github.com/CityOfZion' })],
  [
    'repository',
    () => ({
      organization: ids.organization,
      title: 'neon-js',
      repositoryUrl: 'https://github.com/CityOfZion/neon-js',
    }),
  ],
  [
    'token-priced',
    () => ({ title: 'Flamingo', symbol: 'FLM', hash: '0xf0151f528127558851b39c2cd8aa47da7418ab28', decimals: 8 }),
  ],
  ['nftCollection', () => ({ name: 'GhostMarket', hash: '0x577a51f7d39162c9de1db12a6b319c848e4c54e5' })],
  [
    'developer-aid',
    () => ({ title: 'Docs', callToActionText: 'Read', actionUrl: 'https://docs.neo.org', description: 'Docs' }),
  ],
  ['user', () => ({ email: 'editor@example.org', fullName: 'Editor', password: sha('Editor-Pass-2026') })],
];
const pathOf = (name: EntityName, saved: { ids: Record<string, number> }) =>
  `/${name}/${Object.values(saved.ids).join('/')}`;

describe('entity API', () => {
  it('creates, reads, lists and exports a record of every dashboard entity', async () => {
    for (const [name, sample] of SAMPLES) {
      const created = await api.post(`/${name}`, sample());
      expect(created.status, `${name}: ${created.text}`).toBe(200);
      expect(typeof created.json.id).toBe('number');
      ids[name] = created.json.id;
      const read = await api.get(pathOf(name, created.json));
      expect(read.status, name).toBe(200);
      expect(read.json.version).toBe(1);
      const list = await api.get(`/${name}?page=0`);
      expect(list.json.total, name).toBeGreaterThanOrEqual(1);
      expect((await api.get(`/${name}/export`)).status, name).toBe(200);
    }
  });

  it('deletes a record of every dashboard entity (dependents first) and answers 404 after', async () => {
    const extra: Record<string, { ids: Record<string, number> }> = {};
    for (const [name, sample] of SAMPLES) {
      const body = sample();
      if (name === 'dapp') Object.assign(body, { slug: 'delete-me', title: 'Delete me' });
      if (name === 'user') Object.assign(body, { email: 'delete-me@example.org' });
      // A second record needs natural keys of its own (UNIQUE_FIELDS): another script hash, another title or slug.
      for (const field of UNIQUE_FIELDS[name] ?? []) {
        const value = body[field];
        if (typeof value === 'string' && !['dapp', 'user'].includes(name))
          body[field] = /^0x[0-9a-f]{40}$/i.test(value) ? `${value.slice(0, -4)}dead` : `${value}-2`;
      }
      if (name === 'dapp-social' || name === 'boosted-dapp' || name === 'nep17') continue;
      const res = await api.post(`/${name}`, body);
      expect(res.status, `${name}: ${res.text}`).toBe(200);
      extra[name] = res.json;
    }
    for (const [name] of [...SAMPLES].reverse()) {
      const saved = extra[name];
      if (!saved) continue;
      const path = pathOf(name, saved);
      expect((await api.delete(path)).status, `DELETE ${path}`).toBe(200);
      expect((await api.get(path)).status, `GET ${path}`).toBe(404);
    }
  });

  it('pages (first page 0, size 10), sorts and searches', async () => {
    for (let i = 0; i < 12; i++) await api.post('/category', { title: `Category ${String(i).padStart(2, '0')}` });
    const first = await api.get('/category?page=0');
    expect(first.json.items).toHaveLength(10);
    expect(first.json.total).toBe(13);
    const second = await api.get('/category?page=1&pageSize=10');
    expect(second.json.items).toHaveLength(3);
    const sorted = await api.get('/category?sort=title&order=desc&pageSize=1');
    expect(sorted.json.items[0].title).toBe('DeFi');
    const found = await api.get('/category?query=ory 1');
    expect(found.json.items.map((c: { title: string }) => c.title)).toEqual(['Category 10', 'Category 11']);
    const filtered = await api.get(`/dapp?page=0&dappCategory=${ids.category}&dappCategory=999`);
    expect(filtered.json.total).toBe(1);
  });

  it('answers 409 to a stale update and keeps the first save', async () => {
    const path = `/category/${ids.category}`;
    const { json: current } = await api.get(path);
    expect((await api.post('/category', { ...current, title: 'DeFi (first)' })).status).toBe(200);
    const stale = await api.post('/category', { ...current, title: 'DeFi (second)' });
    expect(stale.status).toBe(409);
    expect((await api.get(path)).json.title).toBe('DeFi (first)');
    const dapp = await api.get(`/dapp/${ids.dapp}`);
    expect(dapp.json.categoryNamesCache).toBe('DeFi');
  });

  it("gives field messages in the request's language", async () => {
    const en = await api.post('/dapp', { slug: 'Not A Slug', shortDescription: '' });
    expect(en.status).toBe(400);
    expect(en.json.message).toBe('There are fields with validation errors');
    expect(en.json.fields.title).toBe('The Title field is required');
    const pt = await client(
      app,
      (await client(app).post('/auth', { email: 'root@example.org', password: sha('Root-Pass-2026') })).json.token,
      'pt-BR',
    ).post('/dapp', { slug: 'Not A Slug' });
    expect(pt.json.message).toBe('Existem campos com erros de validação');
    expect(pt.json.fields.title).toBe('O campo Título é obrigatório');
    const duplicateSocial = await api.post('/dapp-social', {
      idDappFk: ids.dapp,
      idSocialTypeFk: ids['social-type'],
      url: 'https://github.com/x',
    });
    expect(duplicateSocial.status).toBe(409);
    const unknownCategory = await api.post('/dapp', {
      title: 'X',
      slug: 'x',
      shortDescription: 'x',
      dappCategory: [999],
    });
    expect(unknownCategory.json.fields.dappCategory).toMatch(/valid value/);
  });

  it('answers 400 for a record key that is not a whole number ≥ 1, under the key field, and for a body that is not an object', async () => {
    const word = await api.get('/category/abc');
    expect(word.status).toBe(400);
    expect(word.json.message).toBe('There are fields with validation errors');
    expect(Object.keys(word.json.fields)).toEqual(['idCategoryPk']);
    expect((await api.delete('/category/0')).json.fields.idCategoryPk).toBeDefined();
    // A composite key answers its first bad part only.
    const both = await api.get('/dapp-social/x/y');
    expect(Object.keys(both.json.fields)).toEqual(['idDappFk']);
    const second = await api.get(`/dapp-social/${ids.dapp}/1.5`);
    expect(Object.keys(second.json.fields)).toEqual(['idSocialTypeFk']);
    for (const body of [[], 'text', null]) {
      const refused = await api.post('/category', body);
      expect(refused.status).toBe(400);
      expect(refused.json).toEqual({ message: 'There are fields with validation errors' });
    }
  });

  it("refuses to delete a category in use and cascades a dApp's socials, boost and contracts", async () => {
    const refused = await api.delete(`/category/${ids.category}`);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toContain('Flamingo');
    expect((await api.delete(`/dapp/${ids.dapp}`)).status).toBe(200);
    expect((await api.get(`/dapp-social/${ids.dapp}/${ids['social-type']}`)).status).toBe(404);
    expect((await api.get(`/contract/${ids.contract}`)).status).toBe(404);
    expect((await api.get(`/nep17/${ids.contract}`)).status).toBe(404);
    expect((await api.get(`/boosted-dapp?page=0`)).json.total).toBe(0);
    expect((await api.delete(`/category/${ids.category}`)).status).toBe(200);
    expect((await api.delete(`/category/${ids.category}`)).status).toBe(404);
  });

  it('caps boosted dApps at boostedDappMaxsize', async () => {
    const settings = (await api.get('/global')).json;
    expect(settings.bounds.boostedDappMaxsize).toBeDefined();
    expect((await api.post('/global', { ...settings, boostedDappMaxsize: 1 })).status).toBe(200);
    const a = await api.post('/dapp', { title: 'A', slug: 'a', shortDescription: 'a' });
    const b = await api.post('/dapp', { title: 'B', slug: 'b', shortDescription: 'b' });
    expect((await api.post('/boosted-dapp', { idDappFk: a.json.id, order: 1 })).status).toBe(200);
    const full = await api.post('/boosted-dapp', { idDappFk: b.json.id, order: 2 });
    expect(full.status).toBe(409);
    expect(full.json.message).toContain('At most 1');
    const outOfBounds = await api.post('/global', { ...(await api.get('/global')).json, boostedDappMaxsize: 500 });
    expect(outOfBounds.json.fields.boostedDappMaxsize).toMatch(/20 or less/);
  });

  it('switches the swap feature', async () => {
    expect((await api.put('/global/setSwapFeatureEnabled?active=false')).json).toBe(false);
    expect((await api.get('/global')).json.isSwapFeatureActive).toBe(false);
    expect((await api.put('/global/setSwapFeatureEnabled?active=true')).json).toBe(true);
    expect((await api.put('/global/setSwapFeatureEnabled?active=maybe')).status).toBe(400);
  });

  it('exports CSV without secrets and safe from formula injection', async () => {
    await api.post('/category', { title: '=HYPERLINK("http://evil")' });
    const csv = (await api.get('/category/export')).text;
    expect(csv.split('\r\n')[0]).toContain('idCategoryPk');
    expect(csv).toContain(`'=HYPERLINK`);
    const users = (await api.get('/user/export')).text;
    expect(users).toContain('editor@example.org');
    expect(users).not.toContain('argon2');
    expect(users).not.toContain('passwordHash');
  });
});
