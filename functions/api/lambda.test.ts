/**
 * The API as deployed: bundled by infra/bundle.ts with the deployment's esbuild settings, then the bundle's
 * handler is invoked with the event shapes AWS sends (API Gateway HTTP API and Lambda function URL, payload
 * format 2.0) against dynalite.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleLambda, openApiPath, ROOT, BUDGET } from '../../infra/bundle.ts';
import { startTestDatabase } from '../testing/database.ts';
import { seedCatalogue } from '../domain/seed/catalogue.ts';
import { generateOpenApiDocument } from './openapi.ts';

type Result = { statusCode: number; headers: Record<string, string>; body: string; isBase64Encoded: boolean };
type Handler = (event: unknown, context: unknown) => Promise<Result>;

const outDir = join(ROOT, 'dist', `lambda-test-${process.pid}`);
let db: Awaited<ReturnType<typeof startTestDatabase>>;
let handler: Handler;
let bundleBytes = 0;

const context = (id: string) => ({
  awsRequestId: id,
  functionName: 'neo-ecosystem-production-ApiFunction',
  functionVersion: '$LATEST',
  memoryLimitInMB: '1024',
  invokedFunctionArn: 'arn:aws:lambda:us-east-1:123456789012:function:neo-ecosystem-production-ApiFunction',
  callbackWaitsForEmptyEventLoop: true,
  logGroupName: '/aws/lambda/neo-ecosystem-production-ApiFunction',
  logStreamName: '2026/11/21/[$LATEST]0123456789abcdef',
  getRemainingTimeInMillis: () => 29_000,
});

/** An API Gateway HTTP API event (payload format 2.0), as the gateway sends it for `ANY /client/{proxy+}`. */
function gatewayEvent(method: string, path: string, query = '', body?: string, headers: Record<string, string> = {}) {
  return {
    version: '2.0',
    routeKey: 'ANY /client/{proxy+}',
    rawPath: path,
    rawQueryString: query,
    headers: {
      accept: 'application/json',
      'accept-encoding': 'gzip, deflate, br',
      'accept-language': 'en-US',
      'content-length': String(body?.length ?? 0),
      host: 'a1b2c3d4e5.execute-api.us-east-1.amazonaws.com',
      'user-agent': 'Mozilla/5.0',
      'x-amzn-trace-id': 'Root=1-67891233-abcdef012345678912345678',
      'x-forwarded-for': '203.0.113.7, 130.176.0.1',
      'x-forwarded-port': '443',
      'x-forwarded-proto': 'https',
      'x-client-version': 'w2.46.1',
      ...headers,
    },
    ...(query ? { queryStringParameters: Object.fromEntries(new URLSearchParams(query)) } : {}),
    pathParameters: { proxy: path.replace(/^\/client\//, '') },
    requestContext: {
      accountId: '123456789012',
      apiId: 'a1b2c3d4e5',
      domainName: 'a1b2c3d4e5.execute-api.us-east-1.amazonaws.com',
      domainPrefix: 'a1b2c3d4e5',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '130.176.0.1', userAgent: 'Mozilla/5.0' },
      requestId: 'JKJaXmPLvHcESHA=',
      routeKey: 'ANY /client/{proxy+}',
      stage: '$default',
      time: '21/Nov/2026:10:00:00 +0000',
      timeEpoch: 1795341600000,
    },
    ...(body !== undefined ? { body } : {}),
    isBase64Encoded: false,
  };
}

/** A Lambda function URL event (payload format 2.0, `$default` route, no API id). */
function functionUrlEvent(method: string, path: string, query = '') {
  const event = gatewayEvent(method, path, query);
  return {
    ...event,
    routeKey: '$default',
    headers: { ...event.headers, host: 'abcdefghijklmnopqrstuvwxyz012345.lambda-url.us-east-1.on.aws' },
    pathParameters: undefined,
    requestContext: {
      ...event.requestContext,
      accountId: 'anonymous',
      apiId: 'abcdefghijklmnopqrstuvwxyz012345',
      routeKey: '$default',
      domainName: 'abcdefghijklmnopqrstuvwxyz012345.lambda-url.us-east-1.on.aws',
      domainPrefix: 'abcdefghijklmnopqrstuvwxyz012345',
    },
  };
}

beforeAll(async () => {
  process.env.LOG_LEVEL = 'silent';
  db = await startTestDatabase();
  await seedCatalogue();
  const built = await bundleLambda('api', outDir);
  bundleBytes = built.bytes;
  ({ handler } = (await import(pathToFileURL(built.file).href)) as { handler: Handler });
}, 60_000);
afterAll(async () => {
  await db?.close();
  await rm(outDir, { recursive: true, force: true });
});

describe('the deployed API bundle', () => {
  it('is one minified ESM file within the budget that imports nothing it does not ship', () => {
    expect(bundleBytes).toBeGreaterThan(10_000);
    // Measured against BUDGETS.md by `npm run bundle` / `npm run bench`; here only a gross regression fails.
    expect(bundleBytes / 1024).toBeLessThan(BUDGET.bundleKb * 2);
  });

  it('answers health to an API Gateway v2 event, with the Lambda request id as X-Request-Id and on a JSON access log line', async () => {
    const lines: string[] = [];
    const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
    process.env.AWS_LAMBDA_FUNCTION_NAME = 'neo-ecosystem-production-ApiFunction';
    process.env.LOG_LEVEL = 'info';
    try {
      const res = await handler(gatewayEvent('GET', '/client/health'), context('8f4a6c1e-0d2b-4e0b-9a51-1c2d3e4f5a6b'));
      expect(res.statusCode).toBe(200);
      expect(JSON.parse(res.body)).toMatchObject({ status: 'ok' });
      expect(res.headers['x-request-id']).toBe('8f4a6c1e-0d2b-4e0b-9a51-1c2d3e4f5a6b');
    } finally {
      delete process.env.AWS_LAMBDA_FUNCTION_NAME;
      process.env.LOG_LEVEL = 'silent';
      write.mockRestore();
    }
    const access = lines
      .map((l) => {
        try {
          return JSON.parse(l);
        } catch {
          return undefined;
        }
      })
      .find((l) => l?.message === 'request');
    expect(access).toMatchObject({
      level: 'info',
      requestId: '8f4a6c1e-0d2b-4e0b-9a51-1c2d3e4f5a6b',
      method: 'GET',
      path: '/client/health',
      status: 200,
    });
  });

  it('answers a public list to a function URL event with a query string', async () => {
    const res = await handler(
      functionUrlEvent('GET', '/client/dapp', 'isDapp=true'),
      context('c0ffee00-0000-4000-8000-000000000001'),
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    const dapps = JSON.parse(res.body) as { slug: string; isDapp: boolean }[];
    expect(dapps.length).toBeGreaterThan(10);
    expect(dapps.every((d) => d.isDapp)).toBe(true);
    expect(dapps.map((d) => d.slug)).toContain('flamingo-finance');
  });

  it('refuses a write without a session with 401 JSON', async () => {
    const body = JSON.stringify({ title: 'Not allowed', isDapp: true });
    const res = await handler(
      gatewayEvent('POST', '/client/dapp', '', body, { 'content-type': 'application/json' }),
      context('c0ffee00-0000-4000-8000-000000000002'),
    );
    expect(res.statusCode).toBe(401);
    expect(JSON.parse(res.body)).toHaveProperty('message');
  });

  it('answers JSON 404 for an unknown API path', async () => {
    const res = await handler(
      gatewayEvent('GET', '/client/no-such-route'),
      context('c0ffee00-0000-4000-8000-000000000003'),
    );
    expect(res.statusCode).toBe(404);
    expect(JSON.parse(res.body)).toEqual({ message: 'Not found' });
  });

  it('serves the OpenAPI document precomputed beside it, equal to the one the routes generate', async () => {
    const res = await handler(
      gatewayEvent('GET', '/client/openapi.json'),
      context('c0ffee00-0000-4000-8000-000000000004'),
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(JSON.parse(res.body)).toEqual(await generateOpenApiDocument());
    expect(JSON.parse(await readFile(openApiPath(outDir), 'utf8'))).toEqual(JSON.parse(res.body));
  });
});
