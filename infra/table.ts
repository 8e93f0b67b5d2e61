/** The one DynamoDB table of the single-table design (keys as functions/data/table.ts creates them locally). */
export const table = new sst.aws.Dynamo('Catalogue', {
  fields: { pk: 'string', sk: 'string' },
  primaryIndex: { hashKey: 'pk', rangeKey: 'sk' },
  stream: 'new-and-old-images',
  ttl: 'expiresAt',
});
