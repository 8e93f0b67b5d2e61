/**
 * The whole product on one machine (the embedded default): dynalite, s3rver, the API on @hono/node-server, the
 * built site behind a server that routes `/client/*` to the API. Used by `npm start` and by the tests.
 */
import { serve, type ServerType } from '@hono/node-server';
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { config, resetConfig } from '../config.ts';
import { resetClients } from '../data/client.ts';
import { resetEntities } from '../data/electro.ts';
import { ensureTable } from '../data/table.ts';
import { readMeta, writeMeta } from '../data/store.ts';
import { seedCatalogue, type SeedReport } from '../seed/catalogue.ts';
import { ensureFirstAdmin } from '../auth/users.ts';
import { createApp } from '../api/app.ts';
import { startDynalite, startS3rver, type Running } from './embedded.ts';
import { buildSite, type BuiltSite } from './site-build.ts';
import { createSiteServer } from './site-server.ts';

export interface StackOptions {
  /** Where dynalite, s3rver and the builds keep their files (created if missing). */
  dataDir: string;
  sitePort: number;
  apiPort: number;
  adminEmail?: string;
  adminPassword?: string;
  log?: (line: string) => void;
}

export interface Stack {
  siteUrl: string;
  apiUrl: string;
  dynamoUrl: string;
  s3Url: string;
  seeded?: SeedReport;
  admin?: { email: string; password: string; generated: boolean };
  site: BuiltSite;
  /** Build the site again from a fresh snapshot (skipped when nothing changed unless `force`). */
  rebuild(force?: boolean): Promise<BuiltSite>;
  stop(): Promise<void>;
}

function listen(app: { fetch: (r: Request) => Response | Promise<Response> }, port: number): Promise<ServerType> {
  return new Promise((resolvePromise, reject) => {
    const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => resolvePromise(server));
    server.once('error', reject);
  });
}

const closeServer = (server: ServerType) => new Promise<void>((r) => {
  (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
  server.close(() => r());
});

/** Point the server modules at the embedded endpoints (before any of them touches AWS). */
export function useEmbeddedEndpoints(dynamoUrl: string, s3Url?: string): void {
  process.env.DYNAMODB_ENDPOINT = dynamoUrl;
  if (s3Url) process.env.S3_ENDPOINT = s3Url;
  resetConfig();
  resetClients();
  resetEntities();
}

/** Start every part; resolves when the site answers. Parts already started are stopped again on failure. */
export async function startStack(options: StackOptions): Promise<Stack> {
  const log = options.log ?? (() => undefined);
  const dataDir = resolve(options.dataDir);
  await mkdir(dataDir, { recursive: true });
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => { for (const s of stops.reverse()) await s().catch(() => undefined); stops.length = 0; };
  try {
    const dynamo: Running = await startDynalite(join(dataDir, 'dynamodb'));
    stops.push(dynamo.close);
    const s3: Running = await startS3rver(join(dataDir, 's3'), [process.env.UPLOADS_BUCKET ?? 'neo-ecosystem-uploads']);
    stops.push(s3.close);
    useEmbeddedEndpoints(dynamo.url, s3.url);
    config();
    await ensureTable();

    let seeded: SeedReport | undefined;
    if (!(await readMeta('seed'))) {
      log('Importing the ecosystem catalogue (first start)…');
      seeded = await seedCatalogue();
      await writeMeta('seed', { at: new Date().toISOString(), created: seeded.created });
    }
    const admin = await ensureFirstAdmin(options.adminEmail, options.adminPassword);

    const api = createApp();
    const apiServer = await listen(api, options.apiPort);
    stops.push(() => closeServer(apiServer));
    const apiOrigin = `http://127.0.0.1:${options.apiPort}`;
    const siteUrl = `http://localhost:${options.sitePort}`;

    let site = await buildSite({ dataDir, api, siteUrl, log });
    const siteServer = await listen(createSiteServer({ apiOrigin, currentDir: () => site.dir }), options.sitePort);
    stops.push(() => closeServer(siteServer));

    const stack: Stack = {
      siteUrl: `${siteUrl}/`, apiUrl: `${apiOrigin}/client`, dynamoUrl: dynamo.url, s3Url: s3.url, seeded, admin, site,
      async rebuild(force = false) {
        site = await buildSite({ dataDir, api, siteUrl, log, force });
        stack.site = site;
        return site;
      },
      stop,
    };
    return stack;
  } catch (error) {
    await stop();
    throw error;
  }
}
