/**
 * The site build as it runs on AWS (inside the CodeBuild project of infra/builder.ts), through the same code
 * path as the local stack's rebuild (`buildSite`: snapshots taken through the API app, then `astro build`):
 *
 *   1. fetch the snapshots kept in the snapshots bucket (`snapshots/*.json`) into `<workDir>/snapshots/`, and the
 *      published social cards (`og/*.png` of the site bucket) into the build's card cache (`<workDir>/og-cache/`);
 *   2. `buildSite` takes fresh snapshots from the table and builds the site into a new directory; a failure
 *      stops here, before anything public changed (the last good site stays online);
 *   3. store the snapshots back in the bucket (served by the CDN at `/snapshots/*`, short cache);
 *   4. publish the site to its bucket and invalidate the changed paths (publish.ts).
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { buildSite, type SiteBuildOptions } from './site-build.ts';
import { CACHE_CONTROL } from '../../edge/routing.ts';
import { publishSite, restorePublishedCards, type PublishPlan } from './publish.ts';

export const SNAPSHOT_PREFIX = 'snapshots/';

export interface BuildAndPublishOptions {
  /** A scratch directory (snapshots and builds go under it). */
  workDir: string;
  /** Public URL of the site (canonical links, sitemap). */
  siteUrl: string;
  snapshotsBucket: string;
  siteBucket: string;
  s3: S3Client;
  invalidate: (paths: string[], reference: string) => Promise<void>;
  /** Identifies this build (CodeBuild's build id). */
  reference: string;
  /** The API app the snapshots are taken through (handed in by the entry point: the domain does not import the API). */
  api: SiteBuildOptions['api'];
  log?: (line: string) => void;
}

/** Copy every `snapshots/*.json` object of the bucket into `dir`; answers their names. */
async function fetchSnapshots(s3: S3Client, bucket: string, dir: string): Promise<string[]> {
  const names: string[] = [];
  let token: string | undefined;
  do {
    const page = await s3.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: SNAPSHOT_PREFIX, ContinuationToken: token }),
    );
    for (const o of page.Contents ?? []) {
      const name = o.Key?.slice(SNAPSHOT_PREFIX.length);
      if (!name || name.includes('/') || !name.endsWith('.json')) continue;
      const res = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: o.Key }));
      await writeFile(join(dir, name), await res.Body!.transformToString());
      names.push(name);
    }
    token = page.NextContinuationToken;
  } while (token);
  return names;
}

/** Put every JSON file of `dir` into the bucket under `snapshots/`. */
async function storeSnapshots(s3: S3Client, bucket: string, dir: string): Promise<string[]> {
  const names = (await readdir(dir)).filter((n) => n.endsWith('.json'));
  for (const name of names) {
    await s3.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: `${SNAPSHOT_PREFIX}${name}`,
        Body: await readFile(join(dir, name)),
        ContentType: 'application/json; charset=utf-8',
        CacheControl: CACHE_CONTROL.snapshot,
      }),
    );
  }
  return names;
}

/** Build the site from fresh snapshots and publish it (see the module comment); rejects on any failure. */
export async function buildAndPublish(options: BuildAndPublishOptions): Promise<PublishPlan> {
  const log = options.log ?? (() => undefined);
  const snapshotDir = join(options.workDir, 'snapshots');
  await mkdir(snapshotDir, { recursive: true });
  const fetched = await fetchSnapshots(options.s3, options.snapshotsBucket, snapshotDir);
  log(`Snapshots from the bucket: ${fetched.join(', ') || 'none'}`);
  // The build's container starts empty: the published cards are its card cache, so only changed cards are drawn.
  const cardCacheDir = join(options.workDir, 'og-cache');
  const cards = await restorePublishedCards(options.s3, options.siteBucket, cardCacheDir).catch((error: Error) => {
    log(`Social cards not restored (${error.message}): the build draws every card`);
    return 0;
  });
  log(`Social cards from the published site: ${cards}`);
  const built = await buildSite({
    dataDir: options.workDir,
    api: options.api,
    siteUrl: options.siteUrl,
    force: true,
    cardCacheDir,
    log,
  });
  log(`Site built in ${built.dir}`);
  const stored = await storeSnapshots(options.s3, options.snapshotsBucket, snapshotDir);
  log(`Snapshots stored: ${stored.join(', ')}`);
  return publishSite(built.dir, {
    bucket: options.siteBucket,
    s3: options.s3,
    invalidate: options.invalidate,
    reference: options.reference,
    log,
  });
}
