import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { CatalogueSnapshotSchema } from '../../../content-schema/snapshot.ts';
import { catalogueDocument, decodeCell, encodeCell, entityCsv, OPEN_ENTITIES, parseCsv } from './open-data.ts';

/** A snapshot built from the real catalogue plus records whose text a spreadsheet would run. */
function snapshot() {
  const base = {
    takenAt: '2026-11-25T06:00:00.000Z',
    dapps: [],
    contracts: [],
    categories: [],
    blockchainVersions: [],
    wallets: [],
    explorers: [],
    exchanges: [],
    tokens: [],
    nftCollections: [],
    developerAid: [],
  };
  const categories = [
    { idCategoryPk: 2, title: '=HYPERLINK("http://evil","x")', slug: 'evil' },
    { idCategoryPk: 1, title: "'quoted", slug: 'quoted' },
    { idCategoryPk: 3, title: 'Quoted "comma", here', slug: 'plain' },
    { idCategoryPk: 4, title: '-5', slug: 'minus' },
  ];
  return v.parse(CatalogueSnapshotSchema, { ...base, categories });
}

describe('open data', () => {
  it('keeps stable ids, sorts by them and states the licence', () => {
    const doc = catalogueDocument(snapshot(), 'https://example.org');
    expect(doc.licence.name).toBe('CC BY 4.0');
    expect(doc.entities.categories!.records.map((r) => r.idCategoryPk)).toEqual([1, 2, 3, 4]);
    expect(Object.keys(doc.entities)).toEqual(Object.keys(OPEN_ENTITIES));
    expect(doc.entities.categories!.csv).toBe('https://example.org/data/categories.csv');
  });

  it('writes no cell a spreadsheet would run, and re-imports every record losslessly', () => {
    const doc = catalogueDocument(snapshot(), 'https://example.org');
    const entity = doc.entities.categories!;
    const csv = entityCsv(entity);
    for (const line of csv.split('\r\n').slice(1))
      for (const cell of line.split(',')) expect(cell.replace(/^"/, '')).not.toMatch(/^[=+\-@]/);
    expect(parseCsv(csv, entity.columns)).toEqual(entity.records);
  });

  it('round-trips every cell type', () => {
    for (const [value, type] of [
      ['=1+1', 'string'],
      [-3.5, 'number'],
      [true, 'boolean'],
      [[{ a: '@x' }], 'json'],
      ["'", 'string'],
      ['Line\nbreak\tand tab, "quoted"', 'string'],
    ] as const) {
      expect(decodeCell(encodeCell(value, type), type)).toEqual(value);
    }
    expect(encodeCell(undefined, 'string')).toBe('');
  });

  it('drops control characters a title stored before validation may hold (tab and line breaks stay)', () => {
    expect(encodeCell('Bell\u0007 \u001b[31mred\u0085 \ud800x', 'string')).toBe('Bell [31mred x');
    expect(encodeCell('A\tB\r\nC', 'string')).toBe('A\tB\r\nC');
  });
});
