/**
 * Reads the public catalogue in one go: the records of every entity the registry gives a `catalogue` key (each
 * entity one query of its partition), under that key; the one settings record as `settings`.
 */
import { ENTITIES, ENTITY_LIST, type EntityName, type EntityRecord } from '../../../content-schema/registry.ts';
import { repository, type Stored } from '../../adapters/data/store.ts';

/** The entities the catalogue reads. */
type CatalogueEntity = {
  [K in EntityName]: (typeof ENTITIES)[K]['catalogue'] extends string ? K : never;
}[EntityName];
/** Each catalogue key with the stored records of its entity. */
type CatalogueRecords = {
  [K in CatalogueEntity as (typeof ENTITIES)[K]['catalogue']]: Stored<EntityRecord<K>>[];
};

/** Every record the public catalogue is built from, with the bookkeeping fields (`settings`: the one record, if stored). */
export type LoadedCatalogue = Omit<CatalogueRecords, 'settings'> & {
  settings: CatalogueRecords['settings'][number] | undefined;
};

/** Every record the public catalogue is built from; throws when the table cannot be read. */
export async function loadCatalogue(): Promise<LoadedCatalogue> {
  const parts = ENTITY_LIST.filter((def) => def.catalogue !== undefined);
  const lists = await Promise.all(parts.map((def) => repository(def).list()));
  const records = Object.fromEntries(parts.map((def, i) => [def.catalogue, lists[i]])) as unknown as CatalogueRecords;
  return { ...records, settings: records.settings[0] };
}
export type { Stored };
