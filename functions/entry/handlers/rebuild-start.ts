/**
 * Lambda entry of the rebuild queue (SQS): a delayed start message arrives when its rebuild window closed and
 * starts the site build. While a build runs the message is handed back (a partial batch failure) and the queue
 * delivers it again after its visibility timeout; a build begun after the request already covers it.
 */
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { startRebuild } from '../../domain/rebuild/start.ts';
import { log } from '../../lib/logger.ts';
import { lambdaHandler } from './context.ts';

/** Start a build per message, or return the message for later when one is running. */
export const handler = lambdaHandler({}, async (event: SQSEvent): Promise<SQSBatchResponse> => {
  const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    const { reason, requestedAt } = JSON.parse(record.body || '{}') as { reason?: string; requestedAt?: string };
    const outcome = await startRebuild(reason ?? 'unknown', { requestedAt });
    log.info(`site build ${outcome.state}`, { ...outcome, reason, requestedAt, messageId: record.messageId });
    if (outcome.state === 'busy') batchItemFailures.push({ itemIdentifier: record.messageId });
  }
  return { batchItemFailures };
});
