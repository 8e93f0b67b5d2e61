/**
 * The snapshots bucket: the JSON snapshots the site is built from and the islands refresh from
 * (`snapshots/<name>.json`, served by the CDN at `/snapshots/*` with a short cache), written by the site build
 * (functions/domain/rebuild/build.ts) and readable by the sync jobs.
 */
import { cloudfrontReads } from './access';

export const snapshots = new sst.aws.Bucket('Snapshots', {
  policy: [cloudfrontReads('snapshots/')],
});
