/**
 * Bucket policy statements shared by the buckets behind the CDN: CloudFront (origin access control) may read
 * objects under one prefix, and only for distributions of this AWS account. Nothing is public.
 */
const account = aws.getCallerIdentityOutput({}).accountId;

/** Let this account's CloudFront distributions read `prefix*` of the bucket. */
export function cloudfrontReads(prefix: string) {
  return {
    actions: ['s3:GetObject'],
    principals: [{ type: 'service' as const, identifiers: ['cloudfront.amazonaws.com'] }],
    paths: [`${prefix}*`],
    conditions: [{ test: 'StringEquals', variable: 'AWS:SourceAccount', values: [account] }],
  };
}
