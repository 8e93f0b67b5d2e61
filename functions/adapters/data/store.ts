/**
 * The generic repository of a registry entity: list, get, create (numeric id from the entity's atomic counter),
 * replace (conditional on the version the caller read: a stale write is rejected, nothing is lost) and delete.
 *
 * Natural keys (UNIQUE_FIELDS) and capped counts (COUNTED_ENTITIES) are enforced by the database through guard
 * items written around the record (functions/adapters/data/guards.ts): UniqueConflictError / LimitReachedError (409).
 *
 * Records come back with their bookkeeping: `version` (1 on create, +1 per replace) and `createdAt`/`updatedAt`
 * (UTC ISO-8601).
 */
import { randomUUID } from 'node:crypto';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ENTITY_LIST, type EntityDefinition } from '../../../content-schema/registry.ts';
import { recordVersion, TRACKED_ENTITIES } from './changelog.ts';
import { documentClient, tableName } from './client.ts';
import { electroEntity, metaEntity } from './electro.ts';
import {
  claimUnique, COUNTED_ENTITIES, countDown, countUp, ensureCount, LimitReachedError, releaseUnique, UNIQUE_FIELDS, UniqueConflictError,
  uniqueOwner, uniqueValue,
} from './guards.ts';
import {
  AlreadyExistsError, DatabaseUnavailableError, NotFoundError, VersionConflictError, isConditionFailure, isUnreachable,
} from './errors.ts';

export interface RecordMeta { version: number; createdAt: string; updatedAt: string }
export type Stored<T = Record<string, unknown>> = T & RecordMeta;
export type Key = Record<string, number>;

/**
 * ElectroDB's `originalErr`: the DynamoDB client's own error, not one re-thrown with the caller's stack (whose
 * capture, on every call, costs a read on the hot paths about a twentieth of its time). The error checks
 * (errors.ts) read both shapes.
 */
export const RAW_ERRORS = { originalErr: true } as const;

/** Run a database call, turning an unreachable endpoint into DatabaseUnavailableError (HTTP 503). */
export async function guard<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isUnreachable(error)) throw new DatabaseUnavailableError(error);
    throw error;
  }
}

/**
 * The item of the meta record `name` as ElectroDB writes it (electro.ts `metaEntity`: `pk = meta#<name>` lower-cased,
 * as ElectroDB cases its keys, `sk = meta`, and its identity attributes), for the hot bookkeeping writes below that
 * go to the document client directly: they run on every write of every entity, and ElectroDB's parameter building
 * for one small item cost about as much CPU as the SDK's own work on it. `readMeta` and the revision reads still
 * read these items through ElectroDB (store.test.ts checks that both name the same item).
 */
const metaItem = (name: string) => ({
  pk: `meta#${name}`.toLowerCase(),
  sk: 'meta',
  name,
  __edb_e__: 'counter',
  __edb_v__: '1',
});

/** The next value of the named atomic counter (1 for the first call): one UpdateItem (`ADD value 1`). */
export async function nextCounter(name: string): Promise<number> {
  const { pk, sk, ...identity } = metaItem(`counter#${name}`);
  const { Attributes } = await guard(() =>
    documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk, sk },
        UpdateExpression: 'SET #name = :name, #e = :e, #v = :v ADD #value :one',
        ExpressionAttributeNames: { '#name': 'name', '#e': '__edb_e__', '#v': '__edb_v__', '#value': 'value' },
        ExpressionAttributeValues: { ':name': identity.name, ':e': identity.__edb_e__, ':v': identity.__edb_v__, ':one': 1 },
        ReturnValues: 'ALL_NEW',
      }),
    ),
  );
  return Attributes!.value as number;
}

/** Read a small meta record (seed marker, rebuild state); undefined when absent. */
export async function readMeta<T>(name: string): Promise<T | undefined> {
  const { data } = await guard(() => metaEntity().get({ name }).go());
  return (data?.data as T | undefined) ?? undefined;
}

/** Write a small meta record (last writer wins). */
export async function writeMeta(name: string, data: unknown): Promise<void> {
  await guard(() => metaEntity().put({ name, data, updatedAt: new Date().toISOString() }).go());
}

const keyText = (def: EntityDefinition, key: Key) => def.idFields.map((f) => key[f]).join('/');
const keyOf = (def: EntityDefinition, record: Record<string, unknown>): Key =>
  Object.fromEntries(def.idFields.map((f) => [f, Number(record[f])]));

/**
 * Whole-entity reads are cached per process and checked against the entity's revision counter in the table
 * (one small read instead of a partition query); every write moves the revision on, so an instance never
 * serves a list older than the last write it can see.
 */
const listCache = new Map<string, { revision: string; data: Stored[] }>();
const revisionName = (entity: string) => `revision#${entity}`;
async function revision(entity: string): Promise<string> {
  const { data } = await guard(() => metaEntity().get({ name: revisionName(entity) }).go());
  return String(data?.data ?? 'none');
}
/** Give an entity a new revision (after any write to it, including restores that bypass the repository). */
export const bumpRevision = async (entity: string) => {
  const Item = { ...metaItem(revisionName(entity)), data: randomUUID(), updatedAt: new Date().toISOString() };
  await guard(() => documentClient().send(new PutCommand({ TableName: tableName(), Item })));
};
/** New revisions for every entity (after a restore). */
export const bumpAllRevisions = () => Promise.all(ENTITY_LIST.map((d) => bumpRevision(d.name)));
/** Forget cached lists (tests that swap databases). */
export const clearListCache = () => listCache.clear();

/** A guard whose record write has not followed for this long is left over from a crash and may be taken over. */
const STALE_GUARD_MS = 60_000;
const isSet = (value: unknown) => value !== undefined && value !== null && value !== '';
/** Entities whose table this process saw with a guard item for every record (see `ensureGuards`). */
const guardedEntities = new Set<string>();

/** The repository of one entity. */
export function repository<T extends Record<string, unknown> = Record<string, unknown>>(def: EntityDefinition) {
  const e = electroEntity(def);
  const uniqueFields = UNIQUE_FIELDS[def.name] ?? [];
  const counted = COUNTED_ENTITIES.has(def.name);

  /** Claim `field = value` for `owner`, taking over a guard whose record is gone or moved on (after STALE_GUARD_MS). */
  async function claim(field: string, value: unknown, owner: string): Promise<boolean> {
    if (await claimUnique(def.name, field, value, owner)) return true;
    const holder = await uniqueOwner(def.name, field, value);
    if (!holder || holder.owner === owner || Date.now() - Date.parse(holder.updatedAt) < STALE_GUARD_MS) return false;
    const ids = holder.owner.split('/').map(Number);
    const { data } = await guard(() => e.get(Object.fromEntries(def.idFields.map((f, i) => [f, ids[i]]))).go());
    if (data && uniqueValue(data[field]) === uniqueValue(value)) return false;
    await releaseUnique(def.name, field, value, holder.owner);
    return claimUnique(def.name, field, value, owner);
  }
  /** Guard items for the records a table held before guards existed (once per table, remembered in a meta item). */
  async function ensureGuards(): Promise<void> {
    if (!uniqueFields.length || guardedEntities.has(def.name)) return;
    const marker = `guards#${def.name}`;
    if (!(await readMeta(marker))) {
      const { data } = await guard(() => e.query.primary({}).go({ pages: 'all' }));
      for (const row of data as Record<string, unknown>[])
        for (const field of uniqueFields)
          if (isSet(row[field])) await claimUnique(def.name, field, row[field], keyText(def, keyOf(def, row)));
      await writeMeta(marker, { at: new Date().toISOString() });
    }
    guardedEntities.add(def.name);
  }
  /**
   * Claim every changed unique value of `item` (in field order); undoes its own claims and throws UniqueConflictError on a taken one.
   * The guard items of a table written before they existed come first (`ensureGuards`), so a value an older record
   * holds is refused too.
   */
  async function claimAll(item: Record<string, unknown>, before: Record<string, unknown> | undefined, owner: string): Promise<string[]> {
    await ensureGuards();
    const claimed: string[] = [];
    for (const field of uniqueFields) {
      if (!isSet(item[field])) continue;
      const unchanged = before && uniqueValue(before[field]) === uniqueValue(item[field]);
      if (await claim(field, item[field], owner)) { if (!unchanged) claimed.push(field); continue; }
      if (unchanged) continue; // a value it already had stays, whatever an older duplicate holds
      for (const f of claimed) await releaseUnique(def.name, f, item[f], owner);
      throw new UniqueConflictError(def.name, field);
    }
    return claimed;
  }
  return {
    /**
     * The other record that holds `field = value` (trimmed, case-insensitive), if any: the guard item's owner when
     * its record still has that value (a guard left behind by an interrupted write frees the value). Two reads at
     * most, whatever the size of the entity. The first call on a table written before guard items existed claims a
     * guard for every record there (once per table: the `guards#<entity>` meta item remembers it).
     */
    async holderOf(field: string, value: unknown, self?: Key): Promise<Stored<T> | undefined> {
      await ensureGuards();
      const holder = await uniqueOwner(def.name, field, value);
      if (!holder || (self && holder.owner === keyText(def, self))) return undefined;
      const ids = holder.owner.split('/').map(Number);
      const { data } = await guard(() => e.get(Object.fromEntries(def.idFields.map((f, i) => [f, ids[i]]))).go());
      return data && uniqueValue(data[field]) === uniqueValue(value) ? (data as Stored<T>) : undefined;
    },

    /** Every record of the entity (all pages), in key order. */
    async list(): Promise<Stored<T>[]> {
      const current = await revision(def.name);
      const cached = listCache.get(def.name);
      if (cached && cached.revision === current) return cached.data.map((r) => ({ ...r })) as Stored<T>[];
      const { data } = await guard(() => e.query.primary({}).go({ pages: 'all' }));
      listCache.set(def.name, { revision: current, data: data as Stored[] });
      return (data as Stored<T>[]).map((r) => ({ ...r }));
    },

    /** One record by its key, or undefined. */
    async get(key: Key): Promise<Stored<T> | undefined> {
      const { data } = await guard(() => e.get(key).go(RAW_ERRORS));
      return (data ?? undefined) as Stored<T> | undefined;
    },

    /**
     * Create a record. For an auto-id entity the id comes from its counter (any id given is ignored);
     * otherwise the key fields must be set and unused (AlreadyExistsError, 409).
     */
    async create(record: T, options: { max?: number } = {}): Promise<Stored<T>> {
      const now = new Date().toISOString();
      const item: Record<string, unknown> = { ...record, version: 1, createdAt: now, updatedAt: now };
      if (def.autoId) item[def.idFields[0]!] = await nextCounter(def.name);
      const owner = keyText(def, keyOf(def, item));
      const claimed = await claimAll(item, undefined, owner);
      let countedUp = false;
      try {
        if (counted) {
          await ensureCount(def.name, async () => (await this.list()).length);
          const max = options.max ?? Number.MAX_SAFE_INTEGER;
          if (!(await countUp(def.name, max))) throw new LimitReachedError(def.name, max);
          countedUp = true;
        }
        await guard(() => e.create(item as never).go(RAW_ERRORS));
        await bumpRevision(def.name);
      } catch (error) {
        for (const field of claimed) await releaseUnique(def.name, field, item[field], owner);
        if (countedUp) await countDown(def.name);
        if (isConditionFailure(error)) throw new AlreadyExistsError(def.name, owner);
        throw error;
      }
      await recordVersion(def.name, undefined, item);
      return item as Stored<T>;
    },

    /**
     * Replace a record if its stored version is still `expectedVersion`; answers the new record (version + 1).
     * Throws VersionConflictError (409) when someone saved first, NotFoundError (404) when it is gone.
     */
    async replace(record: T, expectedVersion: number): Promise<Stored<T>> {
      const key = keyOf(def, record);
      const current = await this.get(key);
      if (!current) throw new NotFoundError(def.name, keyText(def, key));
      if (current.version !== expectedVersion) throw new VersionConflictError(def.name, keyText(def, key));
      const item = { ...record, version: expectedVersion + 1, createdAt: current.createdAt, updatedAt: new Date().toISOString() };
      const owner = keyText(def, key);
      const claimed = await claimAll(item, current, owner);
      try {
        await guard(() => e.put(item as never).where(({ version }, { eq }) => eq!(version, expectedVersion)).go());
        await bumpRevision(def.name);
      } catch (error) {
        for (const field of claimed) await releaseUnique(def.name, field, item[field], owner);
        if (isConditionFailure(error)) throw new VersionConflictError(def.name, owner);
        throw error;
      }
      for (const field of claimed) if (isSet(current[field])) await releaseUnique(def.name, field, current[field], owner);
      await recordVersion(def.name, current, item);
      return item as Stored<T>;
    },

    /** Delete a record; NotFoundError (404) when it does not exist. */
    async remove(key: Key): Promise<void> {
      const current = uniqueFields.length || counted || TRACKED_ENTITIES.has(def.name) ? await this.get(key) : undefined;
      try {
        await guard(() => e.delete(key).where(({ version }, { exists }) => exists!(version)).go());
        await bumpRevision(def.name);
      } catch (error) {
        if (isConditionFailure(error)) throw new NotFoundError(def.name, keyText(def, key));
        throw error;
      }
      for (const field of uniqueFields) if (current && isSet(current[field])) await releaseUnique(def.name, field, current[field], keyText(def, key));
      if (counted) await countDown(def.name);
      await recordVersion(def.name, current, undefined);
    },
  };
}
export type Repository<T extends Record<string, unknown> = Record<string, unknown>> = ReturnType<typeof repository<T>>;
