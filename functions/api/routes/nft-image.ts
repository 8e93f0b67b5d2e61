/**
 * The image proxy of NFT items (public; functions/domain/live/nft-image.ts says what it refuses and why):
 *   GET /client/nft-image?url=<the item's image URL> → the image bytes (image/png, jpeg, webp or gif, read from the
 *       bytes), cached a day; 400 `{ message, fields }` without a `url` or with one that is no http(s) URL, 400
 *       `{ message }` for a URL that names a private address, 404 for a URL no stored item lists, 502 when its host
 *       cannot give a public, small, real image (messages in the request's language; functions/api/errors.ts).
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { nftImage } from '../../domain/live/nft-image.ts';
import { publicRead } from '../describe.ts';
import type { ApiEnv } from '../env.ts';
import { valid } from '../validate.ts';

/** Cache-Control of an answered image: a day in browsers and the CDN (an item's image does not change). */
export const NFT_IMAGE_CACHE = 'public, max-age=86400, s-maxage=86400';

/**
 * The query: `url`, an absolute http(s) URL, taken as it is written (an item's image is matched by its exact text,
 * so it is not trimmed); whether it is public and listed is the domain's to say.
 */
const ImageQuery = v.object({
  url: v.pipe(
    v.string('validation.required'),
    v.check((text) => URL.canParse(text) && /^https?:$/.test(new URL(text).protocol), 'validation.url'),
  ),
});

export const nftImageRoutes = new Hono<ApiEnv>().get('/nft-image', valid('query', ImageQuery), async (c) => {
  const { bytes, type } = await nftImage(c.req.valid('query').url);
  publicRead(c, NFT_IMAGE_CACHE);
  c.header('content-type', type);
  c.header('x-content-type-options', 'nosniff');
  c.header('content-security-policy', "default-src 'none'");
  return c.body(bytes as Uint8Array<ArrayBuffer>);
});
