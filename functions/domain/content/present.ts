/** What the API answers for a stored record: everything but secrets (an administrator's password hash and epoch). */
import { USER_SECRET_FIELDS } from '../../../content-schema/index.ts';
import type { EntityName } from '../../../content-schema/registry.ts';

const SECRET: Partial<Record<EntityName, readonly string[]>> = { user: USER_SECRET_FIELDS };

/** The record without the entity's secret fields. */
export function present<T extends Record<string, unknown>>(name: EntityName, record: T): T {
  const hidden = SECRET[name];
  if (!hidden) return record;
  return Object.fromEntries(Object.entries(record).filter(([k]) => !hidden.includes(k))) as T;
}

/** The columns of an entity's CSV export (schema fields without secrets, then the bookkeeping). */
export function exportColumns(name: EntityName, fields: string[]): string[] {
  const hidden = SECRET[name] ?? [];
  return [...fields.filter((f) => !hidden.includes(f)), 'version', 'createdAt', 'updatedAt'];
}
