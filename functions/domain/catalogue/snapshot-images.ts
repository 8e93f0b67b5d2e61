/**
 * The images of the catalogue snapshot, copied beside it for the site build: `astro build` reads only the snapshot
 * directory, never S3, a CDN or the network, so the snapshot step reads every image the snapshot points at from the
 * uploads bucket (S3; s3rver locally) and writes it to `<snapshotDir>/images/`, indexed by `images/index.json`
 * (`{ images: { <url>: { file, width, height } } }`). The site's image pipeline (Astro + sharp) makes the sized
 * webp files from these. Vector files are rasterised here (sharp, 256 px on the long side), so the pipeline
 * never receives an SVG and small view boxes are drawn sharp rather than scaled up. Each PNG made so records the URL
 * it was drawn from (XMP `dc:source`): the file says what it is, and two records whose uploads are the same vector (a
 * token and its v2, wrapped GAS and GAS) keep a file and a served URL each rather than Rollup merging their equal
 * bytes into one. A light mark on transparency is flagged `light`, so pages draw it on a dark tile instead of the
 * light one. URLs outside the bucket, and files that are not a readable image, are left out: the pages show the
 * record's monogram instead.
 */
import { createHash } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { CatalogueSnapshot } from '../../../content-schema/snapshot.ts';
import { config } from '../../config.ts';
import { dimensionsOf } from '../../adapters/uploads/images.ts';
import { keyOfPublicUrl, readUpload } from '../../adapters/uploads/storage.ts';

export interface SnapshotImage {
  /** File name inside `<snapshotDir>/images/`. */
  file: string;
  /** Pixel size of that file. */
  width: number;
  height: number;
  /** A light mark on a transparent background (white on nothing): pages put it on a dark tile. */
  light?: true;
}
export interface SnapshotImageIndex {
  images: Record<string, SnapshotImage>;
}

/** Where the copied images and their index go, under the snapshot directory. */
export const IMAGES_DIR = 'images';
export const IMAGES_INDEX = 'index.json';
/** Long side, px, of a rasterised vector (the largest logo is drawn at 96 CSS px, so 2× fits). */
const RASTER_SIZE = 256;
/** Raster formats the pipeline takes as they are (image-size's type names). */
const RASTER_TYPES: Record<string, string> = { png: 'png', jpg: 'jpg', webp: 'webp', gif: 'gif' };

/**
 * Every image URL the pages show: the catalogue snapshot's logos of dApps, wallets, explorers, exchanges, tokens, NFT
 * collections and developer aid, and the organizations' logos of the live snapshot (`live.github.organizations`, the
 * community-development page), when given.
 */
export function snapshotImageUrls(snapshot: CatalogueSnapshot, live?: unknown): string[] {
  // A snapshot that breaks its contract still reaches the build, which fails naming the offending fields.
  const list = <T>(items: T[] | undefined): T[] => (Array.isArray(items) ? items : []);
  const urls = [
    ...list(snapshot.dapps).map((d) => d?.imageUrl),
    ...list(snapshot.wallets).map((w) => w?.logoUrl),
    ...list(snapshot.explorers).map((e) => e?.imageUrl),
    ...list(snapshot.exchanges).map((e) => e?.imageUrl),
    ...list(snapshot.tokens).map((t) => t?.imageUrl),
    ...list(snapshot.nftCollections).map((n) => n?.imageUrl),
    ...list(snapshot.developerAid).map((a) => a?.imageUrl),
    ...list((live as { github?: { organizations?: { logoUrl?: unknown }[] } } | undefined)?.github?.organizations).map(
      (o) => o?.logoUrl,
    ),
  ];
  return [...new Set(urls.filter((u): u is string => typeof u === 'string' && u.length > 0))];
}

/**
 * The uploads key of `url`: a URL under the public uploads base, or, on a local stack (s3rver), a
 * `http://localhost:<any port>/uploads/…` URL stored while the site ran on another port.
 */
export function uploadKeyOf(url: string): string | undefined {
  const key = keyOfPublicUrl(url);
  if (key || !config().S3_ENDPOINT) return key;
  const local = /^https?:\/\/(?:localhost|127\.0\.0\.1)(?::\d+)?\/uploads\/([^?#]+)/.exec(url);
  return local ? `uploads/${local[1]}` : undefined;
}

/** Read an image from the uploads bucket (undefined when it is not ours or not there). */
async function readStored(url: string): Promise<Uint8Array | undefined> {
  const key = uploadKeyOf(url);
  return key ? readUpload(key) : undefined;
}

/** An XMP packet naming `url` as the source (`dc:source`) of the file that carries it. */
export function sourceXmp(url: string): string {
  const escaped = url.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return (
    '<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/">' +
    '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
    '<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/">' +
    `<dc:source>${escaped}</dc:source></rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`
  );
}

/**
 * The file to write for the bytes of `url`: rasters as they are, vectors as a PNG that names `url` as its source;
 * undefined when not an image.
 */
async function prepare(
  bytes: Uint8Array,
  url: string,
): Promise<{ data: Uint8Array; ext: string; width: number; height: number } | undefined> {
  const size = dimensionsOf(bytes);
  if (!size) return undefined;
  if (RASTER_TYPES[size.type])
    return { data: bytes, ext: RASTER_TYPES[size.type]!, width: size.width, height: size.height };
  if (size.type !== 'svg') return undefined;
  const density = Math.min(2400, Math.max(1, (72 * RASTER_SIZE) / Math.max(size.width, size.height)));
  const { data, info } = await sharp(bytes, { density })
    .resize({ width: RASTER_SIZE, height: RASTER_SIZE, fit: 'inside' })
    .png()
    .withXmp(sourceXmp(url))
    .toBuffer({ resolveWithObject: true });
  return { data, ext: 'png', width: info.width, height: info.height };
}

/** True for a mostly transparent image whose visible pixels are light (it would vanish on a light tile). */
async function isLightMark(data: Uint8Array): Promise<boolean> {
  const { data: px } = await sharp(data)
    .resize({ width: 32, height: 32, fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let opaque = 0;
  let light = 0;
  for (let i = 0; i < px.length; i += 4) {
    if (px[i + 3]! < 128) continue;
    opaque++;
    light += (0.2126 * px[i]! + 0.7152 * px[i + 1]! + 0.0722 * px[i + 2]!) / 255;
  }
  const pixels = px.length / 4;
  return opaque > 0 && opaque < pixels * 0.9 && light / opaque > 0.8;
}

/**
 * Copy the snapshot's images (and the live snapshot's, `live`, see snapshotImageUrls) into `<snapshotDir>/images/`
 * (replacing what an earlier build left there) and write the index. `read` answers an image's bytes (default: the
 * uploads bucket). Answers the index and the URLs left out.
 */
export async function writeSnapshotImages(
  snapshot: CatalogueSnapshot,
  snapshotDir: string,
  read: (url: string) => Promise<Uint8Array | undefined> = readStored,
  live?: unknown,
): Promise<SnapshotImageIndex & { skipped: string[] }> {
  const dir = join(snapshotDir, IMAGES_DIR);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const images: Record<string, SnapshotImage> = {};
  const skipped: string[] = [];
  const queue = snapshotImageUrls(snapshot, live);
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      const bytes = await read(url).catch(() => undefined);
      const prepared = bytes && (await prepare(bytes, url).catch(() => undefined));
      if (!prepared) {
        skipped.push(url);
        continue;
      }
      const file = `${createHash('sha256').update(url).digest('hex').slice(0, 20)}.${prepared.ext}`;
      await writeFile(join(dir, file), prepared.data);
      images[url] = {
        file,
        width: prepared.width,
        height: prepared.height,
        ...((await isLightMark(prepared.data).catch(() => false)) ? { light: true as const } : {}),
      };
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  const sorted = Object.fromEntries(Object.entries(images).sort(([a], [b]) => a.localeCompare(b)));
  await writeFile(join(dir, IMAGES_INDEX), JSON.stringify({ images: sorted }));
  return { images: sorted, skipped };
}
