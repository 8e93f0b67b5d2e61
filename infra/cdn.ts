/**
 * The public origin: one CloudFront distribution for the whole product.
 *
 *   /client/snapshot/* → the API, cached as its answer says (the public snapshots: seconds to a minute)
 *   /client/*    → the API (API Gateway → Lambda), never cached
 *   /_astro/*    → site bucket, content-hashed assets (a year, immutable)
 *   /uploads/*   → uploads bucket (a day), with the uploads' sandbox CSP (nothing uploaded runs in the site's origin)
 *   /snapshots/* → snapshots bucket (a minute)
 *   /*           → site bucket through the routing function (redirects, app shells, indexes) and the
 *                  missing-page handler (unknown paths → `/`); HTML for a minute, invalidated on rebuild
 *
 * Every answer carries the security headers of edge.ts. With `SITE_DOMAIN` set, the certificate and the Route 53
 * records are created and `www.` redirects to the domain.
 */
import { edge } from './edge';
import { gateway } from './gateway';
import { secrets } from './secrets';
import { siteFiles } from './site-files';
import { snapshots } from './snapshots';
import { stage } from './stage';
import { uploads } from './uploads';

/** CloudFront managed policies. */
const MANAGED = {
  cachingOptimized: '658327ea-f89d-4fab-a63d-7e88639e58f6',
  cachingDisabled: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad',
  allViewerExceptHostHeader: 'b689b0a8-53d0-40ab-baf2-68738e2966ac',
};
const READ = ['GET', 'HEAD', 'OPTIONS'];
const CACHED = ['GET', 'HEAD'];

const bucketOrigin = (originId: string, bucket: typeof siteFiles) => ({
  originId,
  domainName: bucket.nodes.bucket.bucketRegionalDomainName,
  originAccessControlId: edge.bucketAccess.id,
});

const staticBehavior = (
  pathPattern: string,
  targetOriginId: string,
  cachePolicyId: $util.Input<string>,
  responseHeadersPolicyId: $util.Input<string>,
) => ({
  pathPattern,
  targetOriginId,
  cachePolicyId,
  responseHeadersPolicyId,
  viewerProtocolPolicy: 'redirect-to-https',
  allowedMethods: READ,
  cachedMethods: CACHED,
  compress: true,
});

export const cdn = new sst.aws.Cdn('Cdn', {
  comment: `Neo Ecosystem (${stage.name})`,
  domain: stage.domain ? { name: stage.domain, redirects: [`www.${stage.domain}`] } : undefined,
  origins: [
    bucketOrigin('site', siteFiles),
    bucketOrigin('uploads', uploads),
    bucketOrigin('snapshots', snapshots),
    {
      originId: 'api',
      domainName: gateway.url.apply((url) => new URL(url).host),
      customOriginConfig: {
        httpPort: 80,
        httpsPort: 443,
        originProtocolPolicy: 'https-only',
        originSslProtocols: ['TLSv1.2'],
        originReadTimeout: 30,
      },
      // The API believes CloudFront-Viewer-Address, and answers at all, only with this header (functions/api/origin.ts).
      customHeaders: [{ name: 'X-Origin-Verify', value: secrets.originSecret.value }],
    },
  ],
  defaultRootObject: 'index.html',
  defaultCacheBehavior: {
    targetOriginId: 'site',
    viewerProtocolPolicy: 'redirect-to-https',
    allowedMethods: READ,
    cachedMethods: CACHED,
    compress: true,
    cachePolicyId: edge.pageCache.id,
    responseHeadersPolicyId: edge.headers.id,
    functionAssociations: [{ eventType: 'viewer-request', functionArn: edge.routing.arn }],
    lambdaFunctionAssociations: [
      { eventType: 'origin-response', lambdaArn: edge.missingPage.qualifiedArn, includeBody: false },
    ],
  },
  orderedCacheBehaviors: [
    // First match wins: the public snapshots before the rest of the API (security, third round, finding 7).
    {
      pathPattern: '/client/snapshot/*',
      targetOriginId: 'api',
      viewerProtocolPolicy: 'https-only',
      allowedMethods: READ,
      cachedMethods: CACHED,
      compress: true,
      cachePolicyId: edge.apiSnapshotCache.id,
      originRequestPolicyId: MANAGED.allViewerExceptHostHeader,
      responseHeadersPolicyId: edge.headers.id,
    },
    {
      pathPattern: '/client/*',
      targetOriginId: 'api',
      viewerProtocolPolicy: 'https-only',
      allowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'POST', 'PATCH', 'DELETE'],
      cachedMethods: CACHED,
      compress: true,
      cachePolicyId: MANAGED.cachingDisabled,
      originRequestPolicyId: MANAGED.allViewerExceptHostHeader,
      responseHeadersPolicyId: edge.headers.id,
    },
    staticBehavior('/_astro/*', 'site', MANAGED.cachingOptimized, edge.headers.id),
    staticBehavior('/uploads/*', 'uploads', MANAGED.cachingOptimized, edge.uploadHeaders.id),
    staticBehavior('/snapshots/*', 'snapshots', edge.pageCache.id, edge.headers.id),
  ],
  transform: {
    distribution: (args) => {
      args.httpVersion = 'http2and3';
      args.priceClass = 'PriceClass_100';
    },
  },
});
