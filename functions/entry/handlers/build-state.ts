/**
 * Lambda entry of CodeBuild's "Build State Change" events for the site build (EventBridge rule in
 * infra/rebuild.ts): records the outcome in the site status the dashboard shows.
 */
import type { EventBridgeEvent } from 'aws-lambda';
import { parseBuildEvent, recordBuildState } from '../../domain/rebuild/build-state.ts';
import { log } from '../../lib/logger.ts';
import { lambdaHandler } from './context.ts';

/** Record one state change; answers the site status written. */
export const handler = lambdaHandler(
  {},
  async (event: EventBridgeEvent<'CodeBuild Build State Change', Record<string, unknown>>) => {
    const change = parseBuildEvent(event);
    const status = await recordBuildState(change);
    if (status.lastError && status.lastErrorAt === change.at)
      log.error('site build failed; the previous site stays online', { ...change });
    else log.info('site build state', { ...change });
    return status;
  },
);
