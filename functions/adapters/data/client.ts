/**
 * The DynamoDB clients. The same code talks to AWS DynamoDB and to the local dynalite; only the endpoint differs
 * (`DYNAMODB_ENDPOINT`), and locally any static credentials are accepted.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '../../config.ts';

let raw: DynamoDBClient | undefined;

const isLoopback = (url: string) => ['localhost', '127.0.0.1', '[::1]'].includes(new URL(url).hostname);
let doc: DynamoDBDocumentClient | undefined;

/** The low-level client (table management). */
export function dynamo(): DynamoDBClient {
  if (raw) return raw;
  const { DYNAMODB_ENDPOINT, AWS_REGION } = config();
  raw = new DynamoDBClient({
    region: AWS_REGION,
    maxAttempts: 2,
    ...(DYNAMODB_ENDPOINT ? { endpoint: DYNAMODB_ENDPOINT } : {}),
    // dynalite on loopback accepts any static credentials; any other endpoint uses the normal AWS credential chain.
    ...(DYNAMODB_ENDPOINT && isLoopback(DYNAMODB_ENDPOINT) ? { credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
  });
  // The SDK's logger middleware builds a redacted deep copy of every request and answer for its logger, even for the
  // default no-op logger (it calls `logger.info(...)` with the copies as arguments): on a 50-item Query page that
  // walk cost more CPU than the rest of the route. No logger is configured, so the middleware goes; the document
  // client below shares this stack.
  raw.middlewareStack.remove('loggerMiddleware');
  return raw;
}

/** The document client ElectroDB works through (plain JS values, undefined attributes dropped). */
export function documentClient(): DynamoDBDocumentClient {
  return (doc ??= DynamoDBDocumentClient.from(dynamo(), { marshallOptions: { removeUndefinedValues: true } }));
}

/** Drop the clients (after the endpoint changed, e.g. in tests). */
export function resetClients(): void {
  raw?.destroy();
  raw = undefined;
  doc = undefined;
}

export const tableName = (): string => config().TABLE_NAME;
