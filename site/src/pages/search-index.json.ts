/**
 * GET /search-index.json: the header search's index of this build (lib/site-search-index.ts), from the catalogue
 * snapshot and GitHub's organizations and repositories. Loaded by the header search on first use only; logos are
 * the 28 px tiles (56 px webp, 2×) of the site's own image pipeline.
 */
import type { APIRoute } from 'astro';
import { getImage } from 'astro:assets';
import { getEntry } from 'astro:content';
import { getDapps, getExchanges, getExplorers, getNftCollections, getTokens, getWallets } from '../data/catalogue.ts';
import { getCommunity } from '../data/live.ts';
import { fitInBox } from '../lib/logo.ts';
import { buildSearchIndex } from '../lib/site-search-index.ts';

/** The optimised 2× tile of an image of the snapshot, or undefined when the snapshot does not hold it. */
async function logo(url: string | undefined): Promise<string | undefined> {
  const entry = url ? await getEntry('images', url) : undefined;
  if (!entry) return undefined;
  const fit = fitInBox(entry.data.width, entry.data.height, 48);
  return (await getImage({ src: entry.data.src, width: fit.width, height: fit.height, format: 'webp' })).src;
}

export const GET: APIRoute = async () => {
  const [dapps, tokens, nftCollections, wallets, explorers, exchanges, community] = await Promise.all([
    getDapps(),
    getTokens(),
    getNftCollections(),
    getWallets(),
    getExplorers(),
    getExchanges(),
    getCommunity(),
  ]);
  const index = await buildSearchIndex(
    {
      dapps,
      tokens,
      nftCollections,
      wallets,
      explorers,
      exchanges,
      organizations: community.organizations,
      repositories: Object.values(community.repositories),
    },
    logo,
  );
  return new Response(JSON.stringify(index), { headers: { 'content-type': 'application/json; charset=utf-8' } });
};
