/**
 * What the CDN does at the edge, generated from the shared modules so production and the local site server
 * follow the same rules (functions/edge/routing.ts, functions/edge/headers.ts):
 * - `routing`: CloudFront Function (viewer request) for redirects, app shells and directory indexes;
 * - `missingPage`: Lambda@Edge (origin response, us-east-1 as Lambda@Edge requires): a path the site bucket
 *   lacks becomes a 302 to `/`;
 * - `headers`: the security headers (CSP, HSTS, frame-ancestors, nosniff, referrer policy) on every answer;
 *   `uploadHeaders` the same with the uploads' sandbox CSP instead of the site's, plus their Cache-Control;
 * - `pageCache`: a cache policy that follows the objects' own Cache-Control (short for HTML and snapshots);
 * - `apiSnapshotCache`: the same for the API's public snapshots, keyed by their `sections` parameter;
 * - `bucketAccess`: the origin access control the CDN signs bucket reads with.
 */
import {
  chainEndpoints,
  contentSecurityPolicy,
  HSTS,
  OPENER_POLICY,
  PERMISSIONS_POLICY,
  REFERRER_POLICY,
  UPLOAD_CSP,
} from '../functions/edge/headers.ts';
import { CACHE_CONTROL, originResponseFunctionCode, viewerRequestFunctionCode } from '../functions/edge/routing.ts';
import { secrets } from './secrets';
import { uploads } from './uploads';

const usEast1 = new aws.Provider('UsEast1', { region: 'us-east-1' });

const routing = new aws.cloudfront.Function('SiteRouting', {
  runtime: 'cloudfront-js-2.0',
  comment: 'Redirects, app shells and directory indexes (functions/edge/routing.ts)',
  code: viewerRequestFunctionCode(),
  publish: true,
});

const edgeRole = new aws.iam.Role('MissingPageRole', {
  assumeRolePolicy: JSON.stringify({
    Version: '2012-10-17',
    Statement: [
      {
        Effect: 'Allow',
        Action: 'sts:AssumeRole',
        Principal: { Service: ['lambda.amazonaws.com', 'edgelambda.amazonaws.com'] },
      },
    ],
  }),
});
new aws.iam.RolePolicyAttachment('MissingPageLogs', {
  role: edgeRole.name,
  policyArn: 'arn:aws:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole',
});

// Lambda@Edge: no environment, x86_64, a published version; Node 22 is the newest runtime it documents. Kept on
// removal: AWS deletes its edge replicas only hours after the distribution lets go of it (an idle copy costs nothing).
const missingPage = new aws.lambda.Function(
  'MissingPage',
  {
    runtime: 'nodejs22.x',
    handler: 'index.handler',
    role: edgeRole.arn,
    code: new $util.asset.AssetArchive({ 'index.mjs': new $util.asset.StringAsset(originResponseFunctionCode()) }),
    memorySize: 128,
    timeout: 5,
    publish: true,
  },
  { provider: usEast1, retainOnDelete: true },
);

/** The CSP of this deployment: uploads PUT to the bucket's S3 endpoint; Sentry's ingest when a DSN is set. */
const csp = $resolve([uploads.nodes.bucket.bucketRegionalDomainName, uploads.name, secrets.sentryDsn.value]).apply(
  ([regional, name, dsn]) =>
    contentSecurityPolicy({
      uploadOrigins: [`https://${regional}`, `https://${name}.s3.amazonaws.com`],
      chainEndpoints: chainEndpoints(process.env),
      sentryDsn: dsn,
      https: true,
    }),
);

const securityHeadersConfig = {
  contentSecurityPolicy: { contentSecurityPolicy: csp, override: true },
  strictTransportSecurity: {
    accessControlMaxAgeSec: HSTS.maxAgeSeconds,
    includeSubdomains: HSTS.includeSubdomains,
    preload: HSTS.preload,
    override: true,
  },
  contentTypeOptions: { override: true },
  frameOptions: { frameOption: 'DENY', override: true },
  referrerPolicy: { referrerPolicy: REFERRER_POLICY, override: true },
};
const customHeaders = [
  { header: 'Permissions-Policy', value: PERMISSIONS_POLICY, override: true },
  { header: 'Cross-Origin-Opener-Policy', value: OPENER_POLICY, override: true },
];

const headers = new aws.cloudfront.ResponseHeadersPolicy('SecurityHeaders', {
  comment: 'functions/edge/headers.ts',
  securityHeadersConfig,
  customHeadersConfig: { items: customHeaders },
});

// Uploads: the sandbox policy instead of the site's (functions/edge/headers.ts UPLOAD_CSP), nosniff, no framing.
const uploadHeaders = new aws.cloudfront.ResponseHeadersPolicy('UploadHeaders', {
  comment: 'functions/edge/headers.ts UPLOAD_CSP + uploads cache',
  securityHeadersConfig: {
    ...securityHeadersConfig,
    contentSecurityPolicy: { contentSecurityPolicy: UPLOAD_CSP, override: true },
  },
  customHeadersConfig: {
    items: [...customHeaders, { header: 'Cache-Control', value: CACHE_CONTROL.upload, override: true }],
  },
});

/**
 * A cache policy that follows the object's own Cache-Control (no cookie or header in the key, gzip and brotli
 * variants): `defaultTtl` where the answer says nothing, at most `maxTtl`; `queryStrings` the parameters that name a
 * different answer (none: the query string is ignored).
 */
function followingCacheControl(
  name: string,
  comment: string,
  ttl: { defaultTtl: number; maxTtl: number },
  queryStrings: string[] = [],
) {
  return new aws.cloudfront.CachePolicy(name, {
    comment,
    minTtl: 0,
    ...ttl,
    parametersInCacheKeyAndForwardedToOrigin: {
      cookiesConfig: { cookieBehavior: 'none' },
      headersConfig: { headerBehavior: 'none' },
      queryStringsConfig: queryStrings.length
        ? { queryStringBehavior: 'whitelist', queryStrings: { items: queryStrings } }
        : { queryStringBehavior: 'none' },
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    },
  });
}

const pageCache = followingCacheControl(
  'PageCache',
  'Follows the object Cache-Control (functions/edge/routing.ts CACHE_CONTROL)',
  { defaultTtl: 60, maxTtl: 31_536_000 },
);

// The API's public snapshots (security, third round, finding 7): kept as long as the answer's own s-maxage says
// (functions/api/routes/public.ts, live.ts), nothing when it says nothing; `sections` names a different answer.
const apiSnapshotCache = followingCacheControl(
  'ApiSnapshotCache',
  'Follows the API snapshots Cache-Control (CATALOGUE_SNAPSHOT_CACHE, LIVE_SNAPSHOT_CACHE)',
  { defaultTtl: 0, maxTtl: 300 },
  ['sections'],
);

const bucketAccess = new aws.cloudfront.OriginAccessControl('BucketAccess', {
  originAccessControlOriginType: 's3',
  signingBehavior: 'always',
  signingProtocol: 'sigv4',
});

export const edge = { routing, missingPage, headers, uploadHeaders, pageCache, apiSnapshotCache, bucketAccess };
