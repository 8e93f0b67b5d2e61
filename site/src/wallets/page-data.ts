/**
 * What a wallet page's island gets from the build (server side only): the wallet configuration (config.ts, with
 * this environment's overrides), the catalogue's N3 tokens with their measured prices (live-data snapshot, each
 * with its date) and its explorers' URL templates (mainnet only), and the `wallet` strings of the page's locale.
 */
import { getExplorers, getTokens } from '../data/catalogue.ts';
import { getTokenSlugs } from '../data/tokens.ts';
import { getLive } from '../data/live.ts';
import { intlLocale, t, type Locale } from '../i18n.ts';
import { linkableExplorers } from '../lib/explorer-links.ts';
import { networkProfile, resolveWalletConfig, type KnownToken, type WalletConfig } from './config.ts';
import type { WalletStrings } from './strings.ts';
import { encodeWalletProps } from './page-props.ts';

const N3_HASH = /^0x[0-9a-f]{40}$/i;

/**
 * The catalogue's N3 tokens with decimals, priced where a source measured them (the token list's price, quote and
 * as-of: the figure /tokens shows). On any network but mainnet no price is passed at all: a local or test network's
 * assets have no market value (value.ts).
 */
async function knownTokens(priced: boolean): Promise<KnownToken[]> {
  const [tokens, live, slugs] = await Promise.all([getTokens(), getLive(), getTokenSlugs()]);
  return tokens
    .filter(
      (token) =>
        token.blockchainVersion?.tagName === 'neo-n3' && token.decimals !== undefined && N3_HASH.test(token.hash),
    )
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
      };
    });
}

/**
 * Props of the wallet islands for `locale`, encoded for the `props` attribute (page-props.ts). `namespaces` are
 * further top-level string trees the island reads beside `wallet` (e.g. `['bridge']` → `tr('bridge.…')`).
 */
export async function walletPageData(locale: Locale, namespaces: string[] = []): Promise<string> {
  const mainnet = networkProfile(process.env).network === 'mainnet';
  // Explorers only show mainnet here: a local network's addresses get no "View on …" link.
  const explorers = mainnet ? linkableExplorers(await getExplorers()) : [];
  const config: WalletConfig = resolveWalletConfig(process.env, await knownTokens(mainnet), explorers);
  // A copy: i18next answers its own resource object, which other pages read too.
  const strings = { ...(t(locale, 'wallet', { returnObjects: true }) as unknown as WalletStrings) };
  // The link text of the site's "View on …" (components/HashCode/ViewOn.astro), `{{explorer}}` filled by tr().
  strings.site = { viewOn: (t(locale, 'site', { returnObjects: true }) as unknown as WalletStrings).viewOn! };
  for (const name of namespaces) strings[name] = t(locale, name, { returnObjects: true }) as unknown as WalletStrings;
  return encodeWalletProps({ config, strings, locale: intlLocale(locale) });
}
