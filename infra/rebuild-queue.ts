/**
 * The rebuild queue: delayed start messages of the coalesced rebuilds (functions/domain/rebuild/request.ts). A message
 * handed back while a build runs comes again after the visibility timeout; after 25 tries (about 50 minutes) it
 * goes to the dead-letter queue, which is alarmed on.
 */
const deadLetters = new sst.aws.Queue('RebuildDeadLetters');

export const rebuildQueue = {
  main: new sst.aws.Queue('RebuildQueue', {
    visibilityTimeout: '2 minutes',
    dlq: { queue: deadLetters.arn, retry: 25 },
  }),
  deadLetters,
};
