/**
 * The embedded stand-ins for AWS on the local default: dynalite (DynamoDB wire protocol) and s3rver (S3 wire
 * protocol), persisted under the data directory, listening on loopback only.
 */
import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import dynalite from 'dynalite';
import S3rver from 's3rver';

export interface Running { url: string; port: number; close(): Promise<void> }

/** Start dynalite on `port` (0 = any free port); `path` persists the data (omit for memory only). */
export async function startDynalite(path?: string, port = 0): Promise<Running> {
  if (path) await mkdir(path, { recursive: true });
  const server: Server = dynalite({ path, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', () => resolve()));
  const actual = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${actual}`, port: actual,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

/** CORS rules of the uploads bucket: the browser PUTs files to presigned URLs, from the site's origins only. */
const cors = (origins: string[]) => `<CORSConfiguration><CORSRule>${origins.map((o) => `<AllowedOrigin>${o}</AllowedOrigin>`).join('')}
<AllowedMethod>PUT</AllowedMethod><AllowedMethod>GET</AllowedMethod><AllowedMethod>HEAD</AllowedMethod><AllowedHeader>*</AllowedHeader>
<ExposeHeader>ETag</ExposeHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>`;

/**
 * Start s3rver with `buckets` created, files under `directory`. It checks request signatures as S3 does (key
 * `S3RVER`/`S3RVER`, functions/uploads/storage.ts), so only URLs the API presigned are accepted; CORS allows
 * `siteOrigins` only (none: no browser origin at all).
 */
export async function startS3rver(directory: string, buckets: string[], port = 0, siteOrigins: string[] = []): Promise<Running> {
  await mkdir(directory, { recursive: true });
  const server = new S3rver({
    port, address: '127.0.0.1', directory, silent: true, allowMismatchedSignatures: false,
    configureBuckets: buckets.map((name) => ({ name, configs: siteOrigins.length ? [cors(siteOrigins)] : [] })),
  });
  const { port: actual } = (await server.run()) as AddressInfo;
  return { url: `http://127.0.0.1:${actual}`, port: actual, close: () => server.close() };
}
