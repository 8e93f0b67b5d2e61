/**
 * `npm run rebuild:aws`: the command the site-build project (infra/builder.ts, CodeBuild) runs after `npm ci`.
 * Environment (set by the project): TABLE_NAME, SNAPSHOTS_BUCKET, SITE_BUCKET, DISTRIBUTION_ID, PUBLIC_SITE_URL,
 * AWS_REGION; CODEBUILD_BUILD_ID identifies the build. Exits non-zero on failure, which fails the build (the site
 * status and the alarm take it from there).
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import { createApp } from '../../api/app.ts';
import { config } from '../../config.ts';
import { log } from '../../lib/logger.ts';
import { invalidatePaths } from '../../domain/rebuild/aws.ts';
import { buildAndPublish } from '../../domain/rebuild/build.ts';

const need = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set (the build project sets it)`);
  return value;
};

try {
  const distributionId = need('DISTRIBUTION_ID');
  const reference = process.env.CODEBUILD_BUILD_ID ?? `manual-${Date.now()}`;
  const plan = await buildAndPublish({
    workDir: await mkdtemp(join(tmpdir(), 'neo-site-')),
    siteUrl: config().PUBLIC_SITE_URL,
    snapshotsBucket: need('SNAPSHOTS_BUCKET'),
    siteBucket: need('SITE_BUCKET'),
    s3: new S3Client({ region: config().AWS_REGION }),
    invalidate: (paths, ref) => invalidatePaths(distributionId, paths, ref),
    reference,
    api: createApp(),
    log: (line) => log.info(line, { build: reference }),
  });
  log.info('Site published', {
    build: reference,
    uploaded: plan.upload.length,
    removed: plan.remove.length,
    invalidated: plan.invalidate.length,
  });
} catch (error) {
  log.error('Site build failed; the previous site stays online', { error });
  process.exit(1);
}
