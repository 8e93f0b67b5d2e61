/**
 * The API as deployed: bundled by infra/bundle.ts with the deployment's esbuild settings, then the bundle's
 * handler is invoked with the event shapes AWS sends (API Gateway HTTP API and Lambda function URL, payload
 * format 2.0) against dynalite.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readFile, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { u, wallet } from '@cityofzion/neon-js';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { bundleLambda, openApiPath, ROOT, BUDGET, type BuiltLambda } from '../../infra/bundle.ts';
import { startTestDatabase } from '../../tests/support/database.ts';
import { seedCatalogue } from '../domain/seed/catalogue.ts';
import { repository } from '../adapters/data/store.ts';
import { ENTITIES } from '../../content-schema/registry.ts';
import type { BlockchainVersion } from '../../content-schema/entities/taxonomy.ts';
import { generateOpenApiDocument } from './openapi.ts';

type Result = { statusCode: number; headers: Record<string, string>; body: string; isBase64Encoded: boolean };
type Handler = (event: unknown, context: unknown) => Promise<Result>;

const outDir = join(ROOT, 'dist', `lambda-test-${process.pid}`);
let db: Awaited<ReturnType<typeof startTestDatabase>>;
let handler: Handler;
let built: BuiltLambda;

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
  built = await bundleLambda('api', outDir);
  ({ handler } = (await import(pathToFileURL(built.file).href)) as { handler: Handler });
}, 60_000);
afterAll(async () => {
  await db?.close();
  await rm(outDir, { recursive: true, force: true });
});

describe('the deployed API bundle', () => {
  it('loads at most its budget at a cold start, the claim checks, CSV export and SVG cleaning left to chunks loaded on first use', () => {
    // What a cold start loads: the entry file and the chunks it imports statically (BUDGETS.md, per function).
    expect(built.files[0]!.file).toBe(built.file);
    expect(built.bytes).toBe(built.files.reduce((sum, c) => sum + c.bytes, 0));
    expect(built.bytes / 1024).toBeLessThanOrEqual(BUDGET.bundleKb);
    const lazy = built.lazy.map((c) => basename(c.file));
    for (const chunk of [/^deployers-/, /^message-/, /^csv-/, /^purify\./])
      expect(lazy.some((name) => chunk.test(name))).toBe(true);
  });

  it('loads those chunks when first needed: an N3 and a Neo X claim signed over another message get 400', async () => {
    const versions = await repository<BlockchainVersion>(ENTITIES['blockchain-version']).list();
    const tag = (name: string) => versions.find((b) => b.tagName === name)!.idBlockchainVersionPk;
    const dapp = await repository(ENTITIES.dapp).create({
      title: 'Bundled Claim',
      slug: 'bundled-claim',
      isDapp: true,
      shortDescription: 'A listing to claim through the bundle.',
      active: true,
      private: false,
      dappCategory: [],
      dappBlockchainVersion: [tag('neo-n3'), tag('neo-x')],
      dappNntTag: [],
      dappToken: [],
      dappWallet: [],
      source: 'tests',
    });
    for (const [hash, chain] of [
      [`0x${'ab'.repeat(20)}`, 'neo-n3'],
      [`0x${'cd'.repeat(20)}`, 'neo-x'],
    ] as const)
      await repository(ENTITIES.contract).create({
        idDappFk: Number(dapp.idDappPk),
        title: hash,
        hash,
        order: 1,
        blockchainVersion: tag(chain),
        emailNotifications: false,
        source: 'tests',
      });
    const post = async (path: string, body: object) => {
      const res = await handler(
        gatewayEvent('POST', path, '', JSON.stringify(body), { 'content-type': 'application/json' }),
        context('c0ffee00-0000-4000-8000-000000000005'),
      );
      return { status: res.statusCode, json: JSON.parse(res.body) as Record<string, string> };
    };
    const challenge = async (chain: string, account: string) => {
      const res = await post('/client/claims/challenge', { idDappPk: Number(dapp.idDappPk), chain, account });
      expect(res.status).toBe(201);
      return res.json;
    };
    const n3 = new wallet.Account();
    const n3Challenge = await challenge('n3', n3.address);
    const n3Answer = await post('/client/claims', {
      challengeId: n3Challenge.challengeId,
      publicKey: n3.publicKey,
      signature: wallet.sign(u.str2hexstring('another message'), n3.privateKey),
    });
    expect(n3Answer.status).toBe(400);
    const neoX = privateKeyToAccount(generatePrivateKey());
    const neoXChallenge = await challenge('neoX', neoX.address);
    const neoXAnswer = await post('/client/claims', {
      challengeId: neoXChallenge.challengeId,
      signature: await neoX.signMessage({ message: 'another message' }),
    });
    expect(neoXAnswer.status).toBe(400);
    expect(neoXAnswer.json.message).toBe(n3Answer.json.message);
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
