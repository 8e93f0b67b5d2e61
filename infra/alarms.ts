/**
 * CloudWatch alarms, all notifying the Alerts topic (and again when they clear):
 * - API: 5xx answers above 5 % of at least 20 requests in two of three 5-minute periods; unhandled function errors;
 * - jobs: any failed run of a scheduled sync job or of the job worker;
 * - the N3 and the Neo X indexers, each: failed runs, and its cursor more than 10 minutes behind the chain
 *   (`IndexerLagSeconds`, logged by every run in the Embedded Metric Format, functions/entry/handlers/indexer.ts);
 * - rebuilds: a failed site build (the last good site stays online), a failing rebuild function, a start message
 *   given up on (dead-letter queue).
 */
import { alerts } from './alerts';
import { api } from './api';
import { builder } from './builder';
import { gateway } from './gateway';
import { indexer, neoXIndexer } from './indexer';
import { jobWorker } from './jobs';
import { rebuild } from './rebuild';
import { rebuildQueue } from './rebuild-queue';
import { schedules } from './schedules';
import { INDEXER_LAG_METRIC, METRICS_NAMESPACE } from '../functions/lib/metrics.ts';

const notify = { alarmActions: [alerts.arn], okActions: [alerts.arn], treatMissingData: 'notBreaching' };

/** Any error of a function within five minutes. */
const functionErrors = (id: string, functionName: $util.Input<string>, description: string, threshold = 1) =>
  new aws.cloudwatch.MetricAlarm(id, {
    ...notify,
    alarmDescription: description,
    namespace: 'AWS/Lambda',
    metricName: 'Errors',
    dimensions: { FunctionName: functionName },
    statistic: 'Sum',
    period: 300,
    evaluationPeriods: 1,
    threshold,
    comparisonOperator: 'GreaterThanOrEqualToThreshold',
  });

const api5xxRate = new aws.cloudwatch.MetricAlarm('Api5xxRate', {
  ...notify,
  alarmDescription: 'More than 5% of API requests answered 5xx',
  comparisonOperator: 'GreaterThanThreshold',
  threshold: 5,
  evaluationPeriods: 3,
  datapointsToAlarm: 2,
  metricQueries: [
    {
      id: 'errors',
      returnData: false,
      metric: {
        namespace: 'AWS/ApiGateway',
        metricName: '5xx',
        dimensions: { ApiId: gateway.nodes.api.id },
        period: 300,
        stat: 'Sum',
      },
    },
    {
      id: 'requests',
      returnData: false,
      metric: {
        namespace: 'AWS/ApiGateway',
        metricName: 'Count',
        dimensions: { ApiId: gateway.nodes.api.id },
        period: 300,
        stat: 'Sum',
      },
    },
    { id: 'rate', returnData: true, label: '5xx %', expression: 'IF(requests >= 20, 100 * errors / requests, 0)' },
  ],
});

const failedBuilds = new aws.cloudwatch.MetricAlarm('SiteBuildFailed', {
  ...notify,
  alarmDescription: 'A site build failed; the previous site stays online (see the SiteBuild logs)',
  namespace: 'AWS/CodeBuild',
  metricName: 'FailedBuilds',
  dimensions: { ProjectName: builder.project.name },
  statistic: 'Sum',
  period: 300,
  evaluationPeriods: 1,
  threshold: 1,
  comparisonOperator: 'GreaterThanOrEqualToThreshold',
});

const abandonedRebuilds = new aws.cloudwatch.MetricAlarm('RebuildGivenUp', {
  ...notify,
  alarmDescription: 'A rebuild start message went to the dead-letter queue',
  namespace: 'AWS/SQS',
  metricName: 'ApproximateNumberOfMessagesVisible',
  dimensions: { QueueName: rebuildQueue.deadLetters.nodes.queue.name },
  statistic: 'Maximum',
  period: 300,
  evaluationPeriods: 1,
  threshold: 1,
  comparisonOperator: 'GreaterThanOrEqualToThreshold',
});

const indexerFunction = indexer.nodes.function.apply((f) => f.name);
const neoXIndexerFunction = neoXIndexer.nodes.function.apply((f) => f.name);

/**
 * An indexer's indexed tip more than 10 minutes behind its chain in two consecutive minutes (a failing run reports
 * the time since its newest indexed block, so a node that stays unreachable counts too).
 */
const indexerBehind = (id: string, functionName: $util.Input<string>, chain: string, logs: string) =>
  new aws.cloudwatch.MetricAlarm(id, {
    ...notify,
    alarmDescription: `The ${chain} indexer is more than 10 minutes behind the chain (see the ${logs} logs)`,
    namespace: METRICS_NAMESPACE,
    metricName: INDEXER_LAG_METRIC,
    dimensions: { FunctionName: functionName },
    statistic: 'Minimum',
    period: 60,
    evaluationPeriods: 2,
    threshold: 600,
    comparisonOperator: 'GreaterThanThreshold',
  });

export const alarms = [
  api5xxRate,
  functionErrors('ApiErrors', api.name, 'The API function failed (crash or timeout)', 5),
  functionErrors('JobWorkerFailed', jobWorker.name, 'A dashboard job failed'),
  ...schedules.map((cron, i) =>
    functionErrors(
      `SyncJobFailed${i}`,
      cron.nodes.function.apply((f) => f.name),
      'A scheduled sync job failed; its last good data is kept',
    ),
  ),
  functionErrors(
    'IndexerFailed',
    indexerFunction,
    'N3 indexer runs failed (node unreachable?); nothing indexed is lost',
    3,
  ),
  indexerBehind('IndexerBehind', indexerFunction, 'N3', 'N3Indexer'),
  functionErrors(
    'NeoXIndexerFailed',
    neoXIndexerFunction,
    'Neo X indexer runs failed (node unreachable?); nothing indexed is lost',
    3,
  ),
  indexerBehind('NeoXIndexerBehind', neoXIndexerFunction, 'Neo X', 'NeoXIndexer'),
  failedBuilds,
  abandonedRebuilds,
  functionErrors(
    'ContentStreamFailed',
    rebuild.contentStream.nodes.function.apply((f) => f.name),
    'Content changes could not request a rebuild',
  ),
  functionErrors(
    'RebuildStartFailed',
    rebuild.start.nodes.function.apply((f) => f.name),
    'A site build could not be started',
  ),
  functionErrors('SiteBuildStateFailed', rebuild.buildState.name, 'A site build state could not be recorded'),
];
