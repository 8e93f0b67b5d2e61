/**
 * The open data the site publishes with every build (issue 18): `/data/catalogue.json` (every public entity,
 * each record with its stable id and its source, the licence) and one CSV per entity (`/data/<entity>.csv`).
 *
 * CSV cells are lossless and formula-safe: text as it is, numbers and booleans as JSON text, lists and objects as
 * JSON, absent values empty; a cell a spreadsheet would run as a formula (= + - @ tab CR) or that starts with an
 * apostrophe gets one leading apostrophe, which `decodeCell` removes again. The column types are in
 * catalogue.json's `entities[].columns`, so `parseCsv` gives back exactly the records of catalogue.json.
 */
import Papa from 'papaparse';
import { stripControl } from '../../../content-schema/fields.ts';
import type { CatalogueSnapshot } from '../../../content-schema/snapshot.ts';

/** The public entities, with the field that is each record's stable id (the database's primary key). */
export const OPEN_ENTITIES = {
  dapps: 'idDappPk',
  contracts: 'idContractPk',
  wallets: 'idWalletPk',
  explorers: 'idExplorerPk',
  exchanges: 'idExchangePk',
  tokens: 'idTokenPricedPk',
  nftCollections: 'idNftCollectionPk',
  developerAid: 'idDeveloperAidPk',
  categories: 'idCategoryPk',
  blockchainVersions: 'idBlockchainVersionPk',
} as const satisfies Partial<Record<keyof CatalogueSnapshot, string>>;
export type OpenEntity = keyof typeof OPEN_ENTITIES;

/** The licence of the data: CC BY 4.0 for what this site wrote; facts taken from a source stay under their source's terms. */
export const LICENCE = {
  name: 'CC BY 4.0',
  url: 'https://creativecommons.org/licenses/by/4.0/',
  attribution: 'Neo Ecosystem',
  scope:
    'Descriptions, selections and arrangement written by this site are licensed under CC BY 4.0. Each record names its source in `source`; facts taken from a source are credited to it and remain under its terms.',
} as const;

type Kind = 'string' | 'number' | 'boolean' | 'json';
type Row = Record<string, unknown>;

const kindOf = (value: unknown): Kind | undefined =>
  value === undefined || value === null
    ? undefined
    : typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
      ? (typeof value as Kind)
      : 'json';

/** Every column of `rows` (id field first, then in first-seen order) with its type. */
export function columnsOf(rows: Row[], idField: string): { name: string; type: Kind }[] {
  const types = new Map<string, Kind>([[idField, 'number']]);
  for (const row of rows)
    for (const [name, value] of Object.entries(row)) {
      const kind = kindOf(value);
      if (kind && !types.has(name)) types.set(name, kind);
      if (kind && types.get(name) !== kind && name !== idField) types.set(name, 'json');
    }
  return [...types].map(([name, type]) => ({ name, type }));
}

const RISKY = /^[=+\-@\t\r']/;

/** One formula-safe CSV cell of `value` of column type `type`. */
export function encodeCell(value: unknown, type: Kind): string {
  if (value === undefined || value === null) return '';
  // JSON escapes control characters itself; a string drops them (tab and line breaks kept, quoted by papaparse).
  const text = type === 'string' ? stripControl(String(value), true) : JSON.stringify(value);
  return RISKY.test(text) ? `'${text}` : text;
}

/** The value of a CSV cell written by `encodeCell` (an empty cell is absent). */
export function decodeCell(cell: string, type: Kind): unknown {
  if (cell === '') return undefined;
  const text = cell.startsWith("'") ? cell.slice(1) : cell;
  return type === 'string' ? text : JSON.parse(text);
}

/** The catalogue document of `snapshot`: what, when, the licence, and each entity with its columns and records. */
export function catalogueDocument(snapshot: Pick<CatalogueSnapshot, OpenEntity | 'takenAt'>, siteUrl: string) {
  const entities = Object.fromEntries(
    (Object.keys(OPEN_ENTITIES) as OpenEntity[]).map((name) => {
      const records = [...(snapshot[name] as Row[])].sort(
        (a, b) => Number(a[OPEN_ENTITIES[name]]) - Number(b[OPEN_ENTITIES[name]]),
      );
      return [
        name,
        {
          idField: OPEN_ENTITIES[name],
          csv: new URL(`/data/${name}.csv`, siteUrl).href,
          columns: columnsOf(records, OPEN_ENTITIES[name]),
          records,
        },
      ];
    }),
  );
  return { title: 'Neo Ecosystem catalogue', takenAt: snapshot.takenAt, site: siteUrl, licence: LICENCE, entities };
}
export type CatalogueDocument = ReturnType<typeof catalogueDocument>;

/** The CSV (RFC 4180, header row first) of one entity of the catalogue document. */
export function entityCsv(entity: CatalogueDocument['entities'][string]): string {
  const columns = entity.columns;
  return Papa.unparse(
    {
      fields: columns.map((c) => c.name),
      data: entity.records.map((r) => columns.map((c) => encodeCell(r[c.name], c.type))),
    },
    { newline: '\r\n' },
  );
}

/** Read a CSV written by `entityCsv` back into records (absent cells left out), given the entity's columns. */
export function parseCsv(csv: string, columns: { name: string; type: Kind }[]): Row[] {
  const { data } = Papa.parse<string[]>(csv, { skipEmptyLines: true });
  const [header, ...rows] = data;
  const types = new Map(columns.map((c) => [c.name, c.type]));
  return rows.map((cells) =>
    Object.fromEntries(
      header!
        .map((name, i) => [name, decodeCell(cells[i] ?? '', types.get(name) ?? 'string')])
        .filter(([, value]) => value !== undefined),
    ),
  );
}
