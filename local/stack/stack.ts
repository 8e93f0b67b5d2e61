/**
 * The whole product on one machine (the embedded default): dynalite, s3rver, the API on @hono/node-server, the
 * built site behind a server that routes `/client/*` to the API. Used by `npm start` and by the tests.
 */
import { serve, type ServerType } from '@hono/node-server';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { config, resetConfig } from '../../functions/config.ts';
import { resetClients } from '../../functions/adapters/data/client.ts';
import { resetEntities } from '../../functions/adapters/data/electro.ts';
import { ensureTable } from '../../functions/adapters/data/table.ts';
import { clearListCache, readMeta } from '../../functions/adapters/data/store.ts';
import type { SeedReport } from '../../functions/domain/seed/catalogue.ts';
import { ensureSeeded } from '../../functions/domain/seed/first-run.ts';
import { ensureFirstAdmin } from '../../functions/domain/auth/users.ts';
import { createApp } from '../../functions/api/app.ts';
import { startDynalite, startS3rver, type Running } from './embedded.ts';
import { buildSite, type BuiltSite } from '../../functions/domain/rebuild/site-build.ts';
import { startMaildev } from './maildev.ts';
import { loopbackOrigins } from './local-origin.ts';
import { createRebuilder } from './rebuilder.ts';
import { onContentChange } from '../../functions/adapters/data/events.ts';
import { writeSiteStatus } from '../../functions/domain/content/site-status.ts';
import { resetMailer } from '../../functions/adapters/mail/mailer.ts';
import { resetStorage } from '../../functions/adapters/uploads/storage.ts';
import { freePort } from '../ports.ts';
import { createSiteServer } from './site-server.ts';
import { runDueSyncJobs, startSyncScheduler } from './sync-scheduler.ts';
import { startIndexerSchedule } from '../../functions/domain/indexer/job.ts';
import { startNeoXIndexerSchedule } from '../../functions/domain/indexer/neox/job.ts';
import { registerJobHere } from '../../functions/domain/jobs/here.ts';
import { RESYNC_JOB } from '../../functions/domain/sync/contract-activity/resync.ts';
import { resyncJob } from '../../functions/domain/indexer/resync-job.ts';

export interface StackOptions {
  /** Where dynalite, s3rver and the builds keep their files (created if missing). */
  dataDir: string;
  sitePort: number;
  apiPort: number;
  adminEmail?: string;
  adminPassword?: string;
  /** maildev's SMTP and inbox ports (defaults 1025 and 1080; any free port when those are taken). */
  smtpPort?: number;
  inboxPort?: number;
  /** How often the local sync scheduler looks for due jobs, ms (default 5 minutes). */
  syncIntervalMs?: number;
  /**
   * How often the N3 indexer runs when a node is configured (NEO_N3_RPC_URLS, set by LOCAL_CHAINS=1), ms;
   * default 5 s, and off when `syncIntervalMs` is 0 (tests and the bench start it themselves).
   */
  indexerIntervalMs?: number;
  /** How often the indexer copies its figures onto the contract records (a content change: a rebuild), ms; default 1 minute. */
  indexerRecordsEveryMs?: number;
  /** Delay that coalesces content changes into one rebuild, ms. */
  rebuildDebounceMs?: number;
  log?: (line: string) => void;
}

export interface Stack {
  siteUrl: string;
  apiUrl: string;
  dynamoUrl: string;
  s3Url: string;
  inboxUrl: string;
  seeded?: SeedReport;
  admin?: { email: string; password: string; generated: boolean };
  site: BuiltSite;
  /** Build the site again from a fresh snapshot (skipped when nothing changed unless `force`). */
  rebuild(force?: boolean): Promise<BuiltSite>;
  /** Resolves when no content-triggered rebuild is pending or running. */
  rebuildsIdle(): Promise<void>;
  stop(): Promise<void>;
}

/** The JWT signing key of this installation, kept in the data directory (created once). */
async function localSecret(dataDir: string): Promise<string> {
  const file = join(dataDir, 'jwt-secret');
  const existing = (await readFile(file, 'utf8').catch(() => '')).trim();
  if (existing.length >= 32) return existing;
  const secret = randomBytes(32).toString('hex');
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}

/** `preferred` when it is free on loopback, else any free port. */
export async function portOr(preferred: number): Promise<number> {
  const probe = await new Promise<boolean>((resolvePort) => {
    import('node:net').then(({ createServer }) => {
      const server = createServer()
        .once('error', () => resolvePort(false))
        .listen(preferred, '127.0.0.1', () => server.close(() => resolvePort(true)));
    });
  });
  return probe ? preferred : freePort();
}

function listen(app: { fetch: (r: Request) => Response | Promise<Response> }, port: number): Promise<ServerType> {
  return new Promise((resolvePromise, reject) => {
    const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => resolvePromise(server));
    server.once('error', reject);
  });
}

const closeServer = (server: ServerType) =>
  new Promise<void>((r) => {
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
  clearListCache();
}

/** Start every part; resolves when the site answers. Parts already started are stopped again on failure. */
export async function startStack(options: StackOptions): Promise<Stack> {
  const log = options.log ?? (() => undefined);
  const dataDir = resolve(options.dataDir);
  await mkdir(dataDir, { recursive: true });
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const s of stops.reverse()) await s().catch(() => undefined);
    stops.length = 0;
  };
  try {
    const dynamo: Running = await startDynalite(join(dataDir, 'dynamodb'));
    stops.push(dynamo.close);
    // The only pages that may talk to the object store (presigned uploads); no page may talk to the database or inbox.
    const siteOrigins = loopbackOrigins(options.sitePort);
    const s3: Running = await startS3rver(
      join(dataDir, 's3'),
      [process.env.UPLOADS_BUCKET ?? 'neo-ecosystem-uploads'],
      0,
      siteOrigins,
    );
    stops.push(s3.close);
    const mail = await startMaildev(await portOr(options.smtpPort ?? 1025), await portOr(options.inboxPort ?? 1080));
    stops.push(mail.close);
    const siteUrl = `http://localhost:${options.sitePort}`;
    process.env.JWT_SECRET ??= await localSecret(dataDir);
    // What the site server adds to API requests so the API believes its X-Forwarded-For (a new one per start).
    process.env.ORIGIN_SECRET ??= randomBytes(32).toString('hex');
    process.env.MAIL_SMTP_URL = mail.smtpUrl;
    process.env.PUBLIC_SITE_URL = siteUrl;
    process.env.UPLOADS_PUBLIC_URL = `${siteUrl}/uploads`;
    useEmbeddedEndpoints(dynamo.url, s3.url);
    resetMailer();
    resetStorage();
    config();
    await ensureTable();

    if (!(await readMeta('seed'))) log('Importing the ecosystem catalogue (first start)…');
    const { seeded } = await ensureSeeded();
    const admin = await ensureFirstAdmin(options.adminEmail, options.adminPassword);

    const api = createApp();
    const apiServer = await listen(api, options.apiPort);
    stops.push(() => closeServer(apiServer));
    const apiOrigin = `http://127.0.0.1:${options.apiPort}`;
    const bucket = config().UPLOADS_BUCKET;

    await runDueSyncJobs(log); // the live data (offline: the recordings) before the first build
    // With a node (LOCAL_CHAINS=1) the indexer catches up before it too, so the pages say as of which block; locally
    // the indexed figures reach the contract records (home top dApps) every minute instead of hourly.
    const stopIndexer = await startIndexerSchedule(
      options.indexerIntervalMs ?? (options.syncIntervalMs === 0 ? 0 : 5000),
      log,
      { recordsEveryMs: options.indexerRecordsEveryMs ?? 60_000 },
    );
    stops.push(async () => stopIndexer());
    // The Neo X indexer on the same schedule, when NEO_X_RPC_URLS names a node (LOCAL_CHAINS=1: the Hardhat node).
    const stopNeoXIndexer = await startNeoXIndexerSchedule(
      options.indexerIntervalMs ?? (options.syncIntervalMs === 0 ? 0 : 5000),
      log,
      { recordsEveryMs: options.indexerRecordsEveryMs ?? 60_000 },
    );
    stops.push(async () => stopNeoXIndexer());
    let site = await buildSite({ dataDir, api, siteUrl, log });
    await writeSiteStatus({ pending: false, building: false, lastBuiltAt: site.builtAt });
    const siteServer = await listen(
      createSiteServer({
        apiOrigin,
        currentDir: () => site.dir,
        uploadsOrigin: `${s3.url}/${bucket}`,
        uploadOrigins: [s3.url],
        originSecret: process.env.ORIGIN_SECRET,
      }),
      options.sitePort,
    );
    stops.push(() => closeServer(siteServer));
    const rebuilder = createRebuilder(
      async () => {
        site = await buildSite({ dataDir, api, siteUrl, log });
        stack.site = site;
      },
      options.rebuildDebounceMs ?? 1500,
      log,
    );
    const unsubscribe = onContentChange(() => rebuilder.request());
    stops.push(async () => {
      unsubscribe();
      rebuilder.stop();
      await rebuilder.idle();
    });
    const stopSync = startSyncScheduler(options.syncIntervalMs, log);
    stops.push(async () => stopSync());
    // The dashboard's resync runs in this process here (on AWS in the job worker): through the indexer when it runs.
    registerJobHere(RESYNC_JOB, resyncJob);

    const stack: Stack = {
      siteUrl: `${siteUrl}/`,
      apiUrl: `${apiOrigin}/client`,
      dynamoUrl: dynamo.url,
      s3Url: s3.url,
      inboxUrl: mail.inboxUrl,
      seeded,
      admin,
      site,
      async rebuild(force = false) {
        site = await buildSite({ dataDir, api, siteUrl, log, force });
        stack.site = site;
        return site;
      },
      rebuildsIdle: () => rebuilder.idle(),
      stop,
    };
    return stack;
  } catch (error) {
    await stop();
    throw error;
  }
}
