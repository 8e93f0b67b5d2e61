/**
 * Create, update and delete of any registry entity, with the rules of SPEC §3/§5: foreign keys must exist,
 * updates are conditional on the version the editor read (409 otherwise), deleting a record others point to is
 * refused (or cascades for a dApp's socials, boost and contracts), and every change is announced.
 */
import type { EntityDefinition, EntityName } from '../../../content-schema/registry.ts';
import { inputSchema } from '../../../content-schema/registry.ts';
import { repository, type Key, type Stored } from '../../adapters/data/store.ts';
import { AlreadyExistsError } from '../../adapters/data/errors.ts';
import { LimitReachedError, UniqueConflictError } from '../../adapters/data/guards.ts';
import { ConflictError, InvalidError, NotFoundError } from '../errors.ts';
import { translator, type Locale } from '../../lib/i18n.ts';
import { fieldError, validateOrThrow } from '../validation.ts';
import { contentChanged } from '../../adapters/data/events.ts';
import { CASCADE, definition, idsIn, incoming } from './references.ts';
import { RULES } from './rules.ts';
import { checkNumbers } from './numbers.ts';
import { checkUploadedImages, keepUploads } from './uploaded-images.ts';

export interface Saved {
  id: number;
  ids: Key;
  version: number;
}

/** Form values to stored values: empty strings and nulls mean "not set". */
export const withoutEmpty = (input: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== '' && value !== null && value !== undefined),
  );

const keyOf = (def: EntityDefinition, record: Record<string, unknown>): Key | undefined => {
  const key = Object.fromEntries(def.idFields.map((f) => [f, record[f]]));
  return Object.values(key).every((x) => typeof x === 'number') ? (key as Key) : undefined;
};

async function checkRelations(def: EntityDefinition, record: Record<string, unknown>, locale: Locale): Promise<void> {
  for (const [field, relation] of Object.entries(def.relations)) {
    const wanted = idsIn(record[field]);
    if (!wanted.length) continue;
    const target = definition(relation.entity);
    const existing = new Set((await repository(target).list()).map((r) => r[target.idFields[0]!]));
    if (wanted.some((id) => !existing.has(id))) fieldError(field, 'validation.included', locale);
  }
}

/**
 * Whether the natural key `field` of `record` that the database refused (UniqueConflictError) was already held when
 * the save began (`startedAt`, UTC ISO-8601): another stored record has the value (trimmed, case-insensitive) and
 * was last written before then (or says not when). That is what a read before the write would have found (400,
 * `validation.excluded`); otherwise a parallel writer took it during this save (409, same message). Read from the
 * guard item and its record (two reads, only on a refusal): the common case, a free value, costs no read at all,
 * since the guard item's conditional write (functions/adapters/data/store.ts `claimAll`) is the check.
 */
async function heldBefore(
  def: EntityDefinition,
  field: string,
  record: Record<string, unknown>,
  existing: Stored | undefined,
  startedAt: string,
): Promise<boolean> {
  const holder = await repository(def).holderOf(field, record[field], existing ? keyOf(def, existing) : undefined);
  return !!holder && !(typeof holder.updatedAt === 'string' && holder.updatedAt >= startedAt);
}

/**
 * The answer to a write the database refused for a rule it enforces: a taken natural key is 400 with the field's
 * message (`validation.excluded`) when another record `held` it before the save began, 409 with the same message when
 * a parallel writer took it meanwhile; a reached maximum 409 with its message; any other error passes unchanged.
 */
function databaseRefusal(error: unknown, locale: Locale, held = false): unknown {
  const t = translator(locale);
  if (error instanceof UniqueConflictError) {
    try {
      fieldError(error.field, 'validation.excluded', locale);
    } catch (e) {
      return held ? e : new ConflictError((e as InvalidError).message, (e as InvalidError).fields);
    }
  }
  if (error instanceof LimitReachedError && error.entity === 'boosted-dapp')
    return new ConflictError(t('api.boostedFull', { max: error.max }));
  if (error instanceof LimitReachedError) return new ConflictError(t('validation.general'));
  return error;
}

/**
 * Save a record from the dashboard: create when it has no key (or its composite key is unused), otherwise
 * replace it if `version` is still the stored one. Answers the id and the new version.
 * Throws 400 (validation, unknown foreign key, missing version, an uploaded image whose bytes are not the declared
 * image type, a number out of range, a natural key another record held before the save began), 404, 409 (stale
 * version, duplicate key, a natural key a parallel save took, a reached maximum). A natural key is checked by its
 * guard item's conditional write, after the other checks: a refused create may have used up an id of the counter.
 */
export async function persist(name: EntityName, raw: Record<string, unknown>, locale: Locale): Promise<Saved> {
  const startedAt = new Date().toISOString();
  const def = definition(name);
  const t = translator(locale);
  const { version, ...fields } = raw;
  const rules = RULES[name];
  checkNumbers(fields, locale);
  const input = validateOrThrow(rules?.schema ?? inputSchema(def), withoutEmpty(fields), locale) as Record<
    string,
    unknown
  >;
  await checkRelations(def, input, locale);
  const repo = repository(def);
  const key = keyOf(def, input);
  const existing = key ? await repo.get(key) : undefined;
  if (key && !existing && def.autoId) throw new NotFoundError(t('api.notFound'));
  const uploads = await checkUploadedImages(def, input, existing, locale);
  const record = rules?.beforeSave ? await rules.beforeSave(input, existing, locale) : input;

  let saved: Stored;
  try {
    if (existing) {
      if (typeof version !== 'number' && !def.autoId) throw new AlreadyExistsError(name, Object.values(key!).join('/'));
      if (typeof version !== 'number') throw new InvalidError(t('api.versionRequired'));
      saved = await repo.replace({ ...record, ...key }, version);
    } else {
      saved = await repo.create(record, { max: await rules?.maxCount?.() });
    }
  } catch (error) {
    const held =
      error instanceof UniqueConflictError && (await heldBefore(def, error.field, record, existing, startedAt));
    throw databaseRefusal(error, locale, held);
  }
  await keepUploads(uploads.keys);
  contentChanged(name, existing ? 'update' : 'create');
  const ids = keyOf(def, saved)!;
  return { id: ids[def.idFields[0]!]!, ids, version: saved.version };
}

async function removeWithCascade(name: EntityName, key: Key): Promise<void> {
  const def = definition(name);
  for (const child of CASCADE[name] ?? []) {
    const childDef = definition(child);
    const field = Object.entries(childDef.relations).find(([, r]) => r.entity === name)?.[0] ?? def.idFields[0]!;
    for (const row of (await repository(childDef).list()).filter((r) =>
      idsIn(r[field]).includes(key[def.idFields[0]!]!),
    )) {
      await removeWithCascade(child, keyOf(childDef, row)!);
    }
  }
  await repository(def).remove(key);
}

/**
 * Delete a record. Refused with 409 and the names of the records that still point to it, unless those are
 * deleted with it (CASCADE). 404 when it does not exist.
 */
export async function remove(name: EntityName, key: Key, locale: Locale): Promise<void> {
  const def = definition(name);
  const t = translator(locale);
  if (!(await repository(def).get(key))) throw new NotFoundError(t('api.notFound'));
  const id = key[def.idFields[0]!]!;
  for (const ref of incoming(name)) {
    if (CASCADE[name]?.includes(ref.from.name) || ref.from.name === name) continue;
    const users = (await repository(ref.from).list()).filter((r) => idsIn(r[ref.field]).includes(id));
    if (users.length) {
      const titles = users
        .slice(0, 3)
        .map((u) => String(u[ref.from.titleField] ?? u[ref.from.idFields[0]!]))
        .join(', ');
      throw new ConflictError(t('api.inUse', { entity: name, count: users.length, by: ref.from.name, titles }));
    }
  }
  await removeWithCascade(name, key);
  contentChanged(name, 'delete');
}
