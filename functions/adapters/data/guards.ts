/**
 * Uniqueness and limits the database enforces itself, so that parallel writers cannot both pass a check that read
 * "not there yet" (functions/adapters/data/store.ts writes them around the record's own conditional write):
 * - a natural key (UNIQUE_FIELDS) owns a guard item `pk = unique#<entity>#<field>`, `sk = <value>` (lower-cased,
 *   trimmed), created with `attribute_not_exists` and naming its record as `owner`;
 * - an entity with a maximum count (COUNTED_ENTITIES) keeps its count in `meta#count#<entity>`, raised with
 *   `ADD 1` on the condition `value < max` and lowered on delete.
 * Rules that check another natural key add it to UNIQUE_FIELDS.
 */
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ENTITY_LIST } from '../../../content-schema/registry.ts';
import { documentClient, tableName } from './client.ts';
import { isConditionFailure } from './errors.ts';

/**
 * The natural keys by entity (the registry's `uniqueFields`). The guard items make the database refuse a taken
 * value; persist() (functions/domain/content/crud.ts) answers 400 `validation.excluded` when another record held it
 * before the save began, 409 (same message) when a parallel save took it. Empty values are not claimed. Why each
 * field is unique is said beside it in content-schema/registry.ts.
 */
export const UNIQUE_FIELDS: Readonly<Partial<Record<string, readonly string[]>>> = Object.fromEntries(
  ENTITY_LIST.filter((e) => e.uniqueFields.length).map((e) => [e.name, e.uniqueFields]),
);

/** Entities whose number of records is capped (the registry's `counted`; the caller passes the cap as `max`). */
export const COUNTED_ENTITIES: ReadonlySet<string> = new Set(ENTITY_LIST.filter((e) => e.counted).map((e) => e.name));

/** The comparable form of a unique value (case and surrounding spaces do not make a new one). */
export const uniqueValue = (value: unknown) => String(value).trim().toLowerCase();

/** The key of the guard item of `entity.field = value`. */
export const guardKey = (entity: string, field: string, value: unknown) => ({ pk: `unique#${entity}#${field}`, sk: uniqueValue(value) });

/** The key of the count item of a capped entity. */
export const countKey = (entity: string) => ({ pk: `meta#count#${entity}`, sk: 'meta' });

/** Another record already holds this natural key: HTTP 409. Nothing was written. */
export class UniqueConflictError extends Error {
  readonly status = 409;
  readonly entity: string;
  readonly field: string;
  constructor(entity: string, field: string) {
    super(`Another ${entity} already has this ${field}.`);
    this.entity = entity;
    this.field = field;
    this.name = 'UniqueConflictError';
  }
}

/** The entity's maximum count is reached: HTTP 409. Nothing was written. */
export class LimitReachedError extends Error {
  readonly status = 409;
  readonly entity: string;
  readonly max: number;
  constructor(entity: string, max: number) {
    super(`At most ${max} ${entity} records are allowed.`);
    this.entity = entity;
    this.max = max;
    this.name = 'LimitReachedError';
  }
}


/**
 * The guard writes run before the record's own conditional write and are undone if it fails: each is one
 * conditional DynamoDB write, so of parallel writers exactly one gets a value (or a slot under the maximum). They are
 * separate writes, not one `TransactWriteItems`, because dynalite 4.0.0 (the local and test database) does not
 * implement transactions (no TransactWriteItems action; its readme lists them as to do); the order (guard first,
 * record second, undo on failure) keeps the same guarantee.
 */
const ownerCondition = { ConditionExpression: 'attribute_not_exists(pk) OR #owner = :owner', ExpressionAttributeNames: { '#owner': 'owner' } };

/** Claim `entity.field = value` for the record `owner` (its key text); false when another record holds it. */
export async function claimUnique(entity: string, field: string, value: unknown, owner: string): Promise<boolean> {
  try {
    await documentClient().send(new PutCommand({
      TableName: tableName(), Item: { ...guardKey(entity, field, value), owner, updatedAt: new Date().toISOString() },
      ...ownerCondition, ExpressionAttributeValues: { ':owner': owner },
    }));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Let go of `entity.field = value` if `owner` holds it (absent or someone else's: nothing happens). */
export async function releaseUnique(entity: string, field: string, value: unknown, owner: string): Promise<void> {
  try {
    await documentClient().send(new DeleteCommand({ TableName: tableName(), Key: guardKey(entity, field, value), ...ownerCondition, ExpressionAttributeValues: { ':owner': owner } }));
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** Who holds `entity.field = value` (the record's key text) and since when (ISO-8601), if anyone. */
export async function uniqueOwner(entity: string, field: string, value: unknown): Promise<{ owner: string; updatedAt: string } | undefined> {
  const { Item } = await documentClient().send(new GetCommand({ TableName: tableName(), Key: guardKey(entity, field, value), ConsistentRead: true }));
  return Item ? { owner: String(Item.owner), updatedAt: String(Item.updatedAt) } : undefined;
}

/** Start the count of `entity` at `current` (the records there now) unless it is already kept. */
export async function ensureCount(entity: string, current: () => Promise<number>): Promise<void> {
  const { Item } = await documentClient().send(new GetCommand({ TableName: tableName(), Key: countKey(entity), ConsistentRead: true }));
  if (Item) return;
  try {
    await documentClient().send(new PutCommand({ TableName: tableName(), Item: { ...countKey(entity), value: await current() }, ConditionExpression: 'attribute_not_exists(pk)' }));
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** Count one more record of `entity` if fewer than `max` are counted; false when the maximum is reached. */
export async function countUp(entity: string, max: number): Promise<boolean> {
  try {
    await documentClient().send(new UpdateCommand({
      TableName: tableName(), Key: countKey(entity), UpdateExpression: 'ADD #v :one',
      ConditionExpression: 'attribute_not_exists(#v) OR #v < :max', ExpressionAttributeNames: { '#v': 'value' }, ExpressionAttributeValues: { ':one': 1, ':max': max },
    }));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Count one record of `entity` less (after a delete, or to undo `countUp`). */
export async function countDown(entity: string): Promise<void> {
  await documentClient().send(new UpdateCommand({
    TableName: tableName(), Key: countKey(entity), UpdateExpression: 'ADD #v :minus',
      ConditionExpression: '#v > :zero', ExpressionAttributeNames: { '#v': 'value' }, ExpressionAttributeValues: { ':minus': -1, ':zero': 0 },
  })).catch((error) => { if (!isConditionFailure(error)) throw error; });
}
