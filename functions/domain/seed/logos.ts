/**
 * The catalogue's logos (`data/catalogue/logos/`, indexed by its `manifest.json`; see its README): each file was
 * copied unchanged from a public GitHub repository, and the manifest names that repository, path and commit.
 *
 * `attachCatalogueLogos` stores each logo in the uploads bucket like an administrator's upload (S3; s3rver
 * locally), at `uploads/catalogue/<kind>/<file>`, and points its record's image field at it, with the logo's own
 * source in `imageSource` (the record's `source` stays as it is). A record that already has an image keeps it.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as v from 'valibot';
import { ENTITIES, type EntityName } from '../../../content-schema/registry.ts';
import { repository, type Stored } from '../../adapters/data/store.ts';
import { putUpload } from '../../adapters/uploads/storage.ts';
import { CATALOGUE_DIR } from './catalogue.ts';

/** Where the logo files and their manifest live. */
export const LOGOS_DIR = join(CATALOGUE_DIR, 'logos');

const KINDS = ['dapp', 'app', 'wallet', 'exchange', 'explorer', 'token', 'nft-collection', 'organization'] as const;
export type LogoKind = (typeof KINDS)[number];

const LogoSchema = v.object({
  kind: v.picklist(KINDS),
  /** The record's slug, or (no slug) its title / NFT name, exactly as in the catalogue JSON. */
  key: v.string(),
  title: v.string(),
  /** Path of the image relative to LOGOS_DIR. */
  file: v.pipe(v.string(), v.regex(/^[a-z-]+\/[a-z0-9._-]+\.(svg|png|webp|jpg)$/)),
  format: v.picklist(['svg', 'png', 'webp', 'jpg']),
  bytes: v.number(),
  width: v.number(),
  height: v.number(),
  source: v.object({ repo: v.string(), path: v.string(), commit: v.pipe(v.string(), v.regex(/^[0-9a-f]{40}$/)) }),
});
export type CatalogueLogo = v.InferOutput<typeof LogoSchema>;

const CONTENT_TYPES: Record<CatalogueLogo['format'], string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  webp: 'image/webp',
  jpg: 'image/jpeg',
};

/** Which entity holds each kind's records, its image field, and the record field the manifest's `key` names. */
const TARGETS: Record<LogoKind, { entity: EntityName; field: string; key: (r: Record<string, unknown>) => unknown }> = {
  dapp: { entity: 'dapp', field: 'imageUrl', key: (r) => (r.isDapp ? r.slug : undefined) },
  app: { entity: 'dapp', field: 'imageUrl', key: (r) => (r.isDapp ? undefined : r.slug) },
  wallet: { entity: 'wallet', field: 'logoUrl', key: (r) => r.slug },
  exchange: { entity: 'exchange', field: 'imageUrl', key: (r) => r.slug },
  explorer: { entity: 'explorer', field: 'imageUrl', key: (r) => r.slug },
  token: { entity: 'token-priced', field: 'imageUrl', key: (r) => r.title },
  'nft-collection': { entity: 'nftCollection', field: 'imageUrl', key: (r) => r.name },
  organization: { entity: 'organization', field: 'logoUrl', key: (r) => r.title },
};

/** The image field of the entity that holds records of `kind` (`imageUrl`, or `logoUrl` for wallets and organizations). */
export const logoField = (kind: LogoKind) => TARGETS[kind].field;

/** The manifest, validated; throws naming the entry that does not fit. */
export async function loadLogoManifest(): Promise<CatalogueLogo[]> {
  const raw = JSON.parse(await readFile(join(LOGOS_DIR, 'manifest.json'), 'utf8')) as unknown[];
  return raw.map((entry, i) => {
    const parsed = v.safeParse(LogoSchema, entry);
    if (!parsed.success)
      throw new Error(
        `logos/manifest.json entry ${i}: ${v.getDotPath(parsed.issues[0]) ?? ''} ${parsed.issues[0].message}`,
      );
    return parsed.output;
  });
}

/** A logo's source in the catalogue's notation, `owner/repo:path@commit` (a link to that file at that commit). */
export const logoSource = (logo: CatalogueLogo) => `${logo.source.repo}:${logo.source.path}@${logo.source.commit}`;

export interface LogoReport {
  /** Logos stored and set on their record by this run. */
  attached: number;
  /** Records that already had an image (this logo, or one an administrator chose), left as they are. */
  kept: number;
  /** Manifest entries (`kind:key`) with no record in the table. */
  unmatched: string[];
}

/**
 * Store every manifest logo in the uploads bucket and set it, with its source, on its record when that record
 * has no image yet. Idempotent. Throws when the bucket cannot be written or a file is missing.
 */
export async function attachCatalogueLogos(): Promise<LogoReport> {
  const report: LogoReport = { attached: 0, kept: 0, unmatched: [] };
  const records = new Map<EntityName, Stored[]>();
  const recordsOf = async (entity: EntityName) => {
    if (!records.has(entity)) records.set(entity, await repository(ENTITIES[entity]).list());
    return records.get(entity)!;
  };
  for (const logo of await loadLogoManifest()) {
    const target = TARGETS[logo.kind];
    const record = (await recordsOf(target.entity)).find((r) => target.key(r) === logo.key);
    if (!record) {
      report.unmatched.push(`${logo.kind}:${logo.key}`);
      continue;
    }
    if (record[target.field]) {
      report.kept++;
      continue;
    }
    const bytes = await readFile(join(LOGOS_DIR, logo.file));
    const url = await putUpload(`uploads/catalogue/${logo.file}`, bytes, CONTENT_TYPES[logo.format]);
    const { version, ...fields } = record;
    await repository(ENTITIES[target.entity]).replace(
      { ...fields, [target.field]: url, imageSource: logoSource(logo) },
      version,
    );
    report.attached++;
  }
  return report;
}
