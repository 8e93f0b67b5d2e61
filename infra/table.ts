/**
 * The one DynamoDB table of the single-table design (keys as functions/adapters/data/table.ts creates them locally):
 * on-demand, point-in-time recovery (35 days), a stream of new and old images (the rebuild trigger reads it),
 * TTL on `expiresAt`, and deletion protection in production.
 */
import { stage } from './stage';

export const table = new sst.aws.Dynamo('Table', {
  fields: { pk: 'string', sk: 'string' },
  primaryIndex: { hashKey: 'pk', rangeKey: 'sk' },
  stream: 'new-and-old-images',
  ttl: 'expiresAt',
  deletionProtection: stage.isProduction,
  transform: {
    table: (args) => {
      args.pointInTimeRecovery = { enabled: true, recoveryPeriodInDays: 35 };
    },
  },
});
