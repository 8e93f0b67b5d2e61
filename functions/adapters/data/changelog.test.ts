/** The changelog from the records' versions: what counts as news, and what the catalogue snapshot carries. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITIES } from '../../../content-schema/registry.ts';
import { persist, remove } from '../../domain/content/crud.ts';
import { repository } from './store.ts';
import { seedCatalogue } from '../../domain/seed/catalogue.ts';
import { startTestDatabase } from '../../../tests/support/database.ts';
import { CHANGELOG_SIZE, changeOf, listChanges } from './changelog.ts';
import { catalogueSnapshot } from '../../domain/catalogue/snapshot.ts';
import { ensureFirstAdmin, users } from '../../domain/auth/users.ts';
import { issueToken } from '../../domain/auth/tokens.ts';
import { createApp } from '../../api/app.ts';

let db: Awaited<ReturnType<typeof startTestDatabase>>;
beforeAll(async () => { db = await startTestDatabase(); await seedCatalogue(); }, 60_000);
afterAll(async () => db.close());

describe('catalogue changelog', () => {
  it('counts additions, removals, public/private moves and changes of the fields that matter, nothing else', () => {
    const dapp = { idDappPk: 7, title: 'Tide', slug: 'tide', isDapp: true, active: true, private: false, websiteUrl: 'https://a.example', dappCategory: [1] };
    expect(changeOf('dapp', undefined, dapp)).toMatchObject({ action: 'added', recordId: 7, dappSlug: 'tide' });
    expect(changeOf('dapp', dapp, { ...dapp, websiteUrl: 'https://b.example', dappCategory: [1, 2] })).toMatchObject({ action: 'changed', fields: ['websiteUrl', 'dappCategory'] });
    expect(changeOf('dapp', dapp, { ...dapp, description: 'new words' })).toBeUndefined();
    expect(changeOf('dapp', dapp, { ...dapp, private: true })).toMatchObject({ action: 'removed' });
    expect(changeOf('dapp', { ...dapp, active: false }, dapp)).toMatchObject({ action: 'added' });
    expect(changeOf('token-priced', undefined, { idTokenPricedPk: 1 })).toBeUndefined();
    expect(changeOf('contract', { idContractPk: 3, idDappFk: 7, title: 'Router', hash: '0x' + 'a'.repeat(40), invocationsLast7Days: 1 },
      { idContractPk: 3, idDappFk: 7, title: 'Router', hash: '0x' + 'a'.repeat(40), invocationsLast7Days: 9 })).toBeUndefined();
  });

  it('puts the imported listings and later edits, newest first, into the catalogue snapshot', async () => {
    const before = await catalogueSnapshot();
    const added = (await listChanges(10_000)).filter((c) => c.action === 'added' && c.entity === 'dapp').map((c) => c.recordId);
    expect(added.sort((a, b) => a - b)).toEqual(before.dapps.map((d) => d.idDappPk).sort((a, b) => a - b));
    expect(before.changes!.length).toBe(CHANGELOG_SIZE);
    const dapp = (await repository(ENTITIES.dapp).list()).find((d) => d.active && !d.private)!;
    await persist('dapp', { ...dapp, websiteUrl: 'https://changed.example.org', createdAt: undefined, updatedAt: undefined }, 'en-US');
    const contract = (await repository(ENTITIES.contract).list()).find((c) => c.idDappFk === dapp.idDappPk);
    if (contract) await remove('contract', { idContractPk: Number(contract.idContractPk) }, 'en-US');
    const after = (await catalogueSnapshot()).changes!;
    const newest = after.slice(0, contract ? 2 : 1);
    expect(newest.map((c) => c.action)).toEqual(contract ? ['removed', 'changed'] : ['changed']);
    expect(newest.at(-1)).toMatchObject({ entity: 'dapp', recordId: dapp.idDappPk, fields: ['websiteUrl'] });
  });
});

/** Security, third round, finding 3: the changelog publishes only what the public could see. */
describe('changelog privacy', () => {
  const dappRepo = () => repository(ENTITIES.dapp);
  const cloneDapp = async (title: string, slug: string, isPrivate: boolean) => {
    const model = (await dappRepo().list()).find((d) => d.active && !d.private)!;
    const { idDappPk: _id, version: _v, createdAt: _c, updatedAt: _u, ...rest } = model;
    return dappRepo().create({ ...rest, title, slug, private: isPrivate, websiteUrl: `https://${slug}.example.org` });
  };
  const publicChanges = async () => JSON.stringify((await catalogueSnapshot()).changes);

  it('counts a contract only while its dApp is public, and publishes a removal with the values the public saw', () => {
    const hidden = new Map([[9, { idDappPk: 9, active: true, private: true }]]);
    const shown = new Map([[9, { idDappPk: 9, active: true, private: false }]]);
    const contract = { idContractPk: 4, idDappFk: 9, title: 'Vault', hash: '0x' + 'b'.repeat(40) };
    expect(changeOf('contract', contract, undefined, undefined, hidden)).toBeUndefined();
    expect(changeOf('contract', undefined, contract, undefined, hidden)).toBeUndefined();
    expect(changeOf('contract', contract, undefined, undefined, shown)).toMatchObject({ action: 'removed', title: 'Vault' });
    const dapp = { idDappPk: 9, title: 'Harbor', slug: 'harbor', isDapp: true, active: true, private: false };
    const change = changeOf('dapp', dapp, { ...dapp, title: 'Secret plan', slug: 'secret-plan', private: true });
    expect(change).toMatchObject({ action: 'removed', title: 'Harbor', dappSlug: 'harbor' });
    expect(JSON.stringify(change)).not.toContain('ecret');
  });

  it('publishes nothing of a private dApp’s contracts, nor the new title and slug of a dApp made private', async () => {
    const vault = await cloneDapp('Hidden Vault Probe', 'hidden-vault-probe', true);
    const model = (await repository(ENTITIES.contract).list())[0]!;
    const { idContractPk: _k, version: _v, createdAt: _c, updatedAt: _u, ...rest } = model;
    const hash = '0x' + 'c'.repeat(40);
    const contract = await repository(ENTITIES.contract).create({ ...rest, idDappFk: vault.idDappPk, title: 'Vault Core Probe', hash });
    await remove('contract', { idContractPk: Number(contract.idContractPk) }, 'en-US');
    const harbor = await cloneDapp('Open Harbor Probe', 'open-harbor-probe', false);
    await dappRepo().replace({ ...harbor, title: 'Secret Harbor Probe', slug: 'secret-harbor-probe', private: true }, harbor.version);

    const text = await publicChanges();
    for (const secret of ['Hidden Vault Probe', 'hidden-vault-probe', 'Vault Core Probe', hash.slice(2), 'Secret Harbor Probe', 'secret-harbor-probe'])
      expect(text).not.toContain(secret);
    expect((await catalogueSnapshot()).changes![0]).toMatchObject({ action: 'removed', title: 'Open Harbor Probe', dappSlug: 'open-harbor-probe' });
  });

  it('lets an administrator redact an entry: gone from the public changelog, kept with who, when and why', async () => {
    const app = createApp();
    await ensureFirstAdmin('root@example.org', 'Root-Pass-2026');
    const [admin] = await users().list();
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${await issueToken(admin!.idUserPk, admin!.sessionEpoch ?? 0)}` };
    await cloneDapp('Redact Me Probe', 'redact-me-probe', false);
    const entry = (await catalogueSnapshot()).changes!.find((c) => c.title === 'Redact Me Probe')!;
    const redact = (changeId: string, body: unknown) =>
      app.request(`/client/changelog/${encodeURIComponent(changeId)}/redact`, { method: 'POST', headers, body: JSON.stringify(body) });

    expect((await redact(entry.changeId, { reason: ' ' })).status).toBe(400);
    expect((await redact('2020-01-01T00:00:00.000Z#dapp#1#nothing', { reason: 'No such entry' })).status).toBe(404);
    const answer = await redact(entry.changeId, { reason: 'Published by mistake' });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ changeId: entry.changeId, redactedBy: admin!.idUserPk, redactionReason: 'Published by mistake' });
    expect(await publicChanges()).not.toContain(entry.changeId);
    const review = await (await app.request('/client/changelog', { headers })).json();
    expect(review.find((c: { changeId: string }) => c.changeId === entry.changeId)).toMatchObject({ redactedAt: expect.any(String), redactionReason: 'Published by mistake' });
    expect((await app.request('/client/changelog')).status).toBe(401);
  });
});
