/**
 * CloudWatch metrics from log lines: the fields of a structured log line (logger.ts, JSON on AWS Lambda) in the
 * CloudWatch Embedded Metric Format, so CloudWatch Logs extracts the metric from the line with no API call
 * (https://docs.aws.amazon.com/AmazonCloudWatch/latest/monitoring/CloudWatch_Embedded_Metric_Format_Specification.html).
 * Locally the same fields are just part of the readable log line.
 */

/** The metrics' namespace (infra/alarms.ts reads the same). */
export const METRICS_NAMESPACE = 'NeoEcosystem';

/** How far the N3 indexer's tip is behind the chain's newest block, seconds (functions/entry/handlers/indexer.ts). */
export const INDEXER_LAG_METRIC = 'IndexerLagSeconds';

export type MetricUnit = 'Seconds' | 'Count' | 'Milliseconds';

/**
 * The log fields that publish `values` (metric name → value) in `unit`, with the dimension `FunctionName` (the
 * Lambda function, `AWS_LAMBDA_FUNCTION_NAME`; `local` elsewhere), timestamped `now` (Unix ms).
 */
export function metricFields(
  values: Record<string, number>,
  unit: MetricUnit,
  now = Date.now(),
): Record<string, unknown> {
  return {
    _aws: {
      Timestamp: now,
      CloudWatchMetrics: [
        {
          Namespace: METRICS_NAMESPACE,
          Dimensions: [['FunctionName']],
          Metrics: Object.keys(values).map((Name) => ({ Name, Unit: unit })),
        },
      ],
    },
    FunctionName: process.env.AWS_LAMBDA_FUNCTION_NAME ?? 'local',
    ...values,
  };
}
