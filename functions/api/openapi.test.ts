/**
 * The public API document: valid OpenAPI 3.1 (checked by @seriousme/openapi-schema-validator), describing no
 * administrator route, and each documented answer schema matches what the route really answers (ajv, JSON Schema
 * 2020-12); CORS is open for the public GET routes only, with their cache headers.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../domain/seed/catalogue.ts';
import { startTestDatabase } from '../../tests/support/database.ts';
import { client } from '../../tests/support/api.ts';
import { createApp } from './app.ts';

const app = createApp();
const anonymous = client(app);
let db: Awaited<ReturnType<typeof startTestDatabase>>;
let doc: any;

beforeAll(async () => {
  db = await startTestDatabase();
  await seedCatalogue();
  doc = (await anonymous.get('/openapi.json')).json;
}, 60_000);
afterAll(async () => db.close());

/** The 200/201 answer schema of `method path` in the document. */
const answerSchema = (path: string, method: string, status = '200') =>
  doc.paths[path][method].responses[status].content['application/json'].schema;

describe('OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('describes the public routes and no administrator route', () => {
    expect(Object.keys(doc.paths).sort()).toEqual([
      '/client/app',
      '/client/dapp',
      '/client/global/public',
      '/client/health',
      '/client/snapshot/catalogue',
      '/client/snapshot/live',
      '/client/submissions',
      '/client/submissions/upload',
      '/client/submissions/{token}',
      '/client/submissions/{token}/confirm',
    ]);
    for (const item of Object.values<any>(doc.paths))
      for (const operation of Object.values<any>(item)) expect(operation.summary).toBeTruthy();
  });

  it('declares every operation public, with no security scheme, and its writes take no session', async () => {
    expect(doc.components?.securitySchemes).toBeUndefined();
    const writes: string[] = [];
    for (const [path, item] of Object.entries<any>(doc.paths))
      for (const [method, operation] of Object.entries<any>(item)) {
        expect(operation.security, `${method} ${path}`).toEqual([]);
        if (method !== 'get') writes.push(path.replace('{token}', 'a'.repeat(64)));
      }
    expect(writes.sort()).toEqual([
      '/client/submissions',
      `/client/submissions/${'a'.repeat(64)}/confirm`,
      '/client/submissions/upload',
    ]);
    // Anonymous, with a body the route refuses: answered by the route's own checks, never by a session guard.
    for (const path of writes) {
      const res = await anonymous.post(path.replace(/^\/client/, ''), {});
      expect(res.status, path).toBe(400);
    }
  });

  it('matches the live answers of the routes it describes', async () => {
    const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
    const check = (schema: unknown, answer: unknown, what: string) => {
      const valid = ajv.validate(schema as object, answer);
      expect(valid, `${what}: ${ajv.errorsText()}`).toBe(true);
    };
    for (const [path, call] of [
      ['/client/health', '/health'],
      ['/client/dapp', '/dapp?isDapp=true'],
      ['/client/app', '/app?isDapp=true'],
      ['/client/snapshot/catalogue', '/snapshot/catalogue'],
      ['/client/snapshot/live', '/snapshot/live'],
      ['/client/global/public', '/global/public'],
    ] as const) {
      const res = await anonymous.get(call);
      expect(res.status, call).toBe(200);
      check(answerSchema(path, 'get'), res.json, call);
    }
    const dapps = (await anonymous.get('/dapp?isDapp=true')).json;
    expect(dapps.length).toBeGreaterThan(0);
    // The schemas are not vacuous: a wrong answer fails them.
    expect(ajv.validate(answerSchema('/client/dapp', 'get'), [{ ...dapps[0], idDappPk: 'not a number' }])).toBe(false);
  });

  it("documents the lists' isDapp values and their 400, as the routes answer", async () => {
    for (const path of ['/client/dapp', '/client/app']) {
      const { parameters, responses } = doc.paths[path].get;
      const isDapp = parameters.find((p: { name: string }) => p.name === 'isDapp');
      expect(isDapp.schema.enum, path).toEqual(['true', 'false']);
      expect(Object.keys(responses), path).toContain('400');
      const refused = await anonymous.get(`${path.replace(/^\/client/, '')}?isDapp=maybe`);
      expect(refused.status, path).toBe(400);
      expect(new Ajv2020({ strict: false }).validate(answerSchema(path, 'get', '400'), refused.json), path).toBe(true);
    }
  });

  it('matches the submission answers, and its request schema refuses what the API refuses', async () => {
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    const body = { email: 'doc@example.org', proposal: { title: 'Doc', shortDescription: 'Documented.' } };
    expect(
      ajv.validate(doc.paths['/client/submissions'].post.requestBody.content['application/json'].schema, body),
    ).toBe(true);
    const created = await anonymous.post('/submissions', body);
    expect(created.status).toBe(201);
    expect(ajv.validate(answerSchema('/client/submissions', 'post', '201'), created.json), ajv.errorsText()).toBe(true);
    const status = await anonymous.get(`/submissions/${created.json.statusToken}`);
    expect(ajv.validate(answerSchema('/client/submissions/{token}', 'get'), status.json), ajv.errorsText()).toBe(true);
    const bad = { ...body, proposal: { ...body.proposal, contracts: [{ title: 'x', hash: '0x12' }] } };
    expect(
      ajv.validate(doc.paths['/client/submissions'].post.requestBody.content['application/json'].schema, bad),
    ).toBe(false);
    expect((await anonymous.post('/submissions', bad)).status).toBe(400);
  });
});

describe('CORS and cache headers', () => {
  const preflight = (path: string, method = 'GET') =>
    app.request(`/client${path}`, {
      method: 'OPTIONS',
      headers: { origin: 'https://other.example', 'access-control-request-method': method },
    });

  it('lets any origin read the public GET routes, with their cache headers', async () => {
    for (const path of ['/dapp?isDapp=true', '/app?isDapp=true', '/openapi.json', '/global/public']) {
      const res = await anonymous.get(path);
      expect(res.headers.get('access-control-allow-origin'), path).toBe('*');
      expect(res.headers.get('cache-control'), path).toMatch(/^public, max-age=\d+/);
      expect(res.headers.get('access-control-allow-credentials'), path).toBeNull();
    }
    const res = await preflight('/app');
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-methods')).toBe('GET');
  });

  it('opens nothing else: writes, sign-in and the back-office get no CORS header', async () => {
    for (const [path, method] of [
      ['/auth', 'POST'],
      ['/submissions', 'POST'],
      ['/dapp', 'POST'],
      ['/app', 'POST'],
    ] as const) {
      expect(
        (await preflight(path, method)).headers.get('access-control-allow-origin'),
        `${method} ${path}`,
      ).toBeNull();
    }
    expect((await anonymous.get('/dapp?page=0')).headers.get('access-control-allow-origin')).toBeNull();
    expect(
      (await anonymous.post('/auth', { email: 'x@example.org', password: 'a'.repeat(64) })).headers.get(
        'access-control-allow-origin',
      ),
    ).toBeNull();
  });
});
