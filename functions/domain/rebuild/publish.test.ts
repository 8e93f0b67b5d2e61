/**
 * Publishing a built site: what to upload, remove and invalidate (pure plan), and the publication itself against
 * s3rver (S3 wire protocol): only changed files go up, with their Cache-Control and Content-Type.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { startS3rver, type Running } from '../../../local/stack/embedded.ts';
import { CACHE_CONTROL } from '../../edge/routing.ts';
import {
  ASSET_GRACE_MS,
  MAX_INVALIDATION_PATHS,
  pathsOfKey,
  planPublish,
  publishSite,
  restorePublishedCards,
  type LocalFile,
} from './publish.ts';

const BUCKET = 'neo-site-files';
let s3rver: Running;
let s3: S3Client;
let work: string;

const local = (key: string, md5: string): LocalFile => ({ key, md5, path: `/build/${key}`, size: 1 });

async function site(dir: string, files: Record<string, string>) {
  await rm(dir, { recursive: true, force: true });
  for (const [key, body] of Object.entries(files)) {
    await mkdir(dirname(join(dir, key)), { recursive: true });
    await writeFile(join(dir, key), body);
  }
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'neo-publish-'));
  s3rver = await startS3rver(join(work, 's3'), [BUCKET]);
  s3 = new S3Client({
    region: 'us-east-1',
    endpoint: s3rver.url,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
});
afterAll(async () => {
  s3?.destroy();
  await s3rver?.close();
  await rm(work, { recursive: true, force: true });
});

describe('planPublish', () => {
  it('uploads new and changed files (assets before pages), removes what the build dropped, invalidates changed pages', () => {
    const plan = planPublish(
      [
        local('index.html', 'a1'),
        local('wallets/index.html', 'b2'),
        local('_astro/app.NEW.js', 'c3'),
        local('favicon.svg', 'd4'),
      ],
      [
        { key: 'index.html', etag: '"a1"' },
        { key: 'wallets/index.html', etag: '"old"' },
        { key: 'favicon.svg', etag: '"d4"' },
        { key: 'tokens/index.html', etag: '"e5"' },
        { key: '_astro/app.OLD.js', etag: '"f6"', lastModified: new Date() },
        { key: '_astro/app.ANCIENT.js', etag: '"f7"', lastModified: new Date(Date.now() - ASSET_GRACE_MS - 1000) },
      ],
    );
    expect(plan.upload.map((f) => f.key)).toEqual(['_astro/app.NEW.js', 'wallets/index.html']);
    expect(plan.remove).toEqual(['_astro/app.ANCIENT.js', 'tokens/index.html']);
    expect(plan.invalidate).toEqual([
      '/tokens',
      '/tokens/',
      '/tokens/index.html',
      '/wallets',
      '/wallets/',
      '/wallets/index.html',
    ]);
  });

  it('maps keys to the paths the CDN caches them under, and falls back to one wildcard for big changes', () => {
    expect(pathsOfKey('index.html')).toEqual(['/', '/index.html']);
    expect(pathsOfKey('dapp-detailed/flamingo/index.html')).toEqual([
      '/dapp-detailed/flamingo/index.html',
      '/dapp-detailed/flamingo/',
      '/dapp-detailed/flamingo',
    ]);
    expect(pathsOfKey('sitemap-0.xml')).toEqual(['/sitemap-0.xml']);
    const many = Array.from({ length: MAX_INVALIDATION_PATHS }, (_, i) => local(`page-${i}/index.html`, 'x'));
    expect(planPublish(many, []).invalidate).toEqual(['/*']);
  });
});

describe('publishSite (against s3rver)', () => {
  it('publishes a build, then only what changed in the next one', async () => {
    const dir = join(work, 'build');
    const invalidations: string[][] = [];
    const options = {
      bucket: BUCKET,
      s3,
      invalidate: async (paths: string[]) => {
        invalidations.push(paths);
      },
      reference: 'build-1',
    };
    await site(dir, {
      'index.html': '<h1>Home</h1>',
      'wallets/index.html': '<h1>Wallets</h1>',
      '_astro/app.A1.js': 'console.log(1)',
      'favicon.svg': '<svg/>',
    });
    const first = await publishSite(dir, options);
    expect(first.upload).toHaveLength(4);

    const head = (Key: string) => s3.send(new HeadObjectCommand({ Bucket: BUCKET, Key }));
    expect(await head('index.html')).toMatchObject({
      CacheControl: CACHE_CONTROL.html,
      ContentType: 'text/html; charset=utf-8',
    });
    expect(await head('_astro/app.A1.js')).toMatchObject({
      CacheControl: CACHE_CONTROL.immutable,
      ContentType: 'text/javascript; charset=utf-8',
    });

    await site(dir, {
      'index.html': '<h1>Home</h1>',
      'wallets/index.html': '<h1>Wallets v2</h1>',
      '_astro/app.B2.js': 'console.log(2)',
      'favicon.svg': '<svg/>',
    });
    const second = await publishSite(dir, { ...options, reference: 'build-2' });
    expect(second.upload.map((f) => f.key)).toEqual(['_astro/app.B2.js', 'wallets/index.html']);
    expect(second.remove).toEqual([]); // the old asset stays for pages cached with the old HTML
    expect(invalidations.at(-1)).toEqual(['/wallets', '/wallets/', '/wallets/index.html']);
    const keys = (await s3.send(new ListObjectsV2Command({ Bucket: BUCKET }))).Contents!.map((o) => o.Key).sort();
    expect(keys).toEqual(['_astro/app.A1.js', '_astro/app.B2.js', 'favicon.svg', 'index.html', 'wallets/index.html']);
  });
});

describe('restorePublishedCards (against s3rver)', () => {
  it("copies the published site's social cards, and nothing else, into the next build's card cache", async () => {
    const dir = join(work, 'cards-build');
    await site(dir, {
      'index.html': '<h1>Home</h1>',
      'og/0123456789abcdef0123.png': 'card one',
      'og/fedcba98765432100000.png': 'card two',
      'tokens/index.html': '<h1>Tokens</h1>',
    });
    await publishSite(dir, { bucket: BUCKET, s3, invalidate: async () => undefined, reference: 'cards-1' });

    const cache = join(work, 'og-cache');
    expect(await restorePublishedCards(s3, BUCKET, cache)).toBe(2);
    expect((await readdir(cache)).sort()).toEqual(['0123456789abcdef0123.png', 'fedcba98765432100000.png']);
    expect(await readFile(join(cache, '0123456789abcdef0123.png'), 'utf8')).toBe('card one');
  });
});
