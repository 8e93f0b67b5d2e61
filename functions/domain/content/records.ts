/**
 * The dashboard's reads of any registry entity, as the API's CRUD routes ask them (functions/api/routes/entities.ts):
 * a page of a list, the whole filtered list as CSV, one record. Records come out as the dashboard shows them
 * (functions/domain/content/present.ts). Writes are crud.ts.
 */
import type { EntityDefinition } from '../../../content-schema/registry.ts';
import { repository, type Key, type Stored } from '../../adapters/data/store.ts';
import { translator, type Locale } from '../../lib/i18n.ts';
import { NotFoundError } from '../errors.ts';
import { exportColumns, present } from './present.ts';
import { applyQuery, pageOf, type ListQuery, type Page } from './query.ts';

export type { Key };

/** One page of `def`'s records filtered, searched and sorted by `query` (`{ items, total, page, pageSize }`). */
export async function recordsPage(def: EntityDefinition, query: ListQuery): Promise<Page<Stored>> {
  const page = pageOf(def, await repository(def).list(), query);
  return { ...page, items: page.items.map((r) => present(def.name, r)) };
}

/** Every record of `def` that `query` selects (its paging ignored), as CSV text with the export's columns. */
export async function recordsCsv(def: EntityDefinition, query: ListQuery): Promise<string> {
  const rows = applyQuery(def, await repository(def).list(), query).map((r) => present(def.name, r));
  // papaparse is loaded on the first export, not by every API cold start (infra/bundle.ts, code splitting).
  const { toCsv } = await import('./csv.ts');
  return toCsv(exportColumns(def.name, Object.keys(def.object.entries)), rows);
}

/** The stored record of `def` at `key` as stored (with its `version`), or undefined. */
export async function storedRecord(def: EntityDefinition, key: Key): Promise<Stored | undefined> {
  return repository(def).get(key);
}

/** The record of `def` at `key` as the dashboard shows it; throws NotFoundError (`api.notFound` in `locale`). */
export async function readRecord(def: EntityDefinition, key: Key, locale: Locale): Promise<Stored> {
  const record = await storedRecord(def, key);
  if (!record) throw new NotFoundError(translator(locale)('api.notFound'));
  return present(def.name, record);
}
