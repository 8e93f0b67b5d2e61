/**
 * The catalogue's version history for the changelog (issue 18): every write of an app/dApp or a contract
 * (functions/adapters/data/store.ts calls `recordVersion` with the version before and after) is compared, and an entry is
 * kept when it matters to the public: a listing added or removed (a dApp that becomes public or stops being public
 * counts as added/removed), or a change of website, title, slug, categories, blockchains (dApps) or of title and
 * script hash (contracts). Entries live in their own partition of the table (`ent#catalogue-change`), sorted by
 * time; the snapshot carries the newest CHANGELOG_SIZE.
 */
import { randomUUID } from 'node:crypto';
import type { EntityDefinition, EntityName } from '../../../content-schema/registry.ts';
import { CatalogueChangeSchema, type CatalogueChange } from '../../../content-schema/snapshot.ts';
import { electroEntity } from './electro.ts';
import { log } from '../../lib/logger.ts';

/** How many changes the catalogue snapshot (and so the changelog page and feed) carries. */
export const CHANGELOG_SIZE = 200;

const CHANGE_DEF: EntityDefinition = {
  name: 'catalogue-change' as EntityName, object: CatalogueChangeSchema as never, schema: CatalogueChangeSchema, idFields: ['changeId'],
  autoId: false, titleField: 'title', listColumns: [], searchFields: [], imageFields: [], relations: {}, longTextFields: [], toggleFields: [],
  exportable: false, noCache: true, publicRead: false,
};

/** The fields whose change is news, per tracked entity. */
const TRACKED: Record<string, readonly string[]> = {
  dapp: ['title', 'slug', 'websiteUrl', 'dappCategory', 'dappBlockchainVersion', 'isDapp'],
  contract: ['title', 'hash', 'idDappFk'],
};

/** The entities whose versions are compared. */
export const TRACKED_ENTITIES: ReadonlySet<string> = new Set(Object.keys(TRACKED));

type Row = Record<string, unknown>;
const isPublic = (entity: string, r: Row | undefined) => !!r && (entity !== 'dapp' || (r.active !== false && r.private !== true));
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The changelog entry of a write of `entity` from `before` to `after` (undefined = absent), or undefined when it is no news. */
export function changeOf(entity: string, before: Row | undefined, after: Row | undefined, at = new Date().toISOString()): CatalogueChange | undefined {
  const fields = TRACKED[entity];
  if (!fields) return undefined;
  const was = isPublic(entity, before), is = isPublic(entity, after);
  const action = !was && is ? 'added' : was && !is ? 'removed' : was && is ? 'changed' : undefined;
  if (!action) return undefined;
  const changed = action === 'changed' ? fields.filter((f) => !same(before![f], after![f])) : [];
  if (action === 'changed' && !changed.length) return undefined;
  const r = (after ?? before)!;
  const recordId = Number(r[entity === 'dapp' ? 'idDappPk' : 'idContractPk']);
  return {
    changeId: `${at}#${entity}#${recordId}#${randomUUID().slice(0, 8)}`, at, entity: entity as CatalogueChange['entity'], recordId, action,
    title: String(r.title ?? ''), fields: changed,
    ...(entity === 'dapp' ? { dappId: recordId, dappSlug: String(r.slug), isDapp: Boolean(r.isDapp) } : { dappId: Number(r.idDappFk), hash: String(r.hash) }),
  };
}

/** Record the change between two versions of a record, if it is news. A failure is logged, never thrown: the write it follows stands. */
export async function recordVersion(entity: string, before: Row | undefined, after: Row | undefined): Promise<void> {
  const change = changeOf(entity, before, after);
  if (!change) return;
  try {
    await electroEntity(CHANGE_DEF).create({ ...change, version: 1, createdAt: change.at, updatedAt: change.at } as never).go();
  } catch (error) {
    log.error('changelog entry not recorded', { entity, error: String(error) });
  }
}

/** The newest `limit` changes, newest first. */
export async function listChanges(limit = CHANGELOG_SIZE): Promise<CatalogueChange[]> {
  const { data } = await electroEntity(CHANGE_DEF).query.primary({}).go({ pages: 'all' });
  return (data as (CatalogueChange & { version?: number; createdAt?: string; updatedAt?: string })[]).sort((a, b) => b.changeId.localeCompare(a.changeId)).slice(0, limit)
    .map(({ version: _v, createdAt: _c, updatedAt: _u, ...c }) => ({ ...c, fields: c.fields ?? [] }) as CatalogueChange);
}
