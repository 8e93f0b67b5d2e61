/**
 * The site build on AWS: a CodeBuild project that runs `npm ci && npm run rebuild:aws` (functions/entry/codebuild/rebuild.ts)
 * over the project's sources as deployed (an archive uploaded by each `sst deploy`). It reads the table and the
 * snapshots, writes the site to its bucket and invalidates the changed paths; one build at a time, 30 minutes at
 * most. Linked to the rebuild starter as `BuildProject` (start permission).
 */
import { cdn } from './cdn';
import { secrets } from './secrets';
import { site } from './site';
import { siteFiles } from './site-files';
import { snapshots } from './snapshots';
import { stage } from './stage';
import { table } from './table';
import { uploads } from './uploads';

/** What the build needs from the repository (no node_modules, no local data, no builds). */
const SOURCES = [
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'content-schema',
  'i18n',
  'functions',
  'data',
  'site/src',
  'site/public',
  'site/astro.config.ts',
  'chain',
];

const BUILDSPEC = `version: 0.2
phases:
  install:
    runtime-versions:
      nodejs: 22
    commands:
      - npm ci --no-audit --no-fund
  build:
    commands:
      - npm run rebuild:aws
cache:
  paths:
    - /root/.npm/**/*
`;

const sourceBucket = new sst.aws.Bucket('BuildSource');
const source = new aws.s3.BucketObjectv2('BuildSourceArchive', {
  bucket: sourceBucket.name,
  key: 'source.zip',
  source: new $util.asset.AssetArchive(Object.fromEntries(SOURCES.map((path) => [path, $asset(path)]))),
});

const logs = new aws.cloudwatch.LogGroup('SiteBuildLogs', { retentionInDays: stage.isProduction ? 90 : 14 });

const role = new aws.iam.Role('SiteBuildRole', {
  assumeRolePolicy: JSON.stringify({
    Version: '2012-10-17',
    Statement: [{ Effect: 'Allow', Action: 'sts:AssumeRole', Principal: { Service: 'codebuild.amazonaws.com' } }],
  }),
});
new aws.iam.RolePolicy('SiteBuildPolicy', {
  role: role.id,
  policy: $resolve([
    logs.arn,
    sourceBucket.arn,
    siteFiles.arn,
    snapshots.arn,
    table.arn,
    cdn.nodes.distribution.arn,
    uploads.arn,
  ]).apply(([logsArn, sourceArn, siteArn, snapshotsArn, tableArn, distributionArn, uploadsArn]) =>
    JSON.stringify({
      Version: '2012-10-17',
      Statement: [
        { Effect: 'Allow', Action: ['logs:CreateLogStream', 'logs:PutLogEvents'], Resource: [logsArn, `${logsArn}:*`] },
        { Effect: 'Allow', Action: ['s3:GetObject', 's3:GetObjectVersion'], Resource: [`${sourceArn}/*`] },
        { Effect: 'Allow', Action: ['s3:ListBucket'], Resource: [siteArn, snapshotsArn] },
        {
          Effect: 'Allow',
          Action: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
          Resource: [`${siteArn}/*`, `${snapshotsArn}/*`],
        },
        // The snapshot step copies the images the catalogue points at (uploads/…) for the build's image pipeline.
        { Effect: 'Allow', Action: ['s3:GetObject'], Resource: [`${uploadsArn}/uploads/*`] },
        {
          Effect: 'Allow',
          Action: [
            'dynamodb:GetItem',
            'dynamodb:BatchGetItem',
            'dynamodb:Query',
            'dynamodb:Scan',
            'dynamodb:DescribeTable',
          ],
          Resource: [tableArn, `${tableArn}/index/*`],
        },
        { Effect: 'Allow', Action: ['cloudfront:CreateInvalidation'], Resource: [distributionArn] },
      ],
    }),
  ),
});

const plain = (name: string, value: $util.Input<string>) => ({ name, value, type: 'PLAINTEXT' });

const project = new aws.codebuild.Project('SiteBuild', {
  description: 'Builds the public site from the snapshots and publishes it (functions/entry/codebuild/rebuild.ts)',
  serviceRole: role.arn,
  buildTimeout: 30,
  concurrentBuildLimit: 1,
  source: { type: 'S3', location: $interpolate`${sourceBucket.name}/${source.key}`, buildspec: BUILDSPEC },
  artifacts: { type: 'NO_ARTIFACTS' },
  cache: { type: 'LOCAL', modes: ['LOCAL_CUSTOM_CACHE'] },
  environment: {
    type: 'LINUX_CONTAINER',
    computeType: 'BUILD_GENERAL1_MEDIUM',
    image: 'aws/codebuild/standard:7.0',
    environmentVariables: [
      plain('TABLE_NAME', table.name),
      plain('SNAPSHOTS_BUCKET', snapshots.name),
      plain('UPLOADS_BUCKET', uploads.name),
      plain('SITE_BUCKET', siteFiles.name),
      plain('DISTRIBUTION_ID', cdn.nodes.distribution.id),
      plain('PUBLIC_SITE_URL', site.properties.url),
      plain('DATA_SOURCES', stage.dataSources),
      // The production build refuses local-privnet settings (chain/production-guard.ts, run by site/astro.config.ts).
      plain('DEPLOY_STAGE', stage.name),
      // Public values the pages carry (the wallet page's WalletConnect project, the error reporting DSN).
      plain('PUBLIC_WALLETCONNECT_PROJECT_ID', secrets.walletConnectProjectId.value),
      plain('PUBLIC_SENTRY_DSN', secrets.sentryDsn.value),
      plain('SKIP_SST_TYPES', '1'),
      plain('LOG_FORMAT', 'json'),
    ],
  },
  logsConfig: { cloudwatchLogs: { groupName: logs.name } },
});

export const builder = {
  project,
  /** The sources archive; a new one (new etag) means the site may render differently. */
  source,
  link: new sst.Linkable('BuildProject', {
    properties: { name: project.name },
    include: [
      sst.aws.permission({ actions: ['codebuild:StartBuild', 'codebuild:BatchGetBuilds'], resources: [project.arn] }),
    ],
  }),
};
