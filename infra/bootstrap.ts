/**
 * The one-off bootstrap function (functions/entry/handlers/bootstrap.ts): imports the catalogue of `data/catalogue/`
 * (and its logos, into the uploads bucket) into an empty table and creates the first administrator. Invoked by hand after the first deploy (README).
 */
import { handlerOf, nodejsFor } from './bundle';
import { site } from './site';
import { table } from './table';
import { uploads } from './uploads';

export const bootstrap = new sst.aws.Function('Bootstrap', {
  handler: handlerOf('bootstrap'),
  nodejs: nodejsFor('bootstrap'),
  timeout: '5 minutes',
  memory: '1024 MB',
  // The catalogue's logos are stored in the uploads bucket, their URLs under the site's /uploads/.
  link: [table, uploads, site],
  // The seed reads data/catalogue/ next to the code, as it does locally (functions/domain/seed/catalogue.ts).
  copyFiles: [{ from: 'data/catalogue', to: 'data/catalogue' }],
});
