/** The part every Lambda entry shares: each event is handled inside a log context carrying its request id. */
import type { Context } from 'aws-lambda';
import { withLogContext } from '../../lib/logger.ts';

/** Wrap `work` as a Lambda handler whose log lines carry the invocation's request id (and `fields`). */
export function lambdaHandler<E, R>(fields: Record<string, unknown>, work: (event: E, context: Context) => Promise<R>) {
  return (event: E, context: Context): Promise<R> =>
    withLogContext({ requestId: context.awsRequestId, ...fields }, () => work(event, context));
}
