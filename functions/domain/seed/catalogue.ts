/**
 * Imports the real ecosystem catalogue (`data/catalogue/*.json`, see its README) into the table.
 *
 * Idempotent: each record has a natural key (slug, title, script hash, URL); a record whose natural key is
 * already stored is left as it is (an administrator's edits survive a re-import), so running it again adds
 * nothing. Relations are resolved by title/slug to the stored ids. Every record keeps its `source`.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as v from 'valibot';
import { ENTITIES, type EntityName, inputSchema } from '../../../content-schema/registry.ts';
import { repository, type Stored } from '../../adapters/data/store.ts';

type Raw = Record<string, any>;
type Row = Record<string, unknown>;

/** Where the seed files live (the project's `data/catalogue`). */
export const CATALOGUE_DIR = join(import.meta.dirname, '../../../data/catalogue');

const load = async (file: string): Promise<Raw[]> => JSON.parse(await readFile(join(CATALOGUE_DIR, file), 'utf8'));
const clean = (row: Row): Row =>
  Object.fromEntries(Object.entries(row).filter(([, value]) => value !== undefined && value !== null));

export interface SeedReport {
  created: Record<string, number>;
  kept: Record<string, number>;
}

/** Create the rows whose natural key is not stored yet; answers natural key → stored record. */
type Upsert = (name: EntityName, rows: Row[], naturalKey: (r: Row) => string) => Promise<Map<string, Stored>>;

/** The `Upsert` that counts what it created and kept in `report`; throws on a row its schema refuses. */
function upserter(report: SeedReport): Upsert {
  return async (name, rows, naturalKey) => {
    const def = ENTITIES[name];
    const repo = repository(def);
    const byKey = new Map((await repo.list()).map((r) => [naturalKey(r), r]));
    const schema = inputSchema(def);
    for (const row of rows) {
      const key = naturalKey(row);
      if (byKey.has(key)) {
        report.kept[name] = (report.kept[name] ?? 0) + 1;
        continue;
      }
      const parsed = v.safeParse(schema, clean(row));
      if (!parsed.success) {
        const issue = parsed.issues[0];
        throw new Error(
          `Seed ${name} "${key}": ${v.getDotPath(issue) ?? ''} ${issue.message} (${JSON.stringify(issue.input)})`,
        );
      }
      byKey.set(key, await repo.create(parsed.output as Row));
      report.created[name] = (report.created[name] ?? 0) + 1;
    }
    return byKey;
  };
}

/** The stored reference records the others point at, by title (chains, categories) or slug. */
interface References {
  chainId: (title?: string) => number | undefined;
  chainIds: (titles?: string[]) => number[];
  categories: Map<string, Stored>;
  socialTypes: Map<string, Stored>;
  platforms: Map<string, Stored>;
}

/** Blockchain versions, categories, social types and platform types. */
async function seedReferences(upsert: Upsert): Promise<References> {
  const chains = await upsert('blockchain-version', await load('blockchain-versions.json'), (r) => String(r.title));
  const chainId = (title?: string) =>
    title ? (chains.get(title)?.idBlockchainVersionPk as number | undefined) : undefined;
  const chainIds = (titles: string[] = []) => titles.map(chainId).filter((x): x is number => x !== undefined);

  const categories = await upsert(
    'category',
    (await load('categories.json')).map(({ dappCount: _, ...c }) => ({ ...c, active: true })),
    (r) => String(r.title),
  );
  const socialTypes = await upsert(
    'social-type',
    (await load('social-types.json')).map((s) => ({ ...s, active: true })),
    (r) => String(r.slug),
  );
  const platforms = await upsert('platform-type', await load('platform-types.json'), (r) => String(r.slug));
  return { chainId, chainIds, categories, socialTypes, platforms };
}

/** The dApps, then their contracts and social links. */
async function seedDapps(upsert: Upsert, { chainId, chainIds, categories, socialTypes }: References): Promise<void> {
  const rawDapps = await load('dapps.json');
  const dapps = await upsert(
    'dapp',
    rawDapps.map((d) => dappRow(d, categories, chainIds)),
    (r) => String(r.slug),
  );

  const contractRows: Row[] = [];
  const socialRows: Row[] = [];
  for (const d of rawDapps) {
    const idDappFk = dapps.get(d.slug)!.idDappPk;
    (d.contracts ?? []).forEach((c: Raw, i: number) =>
      contractRows.push({
        idDappFk,
        title: c.title,
        hash: c.hash,
        blockchainVersion: chainId(c.blockchainVersion),
        // The catalogue lists deployed mainnet contracts: their activity counts only where mainnet is observed.
        network: c.network ?? 'mainnet',
        order: i,
        source: d.source,
      }),
    );
    for (const [kind, url] of Object.entries(d.socials ?? {})) {
      const type = socialTypes.get(kind);
      if (type) socialRows.push({ idDappFk, idSocialTypeFk: type.idSocialTypePk, url });
    }
  }
  await upsert('contract', contractRows, (r) => `${r.idDappFk}:${String(r.hash).toLowerCase()}`);
  await upsert('dapp-social', socialRows, (r) => `${r.idDappFk}:${r.idSocialTypeFk}`);
}

/** A dApp record of its catalogue entry (categories and chains by title). */
const dappRow = (d: Raw, categories: Map<string, Stored>, chainIds: References['chainIds']): Row => ({
  title: d.title,
  slug: d.slug,
  isDapp: d.isDapp,
  shortDescription: d.shortDescription,
  // The site's own pt-BR translation of the catalogue's short description (data/catalogue/README.md).
  shortDescriptionPtBr: d.shortDescriptionPtBr,
  ptBrTranslatedBy: d.shortDescriptionPtBr ? 'site' : undefined,
  websiteUrl: d.websiteUrl,
  docsUrl: d.docsUrl,
  companyName: d.companyName,
  inActiveDevelopment: d.inActiveDevelopment,
  launchYear: d.launchYear,
  websiteNote: d.websiteNote,
  active: true,
  private: false,
  source: d.source,
  dappCategory: (d.categories as string[]).map((t) => categories.get(t)?.idCategoryPk).filter(Boolean),
  categoryNamesCache: (d.categories as string[]).join(', '),
  dappBlockchainVersion: chainIds(d.blockchainVersions),
});

/** Wallets, explorers, exchanges, tokens and NFT collections (each pointing at its chains). */
async function seedListings(upsert: Upsert, { chainId, chainIds, platforms }: References): Promise<void> {
  const platformIds = (slugs: string[]) => slugs.map((s) => platforms.get(s)?.idPlatformTypePk).filter(Boolean);
  await upsert(
    'wallet',
    (await load('wallets.json')).map((w, i) => walletRow(w, i, platformIds, chainIds)),
    (r) => String(r.slug),
  );

  await upsert(
    'explorer',
    (await load('explorers.json')).map((e, i) => ({
      title: e.title,
      slug: e.slug,
      websiteUrl: e.websiteUrl,
      altUrl: e.altUrl,
      testnetUrl: e.testnetUrl,
      network: e.network,
      developer: e.developer,
      apiAvailable: e.apiAvailable,
      inActiveDevelopment: e.inActiveDevelopment,
      order: i,
      blockchainVersion: chainId(e.blockchainVersion),
      addressUrlTemplate: e.urlTemplates?.address,
      transactionUrlTemplate: e.urlTemplates?.transaction,
      contractUrlTemplate: e.urlTemplates?.contract,
      blockUrlTemplate: e.urlTemplates?.block,
      urlTemplatesSource: e.urlTemplates?.source,
      ...statusRow(e),
      source: e.source,
    })),
    (r) => String(r.slug),
  );

  await upsert(
    'exchange',
    (await load('exchanges.json')).map((e, i) => ({
      title: e.title,
      slug: e.slug,
      type: e.type,
      websiteUrl: e.websiteUrl,
      supportsNeo: e.supportsNeo,
      supportsGas: e.supportsGas,
      supportsNep17: e.supportsNep17,
      note: e.note,
      order: i,
      blockchainVersion: chainId(e.blockchainVersion),
      ...statusRow(e),
      source: e.source,
    })),
    (r) => String(r.slug),
  );

  await seedTokens(upsert, chainId);
}

/** A wallet record of its catalogue entry, `order` its place in the file (platforms by slug, chains by title). */
const walletRow = (
  w: Raw,
  i: number,
  platformIds: (slugs: string[]) => unknown[],
  chainIds: References['chainIds'],
): Row => ({
  title: w.title,
  slug: w.slug,
  description: w.description,
  websiteUrl: w.websiteUrl,
  githubUrl: w.githubUrl,
  developer: w.developer,
  openSource: w.openSource,
  browserExtension: w.browserExtension,
  inActiveDevelopment: w.inActiveDevelopment,
  downloadUrls: w.downloadUrls,
  active: true,
  order: i,
  platformType: platformIds(w.platforms),
  blockchainVersion: chainIds(w.blockchainVersions),
  ...statusRow(w),
  source: w.source,
});

/**
 * A listing's status fields of its catalogue entry: `status` (`active` when the file says nothing), and for a
 * discontinued service `discontinuedSince` and `statusSource`; `curatorNote` as it is.
 */
const statusRow = (r: Raw): Row => ({
  status: r.status ?? 'active',
  discontinuedSince: r.discontinuedSince,
  statusSource: r.statusSource,
  curatorNote: r.curatorNote,
});

/** Priced tokens and NFT collections. */
async function seedTokens(upsert: Upsert, chainId: References['chainId']): Promise<void> {
  await upsert(
    'token-priced',
    (await load('tokens.json')).map((t, i) => ({
      title: t.title,
      symbol: t.symbol,
      hash: t.hash,
      decimals: t.decimals,
      type: t.standard,
      native: t.native,
      totalSupply: t.totalSupply,
      note: t.note,
      network: chainId(t.blockchainVersion),
      order: i,
      isVisible: true,
      active: true,
      source: t.source,
    })),
    (r) => `${r.network}:${String(r.hash).toLowerCase()}`,
  );

  await upsert(
    'nftCollection',
    (await load('nft-collections.json')).map((n) => ({
      name: n.name,
      symbol: n.symbol,
      hash: n.hash,
      standard: n.standard,
      project: n.project,
      blockchainVersion: chainId(n.blockchainVersion),
      visible: true,
      source: n.source,
    })),
    (r) => String(r.hash).toLowerCase(),
  );
}

/** GitHub organizations, then their repositories (a repository of an unknown organization is left out). */
async function seedOrganizations(upsert: Upsert): Promise<void> {
  const organizations = await upsert(
    'organization',
    (await load('organizations.json')).map((o) => ({
      title: o.title,
      githubLogin: o.githubLogin,
      repositoryUrl: o.githubUrl,
      websiteUrl: o.websiteUrl,
      docsUrl: o.docsUrl,
      location: o.location,
      establishedYear: o.establishedYear,
      description: o.description,
      socials: o.socials,
      source: o.source,
    })),
    (r) => String(r.githubLogin).toLowerCase(),
  );

  await upsert(
    'repository',
    (await load('repositories.json')).flatMap((r) => {
      const org = organizations.get(String(r.organization).toLowerCase());
      if (!org) return [];
      const { title, description, repositoryUrl, topics: labelsTokenized, source } = r;
      return [{ organization: org.idOrganizationPk, title, description, repositoryUrl, labelsTokenized, source }];
    }),
    (r) => String(r.repositoryUrl).toLowerCase(),
  );
}

/**
 * Import every catalogue file. Answers how many records of each entity were created and how many were
 * already there. Throws when a record does not pass its schema (naming the file, record and field).
 */
export async function seedCatalogue(): Promise<SeedReport> {
  const report: SeedReport = { created: {}, kept: {} };
  const upsert = upserter(report);
  const references = await seedReferences(upsert);
  await seedDapps(upsert, references);
  await seedListings(upsert, references);
  await upsert('developer-aid', await load('developer-aid.json'), (r) => String(r.actionUrl));
  await seedOrganizations(upsert);
  await upsert('news', await load('news.json'), (r) => String(r.slug));
  await upsert('global', [{ idGlobalPk: 1 }], () => 'global');
  return report;
}
