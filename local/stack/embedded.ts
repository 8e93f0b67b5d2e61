/**
 * The embedded stand-ins for AWS on the local default: dynalite (DynamoDB wire protocol) and s3rver (S3 wire
 * protocol), persisted under the data directory, listening on loopback only, each refusing the requests of web pages
 * of other origins (local-origin.ts).
 */
import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:http';
import { Worker } from 'node:worker_threads';
import { isSigned, verifySigV4 } from './s3-signature.ts';
import { localRequestRefusal, refuseLocalRequest } from './local-origin.ts';
import S3rver from 's3rver';

export interface Running {
  url: string;
  port: number;
  close(): Promise<void>;
}

/**
 * Start dynalite on `port` (0 = any free port) in a worker thread (dynalite-thread.ts); `path` persists the data
 * (omit for memory only). Rejects when it cannot listen (port taken, path locked by another process).
 */
export async function startDynalite(path?: string, port = 0): Promise<Running> {
  if (path) await mkdir(path, { recursive: true });
  const worker = new Worker(new URL('./dynalite-thread.ts', import.meta.url), { workerData: { path, port } });
  const actual = await new Promise<number>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`dynalite exited (${code}) before listening`)));
    worker.once('message', (m: { port?: number; error?: string }) =>
      m.port ? resolve(m.port) : reject(new Error(`dynalite could not listen: ${m.error}`)),
    );
  }).catch(async (error: Error) => {
    await worker.terminate();
    throw error;
  });
  worker.removeAllListeners();
  // A database thread that dies later (out of memory) shows as a refused connection: the API answers 503.
  worker.on('error', () => undefined);
  let closing: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${actual}`,
    port: actual,
    close: () =>
      (closing ??= new Promise<void>((resolve) => {
        worker.once('exit', () => resolve());
        worker.once('message', () => void worker.terminate());
        worker.postMessage('close');
      })),
  };
}

/** CORS rules of the uploads bucket: the browser PUTs files to presigned URLs, from the site's origins only. */
const cors = (
  origins: string[],
) => `<CORSConfiguration><CORSRule>${origins.map((o) => `<AllowedOrigin>${o}</AllowedOrigin>`).join('')}
<AllowedMethod>PUT</AllowedMethod><AllowedMethod>GET</AllowedMethod><AllowedMethod>HEAD</AllowedMethod><AllowedHeader>*</AllowedHeader>
<ExposeHeader>ETag</ExposeHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>`;

/** The emulator's only key (functions/adapters/uploads/storage.ts signs with it). */
const S3_KEYS = { S3RVER: 'S3RVER' };

const denied = (res: import('node:http').ServerResponse) => {
  res.writeHead(403, { 'content-type': 'application/xml' });
  res.end(
    '<?xml version="1.0" encoding="UTF-8"?><Error><Code>SignatureDoesNotMatch</Code><Message>The request signature we calculated does not match the signature you provided.</Message></Error>',
  );
};

/** Whether an unsigned request names one object (`/<bucket>/<key>`), not a listing of the buckets or of a bucket. */
const namesObject = (url: URL) => /^\/[^/]+\/.+/.test(url.pathname);

/**
 * Start s3rver with `buckets` created, files under `directory`, behind a front that checks request signatures as
 * S3 does (SigV4 with the key `S3RVER`/`S3RVER`, local/stack/s3-signature.ts; s3rver itself does not check V4):
 * only URLs the API presigned, unexpired and unaltered, and the API's own signed calls may write or list; unsigned
 * requests may only read one object (GET/HEAD) and ask CORS preflights. CORS allows `siteOrigins` only (none: no
 * browser origin), and any request carrying another `Origin` (or a non-loopback `Host`) is refused before s3rver
 * sees it (local-origin.ts). s3rver runs in this process behind the front, on no port of its own.
 */
export async function startS3rver(
  directory: string,
  buckets: string[],
  port = 0,
  siteOrigins: string[] = [],
): Promise<Running> {
  await mkdir(directory, { recursive: true });
  const inner = new S3rver({
    directory,
    silent: true,
    allowMismatchedSignatures: false,
    configureBuckets: buckets.map((name) => ({ name, configs: siteOrigins.length ? [cors(siteOrigins)] : [] })),
  });
  await inner.configureBuckets();
  const answer = inner.callback();
  const front = createServer((req, res) => {
    const refusal = localRequestRefusal(req.headers, siteOrigins);
    if (refusal) return refuseLocalRequest(res, refusal);
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    // A CORS preflight (OPTIONS) carries no credentials and writes nothing; S3 answers it from the CORS rules alone.
    const preflight = req.method === 'OPTIONS';
    const signed = !preflight && isSigned(url, req.headers);
    const readOnly = preflight || (['GET', 'HEAD'].includes(req.method ?? '') && namesObject(url));
    if (signed ? !verifySigV4(req.method ?? '', req.url ?? '/', req.headers, S3_KEYS) : !readOnly) return denied(res);
    // s3rver answers an allowed preflight with `*`; S3 names the origin (only the site's get this far).
    const origin = req.headers.origin;
    if (origin) {
      const setHeader = res.setHeader.bind(res);
      res.setHeader = (name, value) => setHeader(name, /^access-control-allow-origin$/i.test(name) ? origin : value);
    }
    answer(req, res);
  });
  await new Promise<void>((resolve, reject) => front.once('error', reject).listen(port, '127.0.0.1', () => resolve()));
  const actual = (front.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${actual}`,
    port: actual,
    close: async () => {
      front.closeAllConnections();
      await new Promise<void>((resolve) => front.close(() => resolve()));
      inner.logger.close();
    },
  };
}
