import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITIES } from '../../../content-schema/registry.ts';
import { startTestDatabase } from '../../../tests/support/database.ts';
import { bumpRevision, nextCounter, repository } from './store.ts';
import { metaEntity } from './electro.ts';
import { AlreadyExistsError, NotFoundError, VersionConflictError } from './errors.ts';

let db: Awaited<ReturnType<typeof startTestDatabase>>;
beforeAll(async () => { db = await startTestDatabase(); });
afterAll(async () => db.close());

describe('repository', () => {
  it('numbers new records from the entity counter and lists them', async () => {
    const categories = repository(ENTITIES.category);
    const a = await categories.create({ title: 'DeFi', active: true });
    const b = await categories.create({ title: 'Games', active: true, idCategoryPk: 99 });
    expect(a.idCategoryPk).toBe(1);
    expect(b.idCategoryPk).toBe(2);
    expect(a.version).toBe(1);
    expect((await categories.list()).map((c) => c.title)).toEqual(['DeFi', 'Games']);
  });

  it('rejects a stale replace with a 409 and keeps what was saved first', async () => {
    const categories = repository(ENTITIES.category);
    const created = await categories.create({ title: 'Wallets', active: true });
    const key = { idCategoryPk: created.idCategoryPk as number };
    const first = await categories.replace({ ...created, title: 'Wallets (first)' }, 1);
    expect(first.version).toBe(2);
    const stale = categories.replace({ ...created, title: 'Wallets (second)' }, 1);
    await expect(stale).rejects.toBeInstanceOf(VersionConflictError);
    await expect(stale).rejects.toMatchObject({ status: 409 });
    expect((await categories.get(key))?.title).toBe('Wallets (first)');
  });

  it('keys composite records by both ids and refuses a duplicate pair', async () => {
    const socials = repository(ENTITIES['dapp-social']);
    await socials.create({ idDappFk: 1, idSocialTypeFk: 2, url: 'https://x.com/neo' });
    await expect(socials.create({ idDappFk: 1, idSocialTypeFk: 2, url: 'https://x.com/other' })).rejects.toBeInstanceOf(AlreadyExistsError);
    expect(await socials.get({ idDappFk: 1, idSocialTypeFk: 2 })).toMatchObject({ url: 'https://x.com/neo' });
  });

  it('deletes a record and answers 404 for one that is gone', async () => {
    const tags = repository(ENTITIES['nnt-tag']);
    const tag = await tags.create({ title: 'DeFi', active: true });
    await tags.remove({ idNntTagPk: tag.idNntTagPk as number });
    expect(await tags.get({ idNntTagPk: tag.idNntTagPk as number })).toBeUndefined();
    await expect(tags.remove({ idNntTagPk: tag.idNntTagPk as number })).rejects.toBeInstanceOf(NotFoundError);
  });

  it('moves the counters and revisions of an entity named with capitals in the items ElectroDB reads (keys lower-cased)', async () => {
    const meta = metaEntity();
    await meta.put({ name: 'counter#nftCollection', value: 41 }).go();
    expect(await nextCounter('nftCollection')).toBe(42);
    expect((await meta.get({ name: 'counter#nftCollection' }).go()).data).toMatchObject({ value: 42 });
    const revision = async () => (await meta.get({ name: 'revision#nftCollection' }).go()).data?.data;
    const before = await revision();
    await bumpRevision('nftCollection');
    expect(await revision()).toEqual(expect.any(String));
    expect(await revision()).not.toBe(before);
    // The cached list follows every create.
    const nfts = repository(ENTITIES.nftCollection);
    await nfts.create({ name: 'First', hash: '0x01' });
    expect((await nfts.list()).map((n) => n.name)).toEqual(['First']);
    await nfts.create({ name: 'Second', hash: '0x02' });
    expect((await nfts.list()).map((n) => n.name)).toEqual(['First', 'Second']);
  });
});
