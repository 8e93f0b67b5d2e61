/**
 * What a wallet page's island gets from the build (server side only): the wallet configuration (config.ts, with
 * this environment's overrides), the catalogue's N3 and Neo X tokens with their measured prices (live-data snapshot,
 * each with its date), its N3 NFT collections, its explorers' URL templates (mainnet only), and the `wallet` strings
 * of the page's locale.
 */
import { getExplorers, getNftCollections, getTokens } from '../data/catalogue.ts';
import { getNftSlugs } from '../data/nfts.ts';
import { getTokenSlugs } from '../data/tokens.ts';
import { getLive } from '../data/live.ts';
import { intlLocale, t, type Locale } from '../i18n.ts';
import { linkableExplorers } from '../lib/explorer-links.ts';
import {
  networkProfile,
  resolveWalletConfig,
  type KnownCollection,
  type NeoXKnownToken,
  type WalletConfig,
} from './config.ts';
import type { WalletStrings } from './strings.ts';
import { encodeWalletProps } from './page-props.ts';

const N3_HASH = /^0x[0-9a-f]{40}$/i;

/**
 * The catalogue's tokens of one chain (`neo-n3`, `neo-x`) with decimals, priced where a source measured them (the
 * token list's price, quote and as-of: the figure /tokens shows). On any network but mainnet no price is passed at
 * all: a local or test network's assets have no market value (value.ts). Neo X's native GAS is flagged `native`.
 */
async function knownTokens(priced: boolean, chain: 'neo-n3' | 'neo-x'): Promise<NeoXKnownToken[]> {
  const [tokens, live, slugs] = await Promise.all([getTokens(), getLive(), getTokenSlugs()]);
  return tokens
    .filter(
      (token) => token.blockchainVersion?.tagName === chain && token.decimals !== undefined && N3_HASH.test(token.hash),
    )
    .sort((a, b) => Number(!!b.native) - Number(!!a.native))
    .map((token) => {
      const market = priced ? live.tokens[String(token.idTokenPricedPk)] : undefined;
      return {
        symbol: token.symbol,
        id: token.idTokenPricedPk,
        slug: slugs.get(token.idTokenPricedPk),
        hash: token.hash.toLowerCase(),
        decimals: token.decimals!,
        price: market?.price,
        quote: market?.quote,
        priceAt: market?.priceAt,
        ...(chain === 'neo-x' && token.native ? { native: true } : {}),
      };
    });
}

/** The catalogue's N3 NFT collections (hash, name, symbol, page slug), naming the account's NEP-11 holdings. */
async function knownCollections(): Promise<KnownCollection[]> {
  const [collections, slugs] = await Promise.all([getNftCollections(), getNftSlugs()]);
  return collections
    .filter((c) => c.blockchainVersion?.tagName === 'neo-n3' && N3_HASH.test(c.hash))
    .map((c) => ({
      hash: c.hash.toLowerCase(),
      name: c.name,
      symbol: c.symbol,
      slug: slugs.get(c.idNftCollectionPk),
    }));
}

/**
 * Props of the wallet islands for `locale`, encoded for the `props` attribute (page-props.ts). `namespaces` are
 * further top-level string trees the island reads beside `wallet` (e.g. `['bridge']` → `tr('bridge.…')`).
 */
export async function walletPageData(locale: Locale, namespaces: string[] = []): Promise<string> {
  const mainnet = networkProfile(process.env).network === 'mainnet';
  // Explorers only show mainnet here: a local network's addresses get no "View on …" link.
  const explorers = mainnet ? linkableExplorers(await getExplorers()) : [];
  const [n3Tokens, neoXTokens, collections] = await Promise.all([
    knownTokens(mainnet, 'neo-n3'),
    knownTokens(mainnet, 'neo-x'),
    knownCollections(),
  ]);
  const config: WalletConfig = resolveWalletConfig(process.env, n3Tokens, explorers, { neoXTokens, collections });
  // A copy: i18next answers its own resource object, which other pages read too.
  const strings = { ...(t(locale, 'wallet', { returnObjects: true }) as unknown as WalletStrings) };
  // The link text of the site's "View on …" (components/HashCode/ViewOn.astro), `{{explorer}}` filled by tr().
  strings.site = { viewOn: (t(locale, 'site', { returnObjects: true }) as unknown as WalletStrings).viewOn! };
  for (const name of namespaces) strings[name] = t(locale, name, { returnObjects: true }) as unknown as WalletStrings;
  return encodeWalletProps({ config, strings, locale: intlLocale(locale) });
}
