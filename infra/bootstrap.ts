/**
 * The one-off bootstrap function (functions/handlers/bootstrap.ts): imports the catalogue of `data/catalogue/`
 * into an empty table and creates the first administrator. Invoked by hand after the first deploy (README).
 */
import { handlerOf, nodejsFor } from './bundle';
import { table } from './table';

export const bootstrap = new sst.aws.Function('Bootstrap', {
  handler: handlerOf('bootstrap'),
  nodejs: nodejsFor('bootstrap'),
  timeout: '5 minutes',
  memory: '1024 MB',
  link: [table],
  // The seed reads data/catalogue/ next to the code, as it does locally (functions/seed/catalogue.ts).
  copyFiles: [{ from: 'data/catalogue', to: 'data/catalogue' }],
});
