import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { imageSize } from 'image-size';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueSnapshot } from '../../../content-schema/snapshot.ts';
import { LOGOS_DIR } from '../seed/logos.ts';
import { writeSnapshotImages } from './snapshot-images.ts';

const BASE = 'http://localhost:4321/uploads/catalogue';
/** An organization's logo: in the live snapshot (community development), not in the catalogue snapshot. */
const ORGANIZATION_LOGO = `${BASE}/organization/axlabs.png`;
/**
 * Real catalogue logos: a 24-unit SVG (Flamingo), a 600 × 300 PNG banner (BlockSaver), the white-on-transparent
 * Feedio PNG, and AxLabs' PNG (an organization).
 */
const FILES: Record<string, string> = {
  [`${BASE}/dapp/flamingo-finance.svg`]: 'dapp/flamingo-finance.svg',
  [`${BASE}/dapp/blocksaver.png`]: 'dapp/blocksaver.png',
  [`${BASE}/dapp/feedio.png`]: 'dapp/feedio.png',
  [ORGANIZATION_LOGO]: 'organization/axlabs.png',
  // Two records whose uploads are the same vector (the catalogue gives fBNB's v2 the mark of fBNB).
  [`${BASE}/token/fbnb.svg`]: 'token/fbnb.svg',
  [`${BASE}/token/fbnbv2.svg`]: 'token/fbnbv2.svg',
};
const NOT_AN_IMAGE = `${BASE}/dapp/broken.png`;
const EXTERNAL = 'https://example.org/logo.png';

const dapp = (id: number, imageUrl?: string) => ({
  idDappPk: id,
  slug: `d${id}`,
  isDapp: true,
  title: `D${id}`,
  shortDescription: 'x',
  categories: [],
  blockchainVersions: [],
  contracts: [],
  socials: [],
  wallets: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  source: 's',
  ...(imageUrl ? { imageUrl } : {}),
});
const snapshot = {
  takenAt: '2026-01-01T00:00:00.000Z',
  dapps: [...Object.keys(FILES).filter((url) => url !== ORGANIZATION_LOGO), NOT_AN_IMAGE, EXTERNAL]
    .map((url, i) => dapp(i + 1, url))
    .concat(dapp(99)),
  contracts: [],
  categories: [],
  blockchainVersions: [],
  wallets: [],
  explorers: [],
  exchanges: [],
  tokens: [],
  nftCollections: [],
  developerAid: [],
  banners: [],
  supportedServers: [],
} as unknown as CatalogueSnapshot;

/** Reads the catalogue's files for our URLs, like the uploads bucket would; nothing for others. */
const read = async (url: string) => {
  if (url === NOT_AN_IMAGE) return new TextEncoder().encode('<html>not an image</html>');
  return FILES[url] ? new Uint8Array(await readFile(join(LOGOS_DIR, FILES[url]))) : undefined;
};

let dir: string;
let result: Awaited<ReturnType<typeof writeSnapshotImages>>;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'snapshot-images-'));
  const live = { github: { organizations: [{ title: 'AxLabs', logoUrl: ORGANIZATION_LOGO }, { title: 'No logo' }] } };
  result = await writeSnapshotImages(snapshot, dir, read, live);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('writeSnapshotImages', () => {
  it('copies rasters unchanged and indexes them with their size', async () => {
    const banner = result.images[`${BASE}/dapp/blocksaver.png`]!;
    expect(banner).toMatchObject({ width: 600, height: 300 });
    expect(
      (await readFile(join(dir, 'images', banner.file))).equals(await readFile(join(LOGOS_DIR, 'dapp/blocksaver.png'))),
    ).toBe(true);
  });

  it('rasterises a vector to a sharp PNG of 256 px, never passing an SVG on', async () => {
    const flamingo = result.images[`${BASE}/dapp/flamingo-finance.svg`]!;
    expect(flamingo.file).toMatch(/\.png$/);
    const size = imageSize(await readFile(join(dir, 'images', flamingo.file)));
    expect(size).toMatchObject({ type: 'png', width: 256, height: 256 });
    expect(flamingo).toMatchObject({ width: 256, height: 256 });
    // Drawn, not blank: the mark has opaque pixels.
    const stats = await sharp(join(dir, 'images', flamingo.file)).stats();
    expect(stats.channels[3]!.max).toBe(255);
    expect((await readdir(join(dir, 'images'))).some((f) => f.endsWith('.svg'))).toBe(false);
  });

  it('gives each record its own file of a shared vector, naming the URL it was drawn from', async () => {
    const [fbnb, fbnbv2] = [`${BASE}/token/fbnb.svg`, `${BASE}/token/fbnbv2.svg`];
    expect(
      (await readFile(join(LOGOS_DIR, FILES[fbnb]!))).equals(await readFile(join(LOGOS_DIR, FILES[fbnbv2]!))),
    ).toBe(true);
    const files = [result.images[fbnb]!.file, result.images[fbnbv2]!.file];
    const [a, b] = await Promise.all(files.map((f) => readFile(join(dir, 'images', f))));
    expect(files[0]).not.toBe(files[1]);
    // Different bytes, so the site build emits (and serves) one image per record rather than merging them.
    expect(a!.equals(b!)).toBe(false);
    expect((await sharp(a!).metadata()).xmp?.toString()).toContain(`<dc:source>${fbnb}</dc:source>`);
    expect((await sharp(b!).metadata()).xmp?.toString()).toContain(`<dc:source>${fbnbv2}</dc:source>`);
    // The same picture in both.
    const pixels = await Promise.all([a!, b!].map((f) => sharp(f).raw().toBuffer()));
    expect(pixels[0]!.equals(pixels[1]!)).toBe(true);
  });

  it("copies the organizations' logos of the live snapshot too, as they are", async () => {
    const axlabs = result.images[ORGANIZATION_LOGO]!;
    expect(
      (await readFile(join(dir, 'images', axlabs.file))).equals(
        await readFile(join(LOGOS_DIR, 'organization/axlabs.png')),
      ),
    ).toBe(true);
  });

  it('flags a light mark on transparency, and only that one', () => {
    expect(result.images[`${BASE}/dapp/feedio.png`]!.light).toBe(true);
    expect(result.images[`${BASE}/dapp/blocksaver.png`]!.light).toBeUndefined();
    expect(result.images[`${BASE}/dapp/flamingo-finance.svg`]!.light).toBeUndefined();
    expect(result.images[ORGANIZATION_LOGO]!.light).toBeUndefined();
  });

  it('leaves out what is not a readable image in the bucket, and writes the index the site reads', async () => {
    expect(result.skipped.sort()).toEqual([EXTERNAL, NOT_AN_IMAGE].sort());
    const index = JSON.parse(await readFile(join(dir, 'images', 'index.json'), 'utf8')) as {
      images: Record<string, unknown>;
    };
    expect(Object.keys(index.images).sort()).toEqual(Object.keys(FILES).sort());
  });
});
