/**
 * The rebuild pipeline (functions/domain/rebuild/):
 *
 *   table stream (ent# keys) ─┐
 *   sync job finished ────────┼─► request: conditional window item + one delayed message ─► RebuildQueue
 *   deploy ───────────────────┘                                                              │ (window closes)
 *                                                  CodeBuild SiteBuild ◄── start (one at a time) ◄┘
 *                                                        │ state change events (EventBridge)
 *                                                        └─► site status in the table (dashboard)
 */
import { builder } from './builder';
import { handlerOf } from './bundle';
import { rebuildQueue } from './rebuild-queue';
import { table } from './table';

const contentStream = table.subscribe(
  'ContentStream',
  {
    handler: handlerOf('contentStream'),
    timeout: '30 seconds',
    link: [table, rebuildQueue.main],
  },
  {
    filters: [{ dynamodb: { Keys: { pk: { S: [{ prefix: 'ent#' }] } } } }],
    transform: {
      eventSourceMapping: (args) => {
        args.startingPosition = 'LATEST';
        args.batchSize = 100;
        args.maximumBatchingWindowInSeconds = 5;
        args.maximumRetryAttempts = 10;
        args.bisectBatchOnFunctionError = true;
      },
    },
  },
);

const start = rebuildQueue.main.subscribe(
  {
    handler: handlerOf('rebuildStart'),
    timeout: '30 seconds',
    link: [table, builder.link],
  },
  { batch: { size: 1, partialResponses: true } },
);

const buildState = new sst.aws.Function('SiteBuildState', {
  handler: handlerOf('buildState'),
  timeout: '30 seconds',
  link: [table],
});
const buildStateRule = new aws.cloudwatch.EventRule('SiteBuildStateRule', {
  description: 'Site build state changes → site status',
  eventPattern: $jsonStringify({
    source: ['aws.codebuild'],
    'detail-type': ['CodeBuild Build State Change'],
    detail: { 'project-name': [builder.project.name] },
  }),
});
new aws.cloudwatch.EventTarget('SiteBuildStateTarget', { rule: buildStateRule.name, arn: buildState.arn });
new aws.lambda.Permission('SiteBuildStateInvoke', {
  action: 'lambda:InvokeFunction',
  function: buildState.name,
  principal: 'events.amazonaws.com',
  sourceArn: buildStateRule.arn,
});

const request = new sst.aws.Function('RebuildRequest', {
  handler: handlerOf('rebuildRequest'),
  timeout: '30 seconds',
  link: [table, rebuildQueue.main],
});
// Each deploy of new sources builds the site once (the first deploy fills the empty bucket).
new aws.lambda.Invocation('RebuildOnDeploy', {
  functionName: request.name,
  input: JSON.stringify({ reason: 'deploy' }),
  triggers: { source: builder.source.etag },
});

export const rebuild = { contentStream, start, buildState, request };
