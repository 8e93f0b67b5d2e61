/** The changelog from the records' versions: what counts as news, and what the catalogue snapshot carries. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITIES } from '../../../content-schema/registry.ts';
import { persist, remove } from '../../domain/content/crud.ts';
import { repository } from './store.ts';
import { seedCatalogue } from '../../domain/seed/catalogue.ts';
import { startTestDatabase } from '../../testing/database.ts';
import { CHANGELOG_SIZE, changeOf, listChanges } from './changelog.ts';
import { catalogueSnapshot } from '../../domain/catalogue/snapshot.ts';

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
