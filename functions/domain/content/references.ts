/**
 * Who points to whom, read from the registry's relations: used to check that a saved record's foreign keys exist
 * and to refuse (or cascade) the deletion of a record that others point to.
 */
import { ENTITY_LIST, ENTITIES, type EntityDefinition, type EntityName } from '../../../content-schema/registry.ts';

export interface Incoming {
  from: EntityDefinition;
  field: string;
  many: boolean;
}

/** Entities whose records are deleted together with the record they belong to (the registry's `cascade`). */
export const CASCADE: Partial<Record<EntityName, readonly EntityName[]>> = Object.fromEntries(
  ENTITY_LIST.filter((e) => e.cascade.length).map((e) => [e.name, e.cascade]),
);

/** The relations of other entities that point to `target`. */
export function incoming(target: EntityName): Incoming[] {
  return ENTITY_LIST.flatMap((from) =>
    Object.entries(from.relations)
      .filter(([, r]) => r.entity === target)
      .map(([field, r]) => ({ from, field, many: r.many })),
  );
}

/** The ids a record's relation field holds (none, one or many). */
export function idsIn(value: unknown): number[] {
  if (Array.isArray(value)) return value.filter((x): x is number => typeof x === 'number');
  return typeof value === 'number' ? [value] : [];
}

export const definition = (name: EntityName) => ENTITIES[name];
