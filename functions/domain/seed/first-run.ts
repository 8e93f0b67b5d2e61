/**
 * The import every installation runs once (the local stack's first start, `npm run build`, `npm run typecheck`,
 * the AWS bootstrap function): the catalogue when the table has never been seeded, and the catalogue's logos when
 * they were never attached (also for a table seeded before the catalogue had logos). Each step is remembered in
 * the table's meta items (`seed`, `logos`), so later runs do nothing.
 */
import { readMeta, writeMeta } from '../../adapters/data/store.ts';
import { seedCatalogue, type SeedReport } from './catalogue.ts';
import { attachCatalogueLogos, type LogoReport } from './logos.ts';

export interface FirstRunReport {
  seeded?: SeedReport;
  logos?: LogoReport;
}

/** Seed and attach the logos where not done yet; answers what this call did. Throws when the table or bucket fails. */
export async function ensureSeeded(): Promise<FirstRunReport> {
  const report: FirstRunReport = {};
  if (!(await readMeta('seed'))) {
    report.seeded = await seedCatalogue();
    await writeMeta('seed', { at: new Date().toISOString(), created: report.seeded.created });
  }
  if (!(await readMeta('logos'))) {
    report.logos = await attachCatalogueLogos();
    await writeMeta('logos', { at: new Date().toISOString(), attached: report.logos.attached });
  }
  return report;
}
