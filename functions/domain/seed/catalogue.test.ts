import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITIES } from '../../../content-schema/registry.ts';
import { startTestDatabase } from '../../../tests/support/database.ts';
import { repository } from '../../adapters/data/store.ts';
import { CATALOGUE_DIR, seedCatalogue } from './catalogue.ts';

const file = (name: string) => JSON.parse(readFileSync(join(CATALOGUE_DIR, name), 'utf8')) as Record<string, unknown>[];
let db: Awaited<ReturnType<typeof startTestDatabase>>;
beforeAll(async () => {
  db = await startTestDatabase();
}, 30_000);
afterAll(async () => db.close());

describe('seedCatalogue', () => {
  it('imports every record of the real catalogue, then nothing more on a second run', async () => {
    const first = await seedCatalogue();
    expect(first.created).toMatchObject({
      dapp: file('dapps.json').length,
      wallet: file('wallets.json').length,
      explorer: file('explorers.json').length,
      exchange: file('exchanges.json').length,
      'token-priced': file('tokens.json').length,
      nftCollection: file('nft-collections.json').length,
    });
    const second = await seedCatalogue();
    expect(second.created).toEqual({});
    expect(await repository(ENTITIES.dapp).list()).toHaveLength(file('dapps.json').length);
  }, 30_000);

  it("resolves relations and keeps each record's source", async () => {
    const dapps = await repository(ENTITIES.dapp).list();
    const categories = await repository(ENTITIES.category).list();
    const flamingo = dapps.find((d) => d.slug === 'flamingo-finance')!;
    const titles = (flamingo.dappCategory as number[]).map(
      (id) => categories.find((c) => c.idCategoryPk === id)?.title,
    );
    expect(titles).toEqual(['DeFi', 'Exchange']);
    expect(flamingo.source).toContain('flamingo-finance/');
    const contracts = (await repository(ENTITIES.contract).list()).filter((c) => c.idDappFk === flamingo.idDappPk);
    expect(contracts.map((c) => c.hash)).toContain('0xf970f4ccecd765b63732b821775dc38c25d74f23');
    // The catalogue's contracts are mainnet contracts, without activity until something measures them there.
    expect(contracts.every((c) => c.network === 'mainnet' && c.invocationsLast7Days === undefined)).toBe(true);
    const wallets = await repository(ENTITIES.wallet).list();
    const platforms = await repository(ENTITIES['platform-type']).list();
    const neoline = wallets.find((w) => w.slug === file('wallets.json').find((w) => w.browserExtension)!.slug)!;
    expect(
      (neoline.platformType as number[]).map((id) => platforms.find((p) => p.idPlatformTypePk === id)?.title),
    ).toContain('Web');
    expect(dapps.every((d) => typeof d.source === 'string' && d.source.length > 0)).toBe(true);
  });

  it("imports each listing's status: discontinued ones with their source, the rest active", async () => {
    const exchanges = await repository(ENTITIES.exchange).list();
    expect(exchanges.find((x) => x.slug === 'bittrex')).toMatchObject({
      status: 'discontinued',
      discontinuedSince: '2023-12-04',
      statusSource: expect.stringMatching(/^https:\/\//),
    });
    const listings = [...exchanges, ...(await repository(ENTITIES.wallet).list())];
    for (const record of listings) {
      if (record.status === 'discontinued') expect(record.statusSource, String(record.slug)).toMatch(/^https?:\/\//);
      else expect(record.status, String(record.slug)).toBe('active');
    }
    expect(listings.find((x) => x.slug === 'binance')!.curatorNote).toContain('stored pages corpus');
    expect(listings.find((x) => x.slug === 'binance')!.note).not.toContain('corpus');
  });
});
