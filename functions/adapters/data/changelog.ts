/**
 * The catalogue's version history for the changelog (issue 18): every write of an app/dApp or a contract
 * (functions/adapters/data/store.ts calls `recordVersion` with the version before and after) is compared, and an entry is
 * kept when it matters to the public: a listing added or removed (a dApp that becomes public or stops being public
 * counts as added/removed), or a change of website, title, slug, categories, blockchains (dApps) or of title and
 * script hash (contracts). Only what the public could see is recorded (security, third round, finding 3): a contract
 * counts only while its dApp is public (a contract of a private dApp is never news), and a record that stops being
 * public is published as "removed" with the values the public last saw, never the new ones. Entries live in their own
 * partition of the table (`ent#catalogue-change`), sorted by time; the snapshot carries the newest CHANGELOG_SIZE
 * that are not redacted. An administrator's redaction keeps the entry, with who, when and why, in that partition.
 */
import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { CHANGELOG_ENTITIES, ENTITIES, type ChangelogEntity, type EntityDefinition, type EntityName } from '../../../content-schema/registry.ts';
import { CatalogueChangeSchema, type CatalogueChange } from '../../../content-schema/snapshot.ts';
import { isPublicDapp } from '../../../content-schema/entities/dapp.ts';
import { electroEntity } from './electro.ts';
import { DatabaseUnavailableError, isUnreachable, NotFoundError } from './errors.ts';
import { log } from '../../lib/logger.ts';

/** How many changes the catalogue snapshot (and so the changelog page and feed) carries. */
export const CHANGELOG_SIZE = 200;

/** A stored entry: the public entry, plus its redaction when an administrator withdrew it (never published then). */
const StoredChangeSchema = v.object({
  ...CatalogueChangeSchema.entries,
  /** When it was redacted, UTC ISO-8601. */
  redactedAt: v.optional(v.string()),
  /** The administrator who redacted it (idUserPk). */
  redactedBy: v.optional(v.number()),
  /** Why, in the administrator's words. */
  redactionReason: v.optional(v.string()),
});
/** A changelog entry as the back-office sees it, redaction included. */
export type StoredChange = v.InferOutput<typeof StoredChangeSchema>;

const CHANGE_DEF: EntityDefinition = {
  name: 'catalogue-change' as EntityName, object: StoredChangeSchema as never, schema: StoredChangeSchema, idFields: ['changeId'],
  autoId: false, titleField: 'title', listColumns: [], searchFields: [], imageFields: [], relations: {}, longTextFields: [], toggleFields: [],
  exportable: false, uniqueFields: [], cascade: [], counted: false, noCache: true, publicRead: false, backOffice: 'none', dashboardPaths: {},
};

/** The fields whose change is news, per tracked entity. */
const TRACKED: Record<ChangelogEntity, readonly string[]> = {
  dapp: ['title', 'slug', 'websiteUrl', 'dappCategory', 'dappBlockchainVersion', 'isDapp'],
  contract: ['title', 'hash', 'idDappFk'],
};

/** The entities whose versions are compared. */
export const TRACKED_ENTITIES: ReadonlySet<string> = new Set(CHANGELOG_ENTITIES);
const isTracked = (entity: string): entity is ChangelogEntity => TRACKED_ENTITIES.has(entity);

type Row = Record<string, unknown>;
/** store.ts's `guard` (which imports this module): an unreachable database becomes DatabaseUnavailableError (503). */
async function guard<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw isUnreachable(error) ? new DatabaseUnavailableError(error) : error;
  }
}
/**
 * Whether the public sees a version of a record: a dApp when it is public (isPublicDapp); a contract when its dApp
 * (`dapps`, by idDappPk, as it is now) is.
 */
const isPublic = (entity: string, r: Row | undefined, dapps: ReadonlyMap<number, Row>): boolean => {
  const dapp = entity === 'dapp' ? r : r && dapps.get(Number(r.idDappFk));
  return !!dapp && isPublicDapp(dapp);
};
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The changelog entry of a write of `entity` from `before` to `after` (undefined = absent), or undefined when it is no
 * news. `dapps` holds the dApps a contract's version may belong to (by idDappPk; a contract whose dApp is absent or
 * not public is not public). A "removed" entry carries the last public version's values.
 */
export function changeOf(
  entity: string, before: Row | undefined, after: Row | undefined, at = new Date().toISOString(), dapps: ReadonlyMap<number, Row> = new Map(),
): CatalogueChange | undefined {
  const fields = isTracked(entity) ? TRACKED[entity] : undefined;
  if (!fields) return undefined;
  const was = isPublic(entity, before, dapps), is = isPublic(entity, after, dapps);
  const action = !was && is ? 'added' : was && !is ? 'removed' : was && is ? 'changed' : undefined;
  if (!action) return undefined;
  const changed = action === 'changed' ? fields.filter((f) => !same(before![f], after![f])) : [];
  if (action === 'changed' && !changed.length) return undefined;
  const r = (action === 'removed' ? before : after)!;
  const recordId = Number(r[entity === 'dapp' ? 'idDappPk' : 'idContractPk']);
  return {
    changeId: `${at}#${entity}#${recordId}#${randomUUID().slice(0, 8)}`, at, entity: entity as CatalogueChange['entity'], recordId, action,
    title: String(r.title ?? ''), fields: changed,
    ...(entity === 'dapp' ? { dappId: recordId, dappSlug: String(r.slug), isDapp: Boolean(r.isDapp) } : { dappId: Number(r.idDappFk), hash: String(r.hash) }),
  };
}

/** Record the change between two versions of a record, if it is news. A failure is logged, never thrown: the write it follows stands. */
export async function recordVersion(entity: string, before: Row | undefined, after: Row | undefined): Promise<void> {
  if (!TRACKED_ENTITIES.has(entity)) return;
  try {
    const change = changeOf(entity, before, after, undefined, entity === 'contract' ? await dappsOf(before, after) : undefined);
    if (!change) return;
    await electroEntity(CHANGE_DEF).create({ ...change, version: 1, createdAt: change.at, updatedAt: change.at } as never).go();
  } catch (error) {
    log.error('changelog entry not recorded', { entity, error: String(error) });
  }
}

/** The dApps (as stored now) of a contract's two versions, by idDappPk. */
async function dappsOf(...versions: (Row | undefined)[]): Promise<Map<number, Row>> {
  const ids = [...new Set(versions.filter((r) => r?.idDappFk !== undefined).map((r) => Number(r!.idDappFk)))];
  const found = await Promise.all(ids.map(async (idDappPk) => (await guard(() => electroEntity(ENTITIES.dapp).get({ idDappPk }).go())).data));
  return new Map(found.filter((d): d is Row => !!d).map((d) => [Number(d.idDappPk), d]));
}

type Bookkept = StoredChange & { version?: number; createdAt?: string; updatedAt?: string };
/** Every stored entry, redacted ones included, newest first, without the bookkeeping. */
async function allChanges(): Promise<StoredChange[]> {
  const { data } = await guard(() => electroEntity(CHANGE_DEF).query.primary({}).go({ pages: 'all' }));
  return (data as Bookkept[]).sort((a, b) => b.changeId.localeCompare(a.changeId))
    .map(({ version: _v, createdAt: _c, updatedAt: _u, ...c }) => ({ ...c, fields: c.fields ?? [] }));
}

/** The newest `limit` public changes (redacted ones left out), newest first. */
export async function listChanges(limit = CHANGELOG_SIZE): Promise<CatalogueChange[]> {
  return (await allChanges()).filter((c) => !c.redactedAt).slice(0, limit)
    .map(({ redactedAt: _a, redactedBy: _b, redactionReason: _r, ...c }) => c);
}

/** The newest `limit` entries for the back-office, redacted ones included with who redacted them, when and why. */
export async function listChangesForReview(limit = CHANGELOG_SIZE): Promise<StoredChange[]> {
  return (await allChanges()).slice(0, limit);
}

/**
 * Redact an entry: it stays stored with `redactedAt` (now, UTC ISO-8601), `redactedBy` (the administrator's idUserPk) and
 * `redactionReason`, and leaves the public changelog (the snapshot, so `/changelog/` and `/changelog.xml` from the next
 * build). Redacting again keeps the first redaction. Throws NotFoundError (404) for an unknown changeId.
 */
export async function redactChange(changeId: string, redactedBy: number, reason: string): Promise<StoredChange> {
  const e = electroEntity(CHANGE_DEF);
  const found = (await guard(() => e.get({ changeId }).go())).data as Bookkept | null;
  if (!found) throw new NotFoundError(CHANGE_DEF.name, changeId);
  if (!found.redactedAt) {
    const redaction = { redactedAt: new Date().toISOString(), redactedBy, redactionReason: reason };
    await guard(() => e.put({ ...found, ...redaction, version: (found.version ?? 1) + 1, updatedAt: redaction.redactedAt }).go());
    Object.assign(found, redaction);
    log.info('changelog entry redacted', { changeId, redactedBy, reason });
  }
  const { version: _v, createdAt: _c, updatedAt: _u, ...c } = found;
  return { ...c, fields: c.fields ?? [] };
}
