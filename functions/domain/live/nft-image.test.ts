import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putDocument } from '../../adapters/data/documents.ts';
import { createApp } from '../../api/app.ts';
import { startTestDatabase } from '../../../tests/support/database.ts';
import { DOCS } from '../sync/sources.ts';
import { checkedImageUrl, isPublicAddress, NftImageError, nftImage } from './nft-image.ts';

// The smallest PNG signature + IHDR image-size reads as a 1×1 PNG.
const PNG = Uint8Array.from(Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'));
const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"></svg>');
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: unknown) => (e instanceof NftImageError ? e.reason : e),
  );

describe('which image URLs the proxy takes', () => {
  it('takes public addresses only', () => {
    for (const a of ['8.8.8.8', '1.1.1.1', '2606:4700::1111', '::ffff:8.8.4.4'])
      expect(isPublicAddress(a), a).toBe(true);
    for (const a of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0'])
      expect(isPublicAddress(a), a).toBe(false);
    for (const a of ['::1', '::', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1', 'localhost'])
      expect(isPublicAddress(a), a).toBe(false);
  });

  it('refuses what is no http(s) URL, carries credentials or names a private address', () => {
    expect(checkedImageUrl('https://img.example/a.png').hostname).toBe('img.example');
    for (const url of [undefined, 'ftp://img.example/a.png', 'javascript:alert(1)', 'https://u:p@img.example/a.png'])
      expect(() => checkedImageUrl(url)).toThrow(NftImageError);
    for (const url of ['http://127.0.0.1/a.png', 'http://[::1]/a.png', 'http://169.254.169.254/latest'])
      expect(() => checkedImageUrl(url)).toThrow(/private/);
  });
});

describe('answering an item image', () => {
  const listed = async (url: string) => url === 'https://img.example/a.png';

  it('answers the bytes with the type read from them, never an SVG or a URL no item lists', async () => {
    const png = await nftImage('https://img.example/a.png', { listed, download: async () => PNG });
    expect(png).toEqual({ bytes: PNG, type: 'image/png' });
    expect(await refusal(nftImage('https://img.example/a.png', { listed, download: async () => SVG }))).toBe(
      'unavailable',
    );
    expect(await refusal(nftImage('https://img.example/b.png', { listed, download: async () => PNG }))).toBe(
      'notListed',
    );
  });

  let server: Server;
  let port: number;
  let hits = 0;
  beforeAll(async () => {
    server = createServer((_req, res) => {
      hits++;
      res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.from(PNG));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('never connects to a name that resolves to a private address', async () => {
    const url = `http://localhost:${port}/a.png`;
    expect(await refusal(nftImage(url, { listed: async () => true }))).toBe('unavailable');
    expect(hits).toBe(0);
  });
});

describe('GET /client/nft-image', () => {
  let db: Awaited<ReturnType<typeof startTestDatabase>>;
  beforeAll(async () => {
    db = await startTestDatabase();
  });
  afterAll(async () => db?.close());

  const get = (url: string | undefined, language = 'en-US') =>
    createApp().request(`/client/nft-image${url === undefined ? '' : `?url=${encodeURIComponent(url)}`}`, {
      headers: { 'accept-language': language, 'x-client-version': 'w2.46.1' },
    });

  it('answers a missing or non-http(s) url 400 with the field to blame, in the request language', async () => {
    const missing = await get(undefined);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      message: 'There are fields with validation errors',
      fields: { url: 'The URL field is required' },
    });
    const ftp = await get('ftp://img.example/a.png', 'pt-BR');
    expect(ftp.status).toBe(400);
    expect((await ftp.json()).fields).toEqual({ url: expect.stringMatching(/URL/) });
  });

  it('answers a private address 400 and an unlisted image 404, in the request language', async () => {
    const bad = await get('http://169.254.169.254/latest', 'pt-BR');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      message: 'O endereço da imagem deve ser uma URL http ou https de um host público.',
    });
    const unlisted = await get('https://img.example/unlisted.png');
    expect(unlisted.status).toBe(404);
    expect((await unlisted.json()).message).toBe('No NFT item of the catalogue shows this image.');
  });

  it('refuses the image of a stored item whose host is private, 502', async () => {
    await putDocument(DOCS.nftItems, 1, {
      items: [{ tokenId: '01', image: 'http://localhost:9/x.png' }],
      readAt: '2026-11-27T00:00:00.000Z',
    });
    const res = await get('http://localhost:9/x.png');
    expect(res.status).toBe(502);
    expect((await res.json()).message).toMatch(/^The image could not be fetched/);
  });
});
