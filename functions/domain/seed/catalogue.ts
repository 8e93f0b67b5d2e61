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
import { ENTITIES, type EntityName, inputSchema, LOAD_ORDER } from '../../../content-schema/registry.ts';
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

/** What a step reads: the catalogue files (each read once) and the records of the entities loaded before it. */
interface Context {
  load: (file: string) => Promise<Raw[]>;
  /** Natural key → stored record of an entity loaded earlier (LOAD_ORDER puts it before those pointing at it). */
  stored: (name: EntityName) => Map<string, Stored>;
}

/** How one entity is seeded: its rows (relations resolved through `Context.stored`) and its natural key. */
interface Step {
  rows: (c: Context) => Promise<Row[]>;
  key: (r: Row) => string;
}

/** A chain's stored id by its title (the catalogue names chains by title). */
const chainIdOf =
  (c: Context) =>
  (title?: string): number | undefined =>
    title ? (c.stored('blockchain-version').get(title)?.idBlockchainVersionPk as number | undefined) : undefined;
const chainIdsOf =
  (c: Context) =>
  (titles: string[] = []) =>
    titles.map(chainIdOf(c)).filter((x): x is number => x !== undefined);
const byTitle = (r: Row) => String(r.title);
const bySlug = (r: Row) => String(r.slug);

/** Each seeded entity's step; `seedCatalogue` runs them in the registry's LOAD_ORDER. */
const STEPS: Partial<Record<EntityName, Step>> = {
  'blockchain-version': { rows: (c) => c.load('blockchain-versions.json'), key: byTitle },
  category: {
    rows: async (c) => (await c.load('categories.json')).map(({ dappCount: _, ...x }) => ({ ...x, active: true })),
    key: byTitle,
  },
  'social-type': {
    rows: async (c) => (await c.load('social-types.json')).map((x) => ({ ...x, active: true })),
    key: bySlug,
  },
  'platform-type': { rows: (c) => c.load('platform-types.json'), key: bySlug },
  dapp: {
    rows: async (c) => (await c.load('dapps.json')).map((d) => dappRow(d, c.stored('category'), chainIdsOf(c))),
    key: bySlug,
  },
  contract: {
    rows: async (c) =>
      (await c.load('dapps.json')).flatMap((d) =>
        (d.contracts ?? []).map((x: Raw, i: number) => ({
          idDappFk: c.stored('dapp').get(d.slug)!.idDappPk,
          title: x.title,
          hash: x.hash,
          blockchainVersion: chainIdOf(c)(x.blockchainVersion),
          // The catalogue lists deployed mainnet contracts: their activity counts only where mainnet is observed.
          network: x.network ?? 'mainnet',
          order: i,
          source: d.source,
        })),
      ),
    key: (r) => `${r.idDappFk}:${String(r.hash).toLowerCase()}`,
  },
  'dapp-social': {
    rows: async (c) =>
      (await c.load('dapps.json')).flatMap((d) =>
        Object.entries(d.socials ?? {}).flatMap(([kind, url]) => {
          const type = c.stored('social-type').get(kind);
          return type
            ? [{ idDappFk: c.stored('dapp').get(d.slug)!.idDappPk, idSocialTypeFk: type.idSocialTypePk, url }]
            : [];
        }),
      ),
    key: (r) => `${r.idDappFk}:${r.idSocialTypeFk}`,
  },
  wallet: {
    rows: async (c) => {
      const platformIds = (slugs: string[]) =>
        slugs.map((s) => c.stored('platform-type').get(s)?.idPlatformTypePk).filter(Boolean);
      return (await c.load('wallets.json')).map((w, i) => walletRow(w, i, platformIds, chainIdsOf(c)));
    },
    key: bySlug,
  },
  explorer: {
    rows: async (c) =>
      (await c.load('explorers.json')).map((e, i) => ({
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
        blockchainVersion: chainIdOf(c)(e.blockchainVersion),
        addressUrlTemplate: e.urlTemplates?.address,
        transactionUrlTemplate: e.urlTemplates?.transaction,
        contractUrlTemplate: e.urlTemplates?.contract,
        blockUrlTemplate: e.urlTemplates?.block,
        urlTemplatesSource: e.urlTemplates?.source,
        ...statusRow(e),
        source: e.source,
      })),
    key: bySlug,
  },
  exchange: {
    rows: async (c) =>
      (await c.load('exchanges.json')).map((e, i) => ({
        title: e.title,
        slug: e.slug,
        type: e.type,
        websiteUrl: e.websiteUrl,
        supportsNeo: e.supportsNeo,
        supportsGas: e.supportsGas,
        supportsNep17: e.supportsNep17,
        note: e.note,
        order: i,
        blockchainVersion: chainIdOf(c)(e.blockchainVersion),
        ...statusRow(e),
        source: e.source,
      })),
    key: bySlug,
  },
  'token-priced': {
    rows: async (c) =>
      (await c.load('tokens.json')).map((t, i) => ({
        title: t.title,
        symbol: t.symbol,
        hash: t.hash,
        decimals: t.decimals,
        type: t.standard,
        native: t.native,
        totalSupply: t.totalSupply,
        note: t.note,
        network: chainIdOf(c)(t.blockchainVersion),
        order: i,
        isVisible: true,
        active: true,
        source: t.source,
      })),
    key: (r) => `${r.network}:${String(r.hash).toLowerCase()}`,
  },
  nftCollection: {
    rows: async (c) =>
      (await c.load('nft-collections.json')).map((n) => ({
        name: n.name,
        symbol: n.symbol,
        hash: n.hash,
        standard: n.standard,
        project: n.project,
        blockchainVersion: chainIdOf(c)(n.blockchainVersion),
        visible: true,
        source: n.source,
      })),
    key: (r) => String(r.hash).toLowerCase(),
  },
  'developer-aid': { rows: (c) => c.load('developer-aid.json'), key: (r) => String(r.actionUrl) },
  organization: {
    rows: async (c) =>
      (await c.load('organizations.json')).map((o) => ({
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
    key: (r) => String(r.githubLogin).toLowerCase(),
  },
  // A repository of an unknown organization is left out.
  repository: {
    rows: async (c) =>
      (await c.load('repositories.json')).flatMap((r) => {
        const org = c.stored('organization').get(String(r.organization).toLowerCase());
        if (!org) return [];
        const { title, description, repositoryUrl, topics: labelsTokenized, source } = r;
        return [{ organization: org.idOrganizationPk, title, description, repositoryUrl, labelsTokenized, source }];
      }),
    key: (r) => String(r.repositoryUrl).toLowerCase(),
  },
  news: { rows: (c) => c.load('news.json'), key: bySlug },
  global: { rows: async () => [{ idGlobalPk: 1 }], key: () => 'global' },
};

/** A dApp record of its catalogue entry (categories and chains by title). */
const dappRow = (d: Raw, categories: Map<string, Stored>, chainIds: (titles?: string[]) => number[]): Row => ({
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

/** A wallet record of its catalogue entry, `order` its place in the file (platforms by slug, chains by title). */
const walletRow = (
  w: Raw,
  i: number,
  platformIds: (slugs: string[]) => unknown[],
  chainIds: (titles?: string[]) => number[],
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

/**
 * Import every catalogue file, entity by entity in the registry's LOAD_ORDER (an entity after those it points at).
 * Answers how many records of each entity were created and how many were already there. Throws when a record does
 * not pass its schema (naming the entity, record and field).
 */
export async function seedCatalogue(): Promise<SeedReport> {
  const report: SeedReport = { created: {}, kept: {} };
  const upsert = upserter(report);
  const stored = new Map<EntityName, Map<string, Stored>>();
  const files = new Map<string, Promise<Raw[]>>();
  const context: Context = {
    load: (file) => files.get(file) ?? files.set(file, load(file)).get(file)!,
    stored: (name) => stored.get(name) ?? new Map(),
  };
  for (const name of LOAD_ORDER) {
    const step = STEPS[name];
    if (step) stored.set(name, await upsert(name, await step.rows(context), step.key));
  }
  return report;
}
