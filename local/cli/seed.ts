/** `npm run seed`: (re-)import the catalogue and its logos into the local database and uploads bucket (or DYNAMODB_ENDPOINT / S3_ENDPOINT); idempotent. */
import { writeMeta } from '../../functions/adapters/data/store.ts';
import { withDatabase } from '../stack/database.ts';
import { seedCatalogue } from '../../functions/domain/seed/catalogue.ts';
import { attachCatalogueLogos } from '../../functions/domain/seed/logos.ts';

const dataDir = process.env.DATA_DIR ?? '.data';
const report = await withDatabase(dataDir, async () => {
  const result = await seedCatalogue();
  await writeMeta('seed', { at: new Date().toISOString(), created: result.created });
  const logos = await attachCatalogueLogos();
  await writeMeta('logos', { at: new Date().toISOString(), attached: logos.attached });
  return { ...result, logos };
});
const created = Object.entries(report.created)
  .map(([k, n]) => `${n} ${k}`)
  .join(', ');
const kept = Object.values(report.kept).reduce((a, b) => a + b, 0);
console.log(`Logos: ${report.logos.attached} attached, ${report.logos.kept} records already had an image.`);
console.log(
  created
    ? `Created ${created}; ${kept} records were already there.`
    : `Nothing to import: all ${kept} records are already there.`,
);
