/**
 * The image proxy of NFT items (public; functions/domain/live/nft-image.ts says what it refuses and why):
 *   GET /client/nft-image?url=<the item's image URL> → the image bytes (image/png, jpeg, webp or gif, read from the
 *       bytes), cached a day; 400 `{ message }` (in the request's language) for a URL that is not http(s) or names a private address, 404 for a
 *       URL no stored item lists, 502 when its host cannot give a public, small, real image.
 */
import { Hono } from 'hono';
import { NftImageError, nftImage } from '../../domain/live/nft-image.ts';
import { publicRead } from '../describe.ts';
import type { ApiEnv } from '../env.ts';

/** Cache-Control of an answered image: a day in browsers and the CDN (an item's image does not change). */
export const NFT_IMAGE_CACHE = 'public, max-age=86400, s-maxage=86400';

export const nftImageRoutes = new Hono<ApiEnv>().get('/nft-image', async (c) => {
  try {
    const { bytes, type } = await nftImage(c.req.query('url'));
    publicRead(c, NFT_IMAGE_CACHE);
    c.header('content-type', type);
    c.header('x-content-type-options', 'nosniff');
    c.header('content-security-policy', "default-src 'none'");
    return c.body(bytes as Uint8Array<ArrayBuffer>);
  } catch (error) {
    if (error instanceof NftImageError) return c.json({ message: c.get('t')(`api.${error.key}`) }, error.status);
    throw error;
  }
});
