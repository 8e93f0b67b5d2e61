/**
 * The one table of the single-table design: `pk`/`sk` strings (ElectroDB composes them), a TTL attribute
 * `expiresAt` (epoch seconds) for time series that no chart reads any more, on-demand billing.
 */
import { CreateTableCommand, DescribeTableCommand, ResourceNotFoundException, UpdateTimeToLiveCommand } from '@aws-sdk/client-dynamodb';
import { dynamo, tableName } from './client.ts';

/** Create the table if it does not exist yet; resolves when it is ACTIVE. Idempotent. */
export async function ensureTable(): Promise<void> {
  const TableName = tableName();
  try {
    await dynamo().send(new DescribeTableCommand({ TableName }));
    return;
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException) && (error as Error).name !== 'ResourceNotFoundException') throw error;
  }
  await dynamo().send(new CreateTableCommand({
    TableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }, { AttributeName: 'sk', AttributeType: 'S' }],
    KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }, { AttributeName: 'sk', KeyType: 'RANGE' }],
  }));
  for (let i = 0; i < 50; i++) {
    const { Table } = await dynamo().send(new DescribeTableCommand({ TableName }));
    if (Table?.TableStatus === 'ACTIVE') break;
    await new Promise((r) => setTimeout(r, 100));
  }
  await dynamo().send(new UpdateTimeToLiveCommand({ TableName, TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true } }))
    .catch(() => undefined); // dynalite does not implement TTL; AWS does.
}
