/**
 * The AWS calls of the rebuild pipeline, each a thin wrapper so the logic beside it can be tested with a
 * stand-in: the delayed start message (SQS), the build (CodeBuild), the CDN invalidation (CloudFront). Each SDK is
 * loaded on its first call, not when a function starts (the API's cold start: infra/bundle.ts).
 */
import type { SQSClient } from '@aws-sdk/client-sqs';
import type { CodeBuildClient } from '@aws-sdk/client-codebuild';
import type { CloudFrontClient } from '@aws-sdk/client-cloudfront';
import { config } from '../../config.ts';

let sqs: SQSClient | undefined;
let codebuild: CodeBuildClient | undefined;
let cloudfront: CloudFrontClient | undefined;

/** Send the rebuild-start message to `queueUrl`, delivered after `delaySeconds` (0–900). */
export async function sendDelayedStart(
  queueUrl: string,
  delaySeconds: number,
  body: Record<string, unknown>,
): Promise<void> {
  const { SendMessageCommand, SQSClient } = await import('@aws-sdk/client-sqs');
  sqs ??= new SQSClient({ region: config().AWS_REGION });
  await sqs.send(
    new SendMessageCommand({
      QueueUrl: queueUrl,
      DelaySeconds: Math.max(0, Math.min(900, Math.round(delaySeconds))),
      MessageBody: JSON.stringify(body),
    }),
  );
}

/** Start a build of the CodeBuild `project`; answers its id. */
export async function startCodeBuild(project: string, reason: string): Promise<string> {
  const { CodeBuildClient, StartBuildCommand } = await import('@aws-sdk/client-codebuild');
  codebuild ??= new CodeBuildClient({ region: config().AWS_REGION });
  const { build } = await codebuild.send(
    new StartBuildCommand({
      projectName: project,
      environmentVariablesOverride: [{ name: 'REBUILD_REASON', value: reason.slice(0, 200), type: 'PLAINTEXT' }],
    }),
  );
  if (!build?.id) throw new Error(`CodeBuild did not start a build of ${project}`);
  return build.id;
}

/** Invalidate `paths` (at most 3,000) of the distribution; `reference` makes a retried call idempotent. */
export async function invalidatePaths(distributionId: string, paths: string[], reference: string): Promise<void> {
  if (!paths.length) return;
  const { CloudFrontClient, CreateInvalidationCommand } = await import('@aws-sdk/client-cloudfront');
  cloudfront ??= new CloudFrontClient({ region: 'us-east-1' });
  await cloudfront.send(
    new CreateInvalidationCommand({
      DistributionId: distributionId,
      InvalidationBatch: { CallerReference: reference, Paths: { Quantity: paths.length, Items: paths } },
    }),
  );
}
