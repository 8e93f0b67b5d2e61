/**
 * Documents the sync jobs keep beside the catalogue (repository activity, market figures, network statistics,
 * NFT assets, sync status), keyed `pk = doc#<kind>`, `sk = <key>`. Each is validated by its content-schema
 * schema before it is written; a write replaces the whole document (last writer wins).
 */
import { Entity } from './electrodb.ts';
import { documentClient, tableName } from './client.ts';
import { guard } from './store.ts';
import { isConditionFailure } from './errors.ts';

let entity: ReturnType<typeof makeEntity> | undefined;
function makeEntity() {
  return new Entity({
    model: { entity: 'doc', version: '1', service: 'neo' },
    attributes: {
      kind: { type: 'string', required: true },
      key: { type: 'string', required: true },
      data: { type: 'any', required: true },
      updatedAt: { type: 'string', required: true },
      /** TTL (Unix seconds), for documents no page reads after a while. */
      expiresAt: { type: 'number' },
    },
    indexes: {
      primary: {
        pk: { field: 'pk', composite: ['kind'], template: 'doc#${kind}' },
        sk: { field: 'sk', composite: ['key'], template: '${key}' },
      },
    },
  }, { client: documentClient(), table: tableName() });
}
let boundTo: unknown;
/** The entity, rebuilt when the database client changed (the local stack and tests repoint it). */
function docs() {
  if (!entity || boundTo !== documentClient()) { boundTo = documentClient(); entity = makeEntity(); }
  return entity;
}


/** Write (replace) the document `kind/key`. */
export async function putDocument(kind: string, key: string | number, data: unknown, expiresAt?: number): Promise<void> {
  await guard(() => docs().put({ kind, key: String(key), data, updatedAt: new Date().toISOString(), ...(expiresAt ? { expiresAt } : {}) }).go());
}

/** One document, or undefined when absent (or expired). */
export async function getDocument<T>(kind: string, key: string | number): Promise<T | undefined> {
  const { data } = await guard(() => docs().get({ kind, key: String(key) }).go());
  if (!data || (data.expiresAt && data.expiresAt * 1000 <= Date.now())) return undefined;
  return data.data as T;
}

/** Every document of `kind` as `[key, data]`, in key order. */
export async function listDocuments<T>(kind: string): Promise<[string, T][]> {
  const { data } = await guard(() => docs().query.primary({ kind }).go({ pages: 'all' }));
  return data.filter((d) => !d.expiresAt || d.expiresAt * 1000 > Date.now()).map((d) => [d.key, d.data as T]);
}

/**
 * Take the document `kind/key` out of the table and answer what it held, in one conditional delete: of two callers
 * at once only one gets it (one-use tokens). Answers undefined when it is absent; an expired one is still answered
 * with its data (the caller tells "expired" from "used").
 */
export async function takeDocument<T>(kind: string, key: string | number): Promise<T | undefined> {
  try {
    const { data } = await guard(() =>
      docs()
        .delete({ kind, key: String(key) })
        .where(({ updatedAt }, { exists }) => exists!(updatedAt))
        .go({ response: 'all_old' }),
    );
    return (data as { data?: T } | null)?.data;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** Delete the document `kind/key` (no error when absent). */
export async function removeDocument(kind: string, key: string | number): Promise<void> {
  await guard(() => docs().delete({ kind, key: String(key) }).go());
}
