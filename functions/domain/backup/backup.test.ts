import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureTable } from '../../adapters/data/table.ts';
import { startDynalite } from '../../../local/stack/embedded.ts';
import { useEmbeddedEndpoints } from '../../../local/stack/stack.ts';
import { seedCatalogue } from '../seed/catalogue.ts';
import { repository } from '../../adapters/data/store.ts';
import { ENTITIES } from '../../../content-schema/registry.ts';
import { startTestDatabase } from '../../../tests/support/database.ts';
import { exportTable, importTable } from './backup.ts';

let db: Awaited<ReturnType<typeof startTestDatabase>>;
beforeAll(async () => {
  db = await startTestDatabase();
  await seedCatalogue();
}, 30_000);
afterAll(async () => db.close());

describe('table backup', () => {
  it('round-trips the whole table into an empty one, counters included', async () => {
    const backup = await exportTable();
    expect(backup.count).toBeGreaterThan(600);
    const other = await startDynalite();
    try {
      useEmbeddedEndpoints(other.url);
      await ensureTable();
      expect(await importTable(JSON.parse(JSON.stringify(backup)))).toBe(backup.count);
      const again = await exportTable();
      // A restore gives every entity a new list revision (so no instance serves a cached list); all else is equal.
      const content = (items: Record<string, unknown>[]) =>
        items.filter((i) => !String(i.pk).startsWith('meta#revision#'));
      expect(content(again.items)).toEqual(content(backup.items));
      const created = await repository(ENTITIES.category).create({ title: 'After restore' });
      expect(created.idCategoryPk).toBe(22);
    } finally {
      useEmbeddedEndpoints(db.url);
      await other.close();
    }
  }, 30_000);

  it('refuses a file that is not a backup', async () => {
    await expect(importTable({ items: [] })).rejects.toThrow('Not a');
    await expect(importTable({ format: 'neo-ecosystem-table', version: 99, items: [] })).rejects.toThrow('newer');
  });
});
