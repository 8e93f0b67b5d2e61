import type { LiveNft, LiveSnapshot, LiveToken } from '../../../../content-schema/live-snapshot.ts';
import type { PublicNftCollection, PublicToken } from '../../../../content-schema/snapshot.ts';
import { getNftPathOf } from '../../data/nfts.ts';
import { getTokenPathOf } from '../../data/tokens.ts';
import { localeContext, type LocaleContext } from '../../section-context.ts';

/*
 * The token and NFT lists (home carousels, the /tokens and /nfts tables, the Watchlist rows) each take the assets and
 * the live snapshot, and render with the page's locale, each asset's live figures and the path of its page.
 */

/** The props of a list of tokens with their live market figures. */
export interface TokenListProps {
  tokens: PublicToken[];
  live: LiveSnapshot;
}

/** The props of a list of NFT collections with their live market figures. */
export interface NftListProps {
  collections: PublicNftCollection[];
  live: LiveSnapshot;
}

/**
 * What a list component renders with: its props, its locale and `t`, `market(id)` (an asset's live figures, if any)
 * and `pathOf(asset)` (its page, unlocalized).
 */
type ListContext<P, M, A> = P & LocaleContext & { market: (id: number) => M | undefined; pathOf: (asset: A) => string };

/** A list's context from its props and URL, with how to find an asset's live figures and the paths of its kind. */
async function listContext<P extends { live: LiveSnapshot }, M, A>(
  astro: { props: P; url: URL },
  marketIn: (live: LiveSnapshot, id: string) => M | undefined,
  pathOf: Promise<(asset: A) => string>,
): Promise<ListContext<P, M, A>> {
  const { live } = astro.props;
  return {
    ...astro.props,
    ...localeContext(astro.url),
    market: (id) => marketIn(live, String(id)),
    pathOf: await pathOf,
  };
}

/** A token list's context: `await tokenListContext(Astro)`. */
export const tokenListContext = (astro: { props: TokenListProps; url: URL }) =>
  listContext(astro, (live, id): LiveToken | undefined => live.tokens[id], getTokenPathOf());

/** An NFT list's context: `await nftListContext(Astro)`. */
export const nftListContext = (astro: { props: NftListProps; url: URL }) =>
  listContext(astro, (live, id): LiveNft | undefined => live.nftCollections[id], getNftPathOf());
