/**
 * Publishing a built site to its bucket behind the CDN: only files whose content changed are uploaded (S3's ETag
 * of a single-part upload is the MD5 of the bytes), each with the Cache-Control of edge/routing.ts; assets first
 * and HTML last, so a new page never points at an asset not yet there; files gone from the build are removed
 * (old `_astro/` assets only after a grace period, for pages still cached with their old HTML); then the changed
 * paths are invalidated on the CDN (content-hashed assets never need it).
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { cacheControlFor } from '../../edge/routing.ts';

export interface LocalFile {
  key: string;
  path: string;
  md5: string;
  size: number;
}
export interface RemoteObject {
  key: string;
  etag: string;
  lastModified?: Date;
}
export interface PublishPlan {
  upload: LocalFile[];
  remove: string[];
  /** CDN paths to invalidate; `['/*']` when there are too many to name. */
  invalidate: string[];
}

/** Old content-hashed assets stay this long after a build stops using them. */
export const ASSET_GRACE_MS = 7 * 24 * 3600_000;
/** Past this many paths one wildcard invalidation is cheaper and simpler. */
export const MAX_INVALIDATION_PATHS = 100;

const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  css: 'text/css; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  json: 'application/json; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  woff: 'font/woff',
  woff2: 'font/woff2',
  webmanifest: 'application/manifest+json',
  map: 'application/json',
};

/** Files whose type is not their extension's: the changelog's Atom feed (site/src/pages/changelog.xml.ts). */
const NAMED_TYPES: Record<string, string> = {
  'changelog.xml': 'application/atom+xml; charset=utf-8',
};

/** The Content-Type of a published key, by its file name or else its extension (`application/octet-stream` when unknown). */
export function contentTypeFor(key: string): string {
  const named = NAMED_TYPES[key.slice(key.lastIndexOf('/') + 1)];
  return named ?? TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
}

/** Every file under `dir` with its bucket key (`/`-separated, relative) and MD5 (hex). */
export async function listLocalFiles(dir: string): Promise<LocalFile[]> {
  const files: LocalFile[] = [];
  const walk = async (at: string) => {
    for (const entry of await readdir(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (entry.isFile()) {
        const bytes = await readFile(path);
        files.push({
          key: relative(dir, path).split(sep).join('/'),
          path,
          md5: createHash('md5').update(bytes).digest('hex'),
          size: bytes.byteLength,
        });
      }
    }
  };
  await walk(dir);
  return files.sort((a, b) => a.key.localeCompare(b.key));
}

/** The CDN paths that may serve `key`: a page `a/b/index.html` is reached as `/a/b/index.html`, `/a/b/` and `/a/b`. */
export function pathsOfKey(key: string): string[] {
  if (key === 'index.html') return ['/', '/index.html'];
  if (key.endsWith('/index.html')) {
    const dir = `/${key.slice(0, -'index.html'.length)}`;
    return [`${dir}index.html`, dir, dir.slice(0, -1)];
  }
  return [`/${key}`];
}

/** Decide what to upload, remove and invalidate (pure: the listing of both sides in, the plan out). */
export function planPublish(
  local: LocalFile[],
  remote: RemoteObject[],
  options: { now?: number; force?: boolean } = {},
): PublishPlan {
  const now = options.now ?? Date.now();
  const remoteByKey = new Map(remote.map((o) => [o.key, o]));
  const localKeys = new Set(local.map((f) => f.key));
  const upload = local.filter((f) => options.force || remoteByKey.get(f.key)?.etag.replace(/"/g, '') !== f.md5);
  const isAsset = (key: string) => key.startsWith('_astro/');
  upload.sort(
    (a, b) => Number(a.key.endsWith('.html')) - Number(b.key.endsWith('.html')) || a.key.localeCompare(b.key),
  );
  const remove = remote
    .filter((o) => !localKeys.has(o.key))
    .filter((o) => !isAsset(o.key) || (o.lastModified ? now - o.lastModified.getTime() > ASSET_GRACE_MS : false))
    .map((o) => o.key)
    .sort();
  const changed = [...upload.map((f) => f.key), ...remove].filter((key) => !isAsset(key));
  const paths = [...new Set(changed.flatMap(pathsOfKey))].sort();
  return { upload, remove, invalidate: paths.length > MAX_INVALIDATION_PATHS ? ['/*'] : paths };
}

/** Every object of the bucket. */
async function listRemote(s3: S3Client, bucket: string): Promise<RemoteObject[]> {
  const objects: RemoteObject[] = [];
  let token: string | undefined;
  do {
    const page = await s3.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
    for (const o of page.Contents ?? [])
      if (o.Key) objects.push({ key: o.Key, etag: o.ETag ?? '', lastModified: o.LastModified });
    token = page.NextContinuationToken;
  } while (token);
  return objects;
}

/** Run `work` over `items`, at most `limit` at a time, in order of start. */
async function inBatches<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += limit) await Promise.all(items.slice(i, i + limit).map(work));
}

export interface PublishOptions {
  bucket: string;
  s3: S3Client;
  /** Invalidate CDN paths (CloudFront in production); `reference` identifies this publication. */
  invalidate: (paths: string[], reference: string) => Promise<void>;
  /** Identifies this publication (e.g. the build id). */
  reference: string;
  force?: boolean;
  log?: (line: string) => void;
}

/** Publish the built site in `dir` to the bucket (see the module comment); answers what was done. */
export async function publishSite(dir: string, options: PublishOptions): Promise<PublishPlan> {
  const log = options.log ?? (() => undefined);
  const plan = planPublish(await listLocalFiles(dir), await listRemote(options.s3, options.bucket), {
    force: options.force,
  });
  const assets = plan.upload.filter((f) => !f.key.endsWith('.html'));
  const pages = plan.upload.filter((f) => f.key.endsWith('.html'));
  const put = async (f: LocalFile) => {
    await options.s3.send(
      new PutObjectCommand({
        Bucket: options.bucket,
        Key: f.key,
        Body: await readFile(f.path),
        ContentType: contentTypeFor(f.key),
        CacheControl: cacheControlFor(f.key),
      }),
    );
  };
  await inBatches(assets, 16, put);
  await inBatches(pages, 16, put);
  for (let i = 0; i < plan.remove.length; i += 1000) {
    await options.s3.send(
      new DeleteObjectsCommand({
        Bucket: options.bucket,
        Delete: { Objects: plan.remove.slice(i, i + 1000).map((Key) => ({ Key })), Quiet: true },
      }),
    );
  }
  await options.invalidate(plan.invalidate, options.reference);
  log(
    `Published: ${plan.upload.length} uploaded, ${plan.remove.length} removed, ${plan.invalidate.length} CDN paths invalidated`,
  );
  return plan;
}

/** Where a built site keeps its social cards (site/src/pages/og/[card].png.ts): `og/<hash of what it shows>.png`. */
export const CARD_PREFIX = 'og/';

/**
 * Copy the social cards the bucket serves (`og/<hash>.png`: the last published build's) into `dir`, the next build's
 * card cache (`OG_CACHE_DIR`, site/src/og/): a card is named by the hash of what it shows, so the next build draws
 * only the cards whose facts changed instead of every card (at 10,000 dApps, about 16,000 cards: minutes of drawing).
 * Answers how many cards were copied; rejects on an S3 error (the caller then builds with what it has).
 */
export async function restorePublishedCards(s3: S3Client, bucket: string, dir: string): Promise<number> {
  await mkdir(dir, { recursive: true });
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await s3.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: CARD_PREFIX, ContinuationToken: token }),
    );
    for (const o of page.Contents ?? []) if (o.Key && /^og\/[\w-]+\.png$/.test(o.Key)) keys.push(o.Key);
    token = page.NextContinuationToken;
  } while (token);
  await inBatches(keys, 32, async (Key) => {
    const res = await s3.send(new GetObjectCommand({ Bucket: bucket, Key }));
    await writeFile(join(dir, Key.slice(CARD_PREFIX.length)), await res.Body!.transformToByteArray());
  });
  return keys.length;
}
