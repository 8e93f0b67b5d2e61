/**
 * Lambda entry for asking a rebuild by hand or at deploy time (infra/rebuild.ts invokes it after each deploy that
 * changed the site's sources): `{ "reason": "deploy" }`.
 */
import { requestRebuild } from '../../domain/rebuild/request.ts';
import { log } from '../../lib/logger.ts';
import { lambdaHandler } from './context.ts';

/** Ask for a rebuild (starts within seconds unless a window is already open); answers the outcome. */
export const handler = lambdaHandler({}, async (event: { reason?: string } | undefined) => {
  const outcome = await requestRebuild(event?.reason || 'requested', { windowSeconds: 5 });
  log.info('rebuild requested', { reason: event?.reason, outcome });
  return { outcome };
});
