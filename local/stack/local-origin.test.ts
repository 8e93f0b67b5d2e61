/**
 * The local stack's database, object store and mail inbox against a web page of another origin (docs/SECURITY.md,
 * third round, finding 6): each refuses it — answer and preflight — while the product's own calls (no Origin) work.
 */
import { mkdtempSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDynalite, startS3rver, type Running } from './embedded.ts';
import { startMaildevOnFreePorts, type Maildev } from './maildev.ts';

const EVIL = 'http://evil.example';
const SITE = 'http://localhost:4321';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request with exactly these headers (`Host` included, which fetch would not let a caller set). */
const ask = (url: string, method: string, headers: Record<string, string>, body?: string) =>
  new Promise<Answer>((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });

const listTables = (url: string, extra: Record<string, string> = {}) =>
  ask(
    url,
    'POST',
    {
      'content-type': 'application/x-amz-json-1.0',
      'x-amz-target': 'DynamoDB_20120810.ListTables',
      'x-amz-date': '20260101T000000Z',
      authorization:
        'AWS4-HMAC-SHA256 Credential=x/20260101/us-east-1/dynamodb/aws4_request, SignedHeaders=host, Signature=00',
      ...extra,
    },
    '{}',
  );

let dynamo: Running;
let s3: Running;
let mail: Maildev;
beforeAll(async () => {
  [dynamo, s3, mail] = await Promise.all([
    startDynalite(),
    startS3rver(mkdtempSync(join(tmpdir(), 's3-origin-')), ['neo-ecosystem-uploads'], 0, [SITE]),
    startMaildevOnFreePorts(),
  ]);
});
afterAll(async () => {
  await Promise.all([dynamo?.close(), s3?.close(), mail?.close()]);
});

describe('the local database (dynalite)', () => {
  it('answers the product (no Origin) and refuses a page of another origin, its preflight and a rebound Host', async () => {
    const own = await listTables(dynamo.url);
    expect(own.status).toBe(200);
    expect(own.body).toContain('TableNames');

    const evil = await listTables(dynamo.url, { origin: EVIL });
    expect(evil.status).toBe(403);
    expect(evil.body).not.toContain('TableNames');
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();

    const preflight = await ask(dynamo.url, 'OPTIONS', {
      origin: EVIL,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type,x-amz-target',
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();

    // DNS rebinding: evil.example resolved to 127.0.0.1, so the page's requests are same-origin and carry no Origin.
    const rebound = await listTables(dynamo.url, { host: `evil.example:${dynamo.port}` });
    expect(rebound.status).toBe(403);
  });
});

describe('the local object store (s3rver behind its signature check)', () => {
  it('refuses a page of another origin an unsigned PUT, a listing and a preflight; nobody lists unsigned', async () => {
    const put = await ask(`${s3.url}/neo-ecosystem-uploads/probe.txt`, 'PUT', { origin: EVIL }, 'probe');
    expect(put.status).toBe(403);
    for (const path of ['/', '/neo-ecosystem-uploads', '/neo-ecosystem-uploads/']) {
      const evil = await ask(`${s3.url}${path}`, 'GET', { origin: EVIL });
      expect(evil.status, path).toBe(403);
      expect(evil.body, path).not.toMatch(/ListAllMyBucketsResult|ListBucketResult/);
      const anonymous = await ask(`${s3.url}${path}`, 'GET', {});
      expect(anonymous.status, path).toBe(403);
    }
    const preflight = await ask(`${s3.url}/neo-ecosystem-uploads/x.png`, 'OPTIONS', {
      origin: EVIL,
      'access-control-request-method': 'PUT',
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it("still answers the site's own preflight for a presigned upload", async () => {
    const preflight = await ask(`${s3.url}/neo-ecosystem-uploads/x.png`, 'OPTIONS', {
      origin: SITE,
      'access-control-request-method': 'PUT',
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers['access-control-allow-origin']).toBe(SITE);
  });
});

describe('the local mail inbox (maildev behind its front)', () => {
  it('answers the product and its own page, and refuses a page of another origin and a rebound Host', async () => {
    const own = await ask(`${mail.inboxUrl}/email`, 'GET', {});
    expect(own.status).toBe(200);
    expect(JSON.parse(own.body)).toEqual([]);
    const ownPage = await ask(`${mail.inboxUrl}/email`, 'GET', { origin: mail.inboxUrl });
    expect(ownPage.status).toBe(200);
    expect(ownPage.headers['access-control-allow-origin']).toBeUndefined();

    const evil = await ask(`${mail.inboxUrl}/email`, 'GET', { origin: EVIL });
    expect(evil.status).toBe(403);
    expect(evil.body).not.toMatch(/^\s*\[/);
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    const deleteAll = await ask(`${mail.inboxUrl}/email/all`, 'DELETE', { origin: EVIL });
    expect(deleteAll.status).toBe(403);
    const rebound = await ask(`${mail.inboxUrl}/email`, 'GET', { host: `evil.example:${mail.port}` });
    expect(rebound.status).toBe(403);
  });

  it('refuses the WebSocket that pushes new mails to a page of another origin', async () => {
    const handshake = (origin: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(mail.port, '127.0.0.1', () =>
          socket.write(
            `GET /socket.io/?EIO=4&transport=websocket HTTP/1.1\r\nHost: 127.0.0.1:${mail.port}\r\n` +
              `Origin: ${origin}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
              'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n',
          ),
        );
        socket.once('data', (d) => {
          resolve(d.toString().split('\r\n')[0]!);
          socket.destroy();
        });
        socket.once('error', reject);
      });
    expect(await handshake(EVIL)).toMatch(/^HTTP\/1\.1 403/);
    expect(await handshake(mail.inboxUrl)).toMatch(/^HTTP\/1\.1 101/);
  });
});
