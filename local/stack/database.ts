/**
 * For the command-line tools (`npm run seed`, `npm run build`): reach the local database and uploads bucket. When
 * `npm start` is running, its dynalite and s3rver are used (the endpoints are in `<dataDir>/stack.json`); otherwise
 * dynalite and s3rver are started on the same files for the duration of the command. `DYNAMODB_ENDPOINT` in the
 * environment (e.g. AWS) wins over both (with `S3_ENDPOINT`, or AWS S3, for the uploads).
 */
import { readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { ensureTable } from '../../functions/adapters/data/table.ts';
import { resetStorage } from '../../functions/adapters/uploads/storage.ts';
import { startDynalite, startS3rver } from './embedded.ts';
import { useEmbeddedEndpoints } from './stack.ts';
import { writeAtomic } from '../../functions/domain/rebuild/site-build.ts';

/** Where `npm start` announces its running parts. */
export const stackFile = (dataDir: string) => join(resolve(dataDir), 'stack.json');

/** Announce the running stack's endpoints (removed again by `forgetStack`). */
export interface AnnouncedStack {
  dynamoUrl: string;
  s3Url: string;
  siteUrl: string;
  apiUrl: string;
  pid: number;
  /** With LOCAL_CHAINS=1: the local N3 privnet's JSON-RPC URL and network magic, maildev's inbox. */
  n3RpcUrl?: string;
  n3Magic?: number;
  /** With LOCAL_CHAINS=1: the local Neo X node's JSON-RPC URL (Hardhat, chain/neox). */
  neoXRpcUrl?: string;
  inboxUrl?: string;
}
export const announceStack = (dataDir: string, info: AnnouncedStack) =>
  writeAtomic(stackFile(dataDir), JSON.stringify(info));
export const forgetStack = (dataDir: string) => rm(stackFile(dataDir), { force: true });

/** The running stack's announcement, or undefined when none is announced. */
export async function readAnnounced(dataDir: string): Promise<AnnouncedStack | undefined> {
  return JSON.parse(await readFile(stackFile(dataDir), 'utf8').catch(() => 'null')) ?? undefined;
}

async function answers(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { method: 'POST', signal: AbortSignal.timeout(1000) });
    return res.status > 0;
  } catch {
    return false;
  }
}

/** Run `work` with the server modules pointed at a reachable database; answers what `work` answers. */
export async function withDatabase<T>(dataDir: string, work: () => Promise<T>): Promise<T> {
  if (process.env.DYNAMODB_ENDPOINT) {
    await ensureTable();
    return work();
  }
  const running = JSON.parse(await readFile(stackFile(dataDir), 'utf8').catch(() => 'null')) as {
    dynamoUrl: string;
    s3Url?: string;
    siteUrl?: string;
  } | null;
  if (running && (await answers(running.dynamoUrl))) {
    if (running.siteUrl) process.env.UPLOADS_PUBLIC_URL = `${running.siteUrl.replace(/\/$/, '')}/uploads`;
    useEmbeddedEndpoints(running.dynamoUrl, running.s3Url);
    resetStorage();
    return work();
  }
  const db = await startDynalite(join(resolve(dataDir), 'dynamodb'));
  const s3 = await startS3rver(join(resolve(dataDir), 's3'), [
    process.env.UPLOADS_BUCKET ?? 'neo-ecosystem-uploads',
  ]).catch(async (error: Error) => {
    await db.close();
    throw error;
  });
  try {
    useEmbeddedEndpoints(db.url, s3.url);
    resetStorage();
    await ensureTable();
    return await work();
  } finally {
    await s3.close();
    await db.close();
  }
}
