/**
 * ElectroDB entities derived from the content-schema registry: one entity per registry entry, its attributes
 * read from the valibot object schema, plus the bookkeeping attributes every record carries.
 *
 * Keys: `pk = ent#<entity>` (one partition per entity; the catalogue holds hundreds to a few thousand records),
 * `sk` = the entity's id fields. Counters and meta records live beside them under their own keys.
 */
import type { Attribute } from 'electrodb';
import { Entity } from './electrodb.ts';
import type { EntityDefinition } from '../../../content-schema/registry.ts';
import { documentClient, tableName } from './client.ts';

const SERVICE = 'neo';

/** The DynamoDB attribute type of a valibot schema entry (optional/nullable unwrapped; lists and maps as `any`). */
function attributeType(schema: { type: string; wrapped?: unknown; pipe?: { type: string }[] }): 'string' | 'number' | 'boolean' | 'any' {
  let s = schema;
  while (s.wrapped) s = s.wrapped as typeof s;
  if (s.type === 'string' || s.type === 'number' || s.type === 'boolean') return s.type;
  return 'any';
}

/** The bookkeeping every stored record has: its version (for conditional writes) and UTC ISO-8601 timestamps. */
const META_ATTRIBUTES = {
  version: { type: 'number', required: true },
  createdAt: { type: 'string', required: true },
  updatedAt: { type: 'string', required: true },
} as const satisfies Record<string, Attribute>;

type Item = Record<string, unknown>;
type Where = (attributes: Record<string, unknown>, operations: Record<string, (...args: unknown[]) => string>) => string;
interface Go<T> { go(options?: Record<string, unknown>): Promise<{ data: T }> }
interface Conditional<T> extends Go<T> { where(callback: Where): Go<T> }

/**
 * The operations of a registry-derived entity. Its attributes are only known at run time, so ElectroDB's
 * schema-inferred types cannot describe it; this is the narrow surface the repository uses.
 */
export interface DynamicEntity {
  query: { primary(key: Item): Go<Item[]> };
  get(key: Item): Go<Item | null>;
  create(item: Item): Go<Item>;
  put(item: Item): Conditional<Item>;
  delete(key: Item): Conditional<Item>;
}

const cache = new Map<string, DynamicEntity>();

/** The ElectroDB entity of a registry entry (built once, then cached). */
export function electroEntity(def: EntityDefinition): DynamicEntity {
  const found = cache.get(def.name);
  if (found) return found;
  const attributes: Record<string, Attribute> = { ...META_ATTRIBUTES };
  for (const [field, schema] of Object.entries(def.object.entries)) {
    const type = attributeType(schema as never);
    attributes[field] = def.idFields.includes(field) ? { type, required: true } : { type };
  }
  const built = new Entity({
    model: { entity: def.name, version: '1', service: SERVICE },
    attributes,
    indexes: {
      primary: { pk: { field: 'pk', composite: [], template: `ent#${def.name}` }, sk: { field: 'sk', composite: [...def.idFields] } },
    },
  }, { client: documentClient(), table: tableName() });
  const dynamic = built as unknown as DynamicEntity;
  cache.set(def.name, dynamic);
  return dynamic;
}

/** Atomic counters (one per entity) and small meta records (seed marker, rebuild state), keyed by name. */
let counters: ReturnType<typeof makeCounters> | undefined;
function makeCounters() {
  return new Entity({
    model: { entity: 'counter', version: '1', service: SERVICE },
    attributes: {
      name: { type: 'string', required: true }, value: { type: 'number' }, data: { type: 'any' }, updatedAt: { type: 'string' },
      /** TTL (Unix seconds): DynamoDB removes the item after it. */
      expiresAt: { type: 'number' },
    },
    indexes: { primary: { pk: { field: 'pk', composite: ['name'], template: 'meta#${name}' }, sk: { field: 'sk', composite: [], template: 'meta' } } },
  }, { client: documentClient(), table: tableName() });
}
export const metaEntity = () => (counters ??= makeCounters());

/** Forget the built entities (after the client changed, e.g. in tests). */
export function resetEntities(): void {
  cache.clear();
  counters = undefined;
}
