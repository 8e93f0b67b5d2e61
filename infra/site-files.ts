/** The bucket of the built site (HTML and `_astro/` assets), written by the site build, read through the CDN. */
import { cloudfrontReads } from './access';

export const siteFiles = new sst.aws.Bucket('SiteFiles', {
  policy: [cloudfrontReads('')],
});
