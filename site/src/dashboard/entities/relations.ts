/** Related records for pickers and list cells: every record of an entity, fetched once (api.fetchAll), as id → title. */
import { useEffect, useState } from 'react';
import { ENTITIES, type EntityName } from '../../../../content-schema/registry.ts';
import { fetchAll } from './api.ts';
import type { Row } from './form-values.ts';

export interface Option {
  value: number;
  label: string;
}

/** The title of a record of `entity` in pickers and lists (its titleField, else its id). */
export function recordTitle(entity: EntityName, row: Row): string {
  const def = ENTITIES[entity];
  const title = row[def.titleField];
  const id = row[def.idFields[0]!];
  return title === undefined || title === null || title === '' || def.titleField === def.idFields[0]
    ? `#${String(id)}`
    : String(title);
}

/** Picker options of `entity`, sorted by label. */
export function toOptions(entity: EntityName, rows: readonly Row[]): Option[] {
  const idField = ENTITIES[entity].idFields[0]!;
  return rows
    .map((row) => ({ value: Number(row[idField]), label: recordTitle(entity, row) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en'));
}

/** Every record of `entity` (undefined: none wanted), with a loading flag. */
export function useAllRecords(
  entity: EntityName | undefined,
  filters?: Record<string, string | number>,
): { rows: Row[]; loading: boolean } {
  const [state, setState] = useState<{ rows: Row[]; loading: boolean }>({ rows: [], loading: !!entity });
  const filterKey = JSON.stringify(filters ?? {});
  useEffect(() => {
    if (!entity) return;
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    fetchAll(entity, JSON.parse(filterKey) as Record<string, string | number>)
      .then((rows) => live && setState({ rows, loading: false }))
      .catch(() => live && setState({ rows: [], loading: false }));
    return () => {
      live = false;
    };
  }, [entity, filterKey]);
  return state;
}

/** id → title maps for the relation fields among `fields` of `entity`'s records. */
export function useTitleMaps(
  relations: Readonly<Record<string, { entity: EntityName }>>,
  fields: readonly string[],
): Record<string, Map<number, string>> {
  const wanted = fields.filter((f) => relations[f]);
  const key = wanted.map((f) => `${f}:${relations[f]!.entity}`).join(',');
  const [maps, setMaps] = useState<Record<string, Map<number, string>>>({});
  useEffect(() => {
    let live = true;
    const pairs = key ? key.split(',').map((p) => p.split(':') as [string, EntityName]) : [];
    Promise.all(
      pairs.map(async ([field, entity]) => {
        const rows = await fetchAll(entity).catch(() => [] as Row[]);
        return [field, new Map(toOptions(entity, rows).map((o) => [o.value, o.label]))] as const;
      }),
    ).then((entries) => live && setMaps(Object.fromEntries(entries)));
    return () => {
      live = false;
    };
  }, [key]);
  return maps;
}
