/**
 * Lambda entry of the table's stream (infra/rebuild.ts subscribes it, filtered to `ent#` keys): a batch that
 * touches a catalogue entity asks for a site rebuild (coalesced, functions/domain/rebuild/request.ts). A failure fails
 * the batch, which the stream retries.
 */
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { changedSiteEntities } from '../../domain/rebuild/stream.ts';
import { requestRebuild } from '../../domain/rebuild/request.ts';
import { log } from '../../lib/logger.ts';
import { lambdaHandler } from './context.ts';

/** Ask for a rebuild when the batch changed site content; answers the outcome (`none` when it did not). */
export const handler = lambdaHandler({}, async (event: DynamoDBStreamEvent) => {
  const entities = changedSiteEntities(event.Records ?? []);
  if (!entities.length) return 'none' as const;
  const outcome = await requestRebuild(`content: ${entities.join(', ')}`);
  log.info('rebuild requested', { entities, records: event.Records.length, outcome });
  return outcome;
});
