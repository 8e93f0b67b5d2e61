/** `npm run seed`: (re-)import the catalogue into the local database (or DYNAMODB_ENDPOINT); idempotent. */
import { writeMeta } from '../data/store.ts';
import { withDatabase } from '../local/database.ts';
import { seedCatalogue } from './catalogue.ts';

const dataDir = process.env.DATA_DIR ?? '.data';
const report = await withDatabase(dataDir, async () => {
  const result = await seedCatalogue();
  await writeMeta('seed', { at: new Date().toISOString(), created: result.created });
  return result;
});
const created = Object.entries(report.created).map(([k, n]) => `${n} ${k}`).join(', ');
const kept = Object.values(report.kept).reduce((a, b) => a + b, 0);
console.log(created ? `Created ${created}; ${kept} records were already there.` : `Nothing to import: all ${kept} records are already there.`);
