import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureFirstAdmin } from '../../domain/auth/users.ts';
import { resetConfig } from '../../config.ts';
import { startS3rver, type Running } from '../../../local/stack/embedded.ts';
import { startTestDatabase } from '../../../tests/support/database.ts';
import { client, sha } from '../../../tests/support/api.ts';
import { createApp } from '../../api/app.ts';
import { GetObjectTaggingCommand, S3Client } from '@aws-sdk/client-s3';
import { keyOfPublicUrl, resetStorage } from './storage.ts';
import { uploadedImageDimensions } from './images.ts';

/** A valid grey PNG of `width` × `height` (built by hand: signature, IHDR, IDAT, IEND with CRCs). */
function png(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 0;
  const raw = Buffer.alloc((width + 1) * height, 0x80);
  for (let y = 0; y < height; y++) raw[y * (width + 1)] = 0;
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

let db: Awaited<ReturnType<typeof startTestDatabase>>;
let s3: Running;
let api: ReturnType<typeof client>;
let apiPtBR: ReturnType<typeof client>;
beforeAll(async () => {
  db = await startTestDatabase();
  s3 = await startS3rver(mkdtempSync(join(tmpdir(), 's3-')), ['neo-ecosystem-uploads']);
  process.env.S3_ENDPOINT = s3.url;
  process.env.UPLOADS_PUBLIC_URL = 'http://localhost:4321/uploads';
  resetConfig();
  resetStorage();
  await ensureFirstAdmin('root@example.org', 'Root-Pass-2026');
  const app = createApp();
  const token = (await client(app).post('/auth', { email: 'root@example.org', password: sha('Root-Pass-2026') })).json
    .token;
  api = client(app, token);
  apiPtBR = client(app, token, 'pt-BR');
}, 30_000);
afterAll(async () => {
  await s3.close();
  await db.close();
});

/** The S3 tags of an uploaded file (the lifecycle rule expires `upload=pending` ones). */
async function tagsOf(url: string) {
  const s3client = new S3Client({
    region: 'us-east-1',
    endpoint: s3.url,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  return (
    await s3client.send(new GetObjectTaggingCommand({ Bucket: 'neo-ecosystem-uploads', Key: keyOfPublicUrl(url)! }))
  ).TagSet;
}

async function upload(bytes: Buffer, contentType = 'image/png') {
  const { status, json } = await api.post('/upload', { contentType, size: bytes.length });
  expect(status).toBe(200);
  const put = await fetch(json.uploadUrl, { method: 'PUT', headers: json.headers, body: new Uint8Array(bytes) });
  expect(put.status).toBe(200);
  return json as { url: string; uploadUrl: string };
}

describe('uploads', () => {
  it('presigns a PUT whose URL without query is the public URL, and the stored bytes are readable', async () => {
    const { url, uploadUrl } = await upload(png(300, 300));
    expect(url).toMatch(/^http:\/\/localhost:4321\/uploads\/\d{4}-\d{2}\/[0-9a-f-]+\.png$/);
    expect(url).not.toContain('?');
    expect(uploadUrl).toContain('X-Amz-Signature');
    expect(await uploadedImageDimensions(url)).toEqual({ width: 300, height: 300, type: 'png' });
  });

  it('refuses types outside uploadImageAllowedFiles (415) and files past the size limit (413)', async () => {
    const html = await api.post('/upload', { contentType: 'text/html', size: 10 });
    expect(html.status).toBe(415);
    expect(html.json.message).toBe('Unsupported file type');
    expect((await api.post('/upload', { contentType: 'image/png', size: 50 * 1024 * 1024 })).status).toBe(413);
  });

  it('refuses a dApp logo smaller than dappImageDimension, read from the uploaded bytes', async () => {
    const small = await upload(png(64, 64));
    const res = await api.post('/dapp', { title: 'Tiny', slug: 'tiny', shortDescription: 'x', imageUrl: small.url });
    expect(res.status).toBe(400);
    expect(res.json.fields.imageUrl).toContain('256');
    const big = await upload(png(256, 256));
    expect(
      (await api.post('/dapp', { title: 'Big', slug: 'big', shortDescription: 'x', imageUrl: big.url })).status,
    ).toBe(200);
    expect(await tagsOf(big.url)).toEqual([{ Key: 'upload', Value: 'kept' }]);
    // s3rver ignores the signed x-amz-tagging header of the PUT (S3 applies it); a refused logo is never marked kept.
    expect(await tagsOf(small.url)).not.toContainEqual({ Key: 'upload', Value: 'kept' });
  });

  it("keeps a social network icon at exactly socialTypeIconDimension px (SPEC §5 dimensions), in the request's language", async () => {
    const wrong = await upload(png(80, 64));
    const refused = await apiPtBR.post('/social-type', { title: 'Odysee', iconUrl: wrong.url });
    expect(refused.status).toBe(400);
    expect(refused.json.fields.iconUrl).toMatch(/deve ter 80 pixels de largura por 80 pixels de altura$/);
    const english = await api.post('/social-type', { title: 'Odysee', iconUrl: wrong.url });
    expect(english.json.fields.iconUrl).toMatch(/must be 80 pixels by 80 pixels$/);
    const right = await upload(png(80, 80));
    expect((await api.post('/social-type', { title: 'Odysee', iconUrl: right.url })).status).toBe(200);
  });

  it('judges an uploaded image by its bytes: HTML sent as a PNG, or a PNG sent as a JPEG, is refused on save', async () => {
    const page = await upload(Buffer.from('<html><script>alert(1)</script></html>'.padEnd(400, ' ')));
    const html = await api.post('/dapp', {
      title: 'Sneaky',
      slug: 'sneaky',
      shortDescription: 'x',
      imageUrl: page.url,
    });
    expect(html.status).toBe(400);
    expect(html.json.fields.imageUrl).toBe('The uploaded file is not a valid image/png image.');
    const renamed = await upload(png(300, 300), 'image/jpeg');
    expect(renamed.url).toMatch(/\.jpg$/);
    const mismatch = await api.post('/dapp', {
      title: 'Renamed',
      slug: 'renamed',
      shortDescription: 'x',
      imageUrl: renamed.url,
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.json.fields.imageUrl).toMatch(/not a valid image\/jpeg image/);
    const ptBR = await apiPtBR.post('/dapp', {
      title: 'Sneaky',
      slug: 'sneaky',
      shortDescription: 'x',
      imageUrl: page.url,
    });
    expect(ptBR.json.fields.imageUrl).toBe('O arquivo enviado não é uma imagem image/png válida.');
    const stored = (await api.get('/dapp?search=Sneaky')).json;
    expect(JSON.stringify(stored)).not.toContain('sneaky');
  });

  it('refuses a PUT whose signature was forged or whose body is not the signed length (s3rver checks SigV4 as S3 does)', async () => {
    const bytes = png(300, 300);
    const { json } = await api.post('/upload', { contentType: 'image/png', size: bytes.length });
    const forged = json.uploadUrl.replace(/X-Amz-Signature=[0-9a-f]+/, `X-Amz-Signature=${'0'.repeat(64)}`);
    expect((await fetch(forged, { method: 'PUT', headers: json.headers, body: new Uint8Array(bytes) })).status).toBe(
      403,
    );
    expect(
      (
        await fetch(json.uploadUrl, {
          method: 'PUT',
          headers: { ...json.headers, 'content-type': 'text/html' },
          body: '<script>alert(1)</script>',
        })
      ).ok,
    ).toBe(false);
  });

  it('cleans an SVG logo of its script before the record keeps it', async () => {
    const global = (await api.get('/global')).json;
    const { bounds: _b, ...settings } = global;
    expect(
      (
        await api.post('/global', {
          ...settings,
          uploadImageAllowedFiles: [...global.uploadImageAllowedFiles, 'image/svg+xml'],
        })
      ).status,
    ).toBe(200);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"><script>alert(document.cookie)</script>' +
        '<rect width="300" height="300" fill="#00e599" onclick="alert(1)"/></svg>',
    );
    const { url } = await upload(svg, 'image/svg+xml');
    expect(
      (await api.post('/dapp', { title: 'Vector', slug: 'vector', shortDescription: 'x', imageUrl: url })).status,
    ).toBe(200);
    const stored = await (await fetch(`${s3.url}/neo-ecosystem-uploads/${keyOfPublicUrl(url)}`)).text();
    expect(stored).toContain('<rect');
    expect(stored).not.toMatch(/<script|onclick|alert/i);
    expect(await uploadedImageDimensions(url)).toEqual({ width: 300, height: 300, type: 'svg' });
  });

  it('signs the declared size and type into the PUT, so S3 refuses any other body', async () => {
    const { json } = await api.post('/upload', { contentType: 'image/png', size: 100 });
    const signed = new URL(json.uploadUrl).searchParams;
    expect(signed.get('X-Amz-SignedHeaders')!.split(';')).toEqual(
      expect.arrayContaining(['content-length', 'content-type', 'host', 'x-amz-tagging']),
    );
    expect(json.headers['x-amz-tagging']).toBe('upload=pending');
    expect(Number(signed.get('X-Amz-Expires'))).toBeLessThanOrEqual(300);
    expect(json.headers['content-type']).toBe('image/png');
  });
});
