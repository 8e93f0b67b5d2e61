/**
 * The image proxy of NFT items (`GET /client/nft-image?url=`): a collection page shows an item's image (its contract's
 * `properties.image`, sync/nft-collections/items.ts) only through here, never from the contract's host directly. The
 * image is fetched only when it is the image of a stored item (no open proxy), over http(s) only, from a public
 * address only (every address the name resolves to is checked where the connection is made, so a name that
 * re-resolves to a private one is refused too), without following redirects, within NFT_IMAGE_MAX_BYTES and
 * NFT_IMAGE_TIMEOUT_MS, and answered only when its bytes are a PNG, JPEG, WebP or GIF (an SVG can run code; the
 * answer's type is the sniffed one, never the upstream's).
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP } from 'node:net';
import { dimensionsOf } from '../../adapters/uploads/images.ts';
import { listDocuments } from '../../adapters/data/documents.ts';
import { DOCS } from '../sync/sources.ts';
import type { NftItemsDocument } from '../sync/nft-collections/items.ts';

/** Largest image answered, bytes. */
export const NFT_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** Time allowed for the whole upstream answer, ms. */
export const NFT_IMAGE_TIMEOUT_MS = 8000;
const TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif' };

/** The reasons an image is not answered, with their `api.*` message keys (i18n/server). */
const REASONS = {
  badUrl: 'nftImageBadUrl',
  notListed: 'nftImageNotListed',
  unavailable: 'nftImageUnavailable',
} as const;
/** Why an image is not answered: a bad URL, not an item's image, or its host could not give one. */
export type NftImageRefusal = keyof typeof REASONS;

/**
 * Why an image is not answered (`reason`; functions/api/errors.ts gives each its status: 400, 404, 502); `key` the
 * message for the caller (`api.<key>`), `message` the detail for the logs.
 */
export class NftImageError extends Error {
  readonly reason: NftImageRefusal;
  readonly key: (typeof REASONS)[NftImageRefusal];
  constructor(reason: NftImageRefusal, message: string) {
    super(message);
    this.name = 'NftImageError';
    this.reason = reason;
    this.key = REASONS[reason];
  }
}

/** Ranges no public host lives in (RFC 6890 special-purpose, loopback, private, link-local, CGNAT, multicast…). */
const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const)
  blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 127],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(net, prefix, 'ipv6');

/** Whether `address` (IPv4 or IPv6, an IPv4-mapped one by its IPv4) is a public unicast address. */
export function isPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPublicAddress(mapped);
  const family = isIP(address);
  if (!family) return false;
  return !blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** dns.lookup for the connection itself: fails unless every address the name resolves to is public. */
function publicLookup(
  hostname: string,
  options: object,
  callback: (error: Error | null, address: string | LookupAddress[], family?: number) => void,
): void {
  dnsLookup(hostname, { all: true }, (error, addresses) => {
    if (error) return callback(error, '');
    if (!addresses.length || addresses.some((a) => !isPublicAddress(a.address)))
      return callback(new NftImageError('unavailable', `${hostname} resolves to an address that is not public`), '');
    const all = (options as { all?: boolean }).all;
    return all ? callback(null, addresses) : callback(null, addresses[0]!.address, addresses[0]!.family);
  });
}

/** An http(s) URL without credentials whose host, when an address, is public; else NftImageError `badUrl`. */
export function checkedImageUrl(text: string | undefined): URL {
  const url = text && URL.canParse(text) ? new URL(text) : undefined;
  if (!url || !/^https?:$/.test(url.protocol) || url.username || url.password)
    throw new NftImageError('badUrl', 'The image URL must be an http or https URL.');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !isPublicAddress(host)) throw new NftImageError('badUrl', 'The image URL names a private address.');
  return url;
}

/**
 * Whether `url` is the image of an item of a stored collection (the item documents: a few dozen collections; the CDN
 * keeps each answered image a day, so this read is rare).
 */
export async function isListedImage(url: string): Promise<boolean> {
  const docs = await listDocuments<NftItemsDocument>(DOCS.nftItems);
  return docs.some(([, d]) => d.items.some((i) => i.image === url));
}

/** The upstream answer's bytes (status 200 only, no redirect), within the size cap; NftImageError `unavailable` otherwise. */
function download(url: URL): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(url, {
      method: 'GET',
      lookup: publicLookup as never,
      headers: { accept: 'image/png, image/jpeg, image/webp, image/gif' },
      timeout: NFT_IMAGE_TIMEOUT_MS,
    });
    const fail = (message: string) => {
      clearTimeout(timer);
      request.destroy();
      reject(new NftImageError('unavailable', message));
    };
    const timer = setTimeout(() => fail('The image host did not answer in time.'), NFT_IMAGE_TIMEOUT_MS);
    request.on('timeout', () => fail('The image host did not answer in time.'));
    request.on('error', (error) =>
      reject(
        error instanceof NftImageError
          ? error
          : new NftImageError('unavailable', 'The image host could not be reached.'),
      ),
    );
    request.on('response', (res: IncomingMessage) => {
      if (res.statusCode !== 200) return fail(`The image host answered ${res.statusCode}.`);
      if (!/^image\//i.test(res.headers['content-type'] ?? '')) return fail('The image host answered no image.');
      if (Number(res.headers['content-length'] ?? 0) > NFT_IMAGE_MAX_BYTES) return fail('The image is too large.');
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > NFT_IMAGE_MAX_BYTES) return fail('The image is too large.');
        chunks.push(chunk);
      });
      res.on('end', () => {
        clearTimeout(timer);
        resolve(new Uint8Array(Buffer.concat(chunks)));
      });
      res.on('error', () => fail('The image host broke off the answer.'));
    });
    request.end();
  });
}

/**
 * The image at `text` for the page: `{ bytes, type }` with the type read from the bytes (image/png, jpeg, webp or
 * gif). Throws NftImageError: `badUrl` a URL that is not http(s) or names a private address, `notListed` not the
 * image of a stored item, `unavailable` the host is private, unreachable, slow, redirects, answers no image, or more
 * than NFT_IMAGE_MAX_BYTES.
 */
export async function nftImage(
  text: string,
  deps: { listed?: (url: string) => Promise<boolean>; download?: (url: URL) => Promise<Uint8Array> } = {},
): Promise<{ bytes: Uint8Array; type: string }> {
  const url = checkedImageUrl(text);
  if (!(await (deps.listed ?? isListedImage)(text))) throw new NftImageError('notListed', 'No item lists this image.');
  const bytes = await (deps.download ?? download)(url);
  const type = TYPES[dimensionsOf(bytes)?.type ?? ''];
  if (!type) throw new NftImageError('unavailable', 'The image host answered no PNG, JPEG, WebP or GIF image.');
  return { bytes, type };
}
