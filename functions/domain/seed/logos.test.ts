import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITIES, type EntityName } from '../../../content-schema/registry.ts';
import { resetConfig } from '../../config.ts';
import { repository, type Stored } from '../../adapters/data/store.ts';
import { startS3rver, type Running } from '../../../local/stack/embedded.ts';
import { startTestDatabase } from '../../../tests/support/database.ts';
import { keyOfPublicUrl, readUpload, resetStorage } from '../../adapters/uploads/storage.ts';
import { CATALOGUE_DIR, seedCatalogue } from './catalogue.ts';
import { attachCatalogueLogos, loadLogoManifest, LOGOS_DIR, logoField, type CatalogueLogo } from './logos.ts';

const catalogue = (name: string) =>
  JSON.parse(readFileSync(join(CATALOGUE_DIR, name), 'utf8')) as Record<string, unknown>[];
/** The catalogue file, entity and natural key of each kind, read independently of the code under test. */
const KIND: Record<CatalogueLogo['kind'], { file: string; entity: EntityName; key: string }> = {
  dapp: { file: 'dapps.json', entity: 'dapp', key: 'slug' },
  app: { file: 'dapps.json', entity: 'dapp', key: 'slug' },
  wallet: { file: 'wallets.json', entity: 'wallet', key: 'slug' },
  exchange: { file: 'exchanges.json', entity: 'exchange', key: 'slug' },
  explorer: { file: 'explorers.json', entity: 'explorer', key: 'slug' },
  token: { file: 'tokens.json', entity: 'token-priced', key: 'title' },
  'nft-collection': { file: 'nft-collections.json', entity: 'nftCollection', key: 'name' },
  organization: { file: 'organizations.json', entity: 'organization', key: 'title' },
};

let db: Awaited<ReturnType<typeof startTestDatabase>>;
let s3: Running;
let manifest: CatalogueLogo[];
const stored = new Map<EntityName, Stored[]>();
const recordOf = (logo: CatalogueLogo) =>
  stored
    .get(KIND[logo.kind].entity)!
    .find(
      (r) =>
        r[KIND[logo.kind].key] === logo.key &&
        (logo.kind === 'dapp' ? r.isDapp === true : logo.kind === 'app' ? r.isDapp === false : true),
    );

beforeAll(async () => {
  db = await startTestDatabase();
  s3 = await startS3rver(mkdtempSync(join(tmpdir(), 's3-logos-')), ['neo-ecosystem-uploads']);
  process.env.S3_ENDPOINT = s3.url;
  process.env.PUBLIC_SITE_URL = 'http://localhost:4321';
  delete process.env.UPLOADS_PUBLIC_URL;
  resetConfig();
  resetStorage();
  await seedCatalogue();
  manifest = await loadLogoManifest();
}, 60_000);
afterAll(async () => {
  await s3?.close();
  await db?.close();
});

describe('attachCatalogueLogos', () => {
  it('stores every manifest logo in the uploads bucket and sets it, with its source, on its record', async () => {
    const report = await attachCatalogueLogos();
    expect(report.unmatched).toEqual([]);
    expect(report.attached).toBe(manifest.length);
    for (const entity of new Set(Object.values(KIND).map((k) => k.entity)))
      stored.set(entity, await repository(ENTITIES[entity]).list());
    for (const logo of manifest) {
      const record = recordOf(logo);
      expect(record, `${logo.kind}:${logo.key}`).toBeDefined();
      const url = record![logoField(logo.kind)] as string;
      expect(url).toMatch(/^http:\/\/localhost:4321\/uploads\/catalogue\//);
      const bytes = await readUpload(keyOfPublicUrl(url)!);
      expect(
        Buffer.from(bytes!).equals(readFileSync(join(LOGOS_DIR, logo.file))),
        `${logo.file} stored unchanged`,
      ).toBe(true);
      expect(record!.imageSource).toBe(`${logo.source.repo}:${logo.source.path}@${logo.source.commit}`);
    }
  }, 60_000);

  it("keeps each record's own source, and leaves records without a logo without an image", async () => {
    for (const [kind, { file, entity, key }] of Object.entries(KIND)) {
      for (const raw of catalogue(file)) {
        if (kind === 'dapp' && raw.isDapp !== true) continue;
        if (kind === 'app' && raw.isDapp !== false) continue;
        const record = stored.get(entity)!.find((r) => r[key] === raw[key])!;
        expect(record.source, `${kind}:${String(raw[key])}`).toBe(raw.source);
        const hasLogo = manifest.some((m) => m.kind === kind && m.key === raw[key]);
        if (!hasLogo)
          expect(record[logoField(kind as CatalogueLogo['kind'])], `${kind}:${String(raw[key])}`).toBeUndefined();
      }
    }
  });

  it('changes nothing on a second run, and keeps an image an administrator chose', async () => {
    const wallet = stored.get('wallet')!.find((w) => w.logoUrl)!;
    const { version, ...fields } = wallet;
    await repository(ENTITIES.wallet).replace(
      { ...fields, logoUrl: 'https://example.org/own-logo.png', imageSource: undefined },
      version,
    );
    const again = await attachCatalogueLogos();
    expect(again).toEqual({ attached: 0, kept: manifest.length, unmatched: [] });
    const after = (await repository(ENTITIES.wallet).list()).find((w) => w.idWalletPk === wallet.idWalletPk)!;
    expect(after.logoUrl).toBe('https://example.org/own-logo.png');
  }, 60_000);
});
