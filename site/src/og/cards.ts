/**
 * Which social card each page shows (src/lib/social-card.ts): an app/dApp its own (logo or monogram, title,
 * kind, categories, blockchain versions, 7-day invocations with their as-of line where measured), a token its own
 * (name, symbol, chain, measured price with its as-of), an NFT collection its own (name, chain, measured 30-day
 * volume with its as-of), each main list its heading and lead, every other page the
 * site's card. `allCards()` answers every card of the build, for the endpoint src/pages/og/[card].png.ts; a page
 * asks for its own with the same functions, so both name it alike.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { PublicDapp, PublicNftCollection, PublicToken } from '../../../content-schema/snapshot.ts';
import { getDapps, getNftCollections, getTokens } from '../data/catalogue.ts';
import { getLive } from '../data/live.ts';
import { locales, translator, type Locale } from '../i18n.ts';
import { formatInteger } from '../lib/format.ts';
import { imageIndexPath, readImageIndex, type IndexedImage } from '../lib/image-index.ts';
import { formatDateTimeUtc, formatLive } from '../lib/live-format.ts';
import { cardMonogram, type CardFacts } from '../lib/social-card.ts';
import { snapshotPath } from '../lib/snapshot-file.ts';

/** The main lists that get a card of their own: route → i18n key prefix of their heading and lead. */
export const LIST_CARDS = {
  '/dapps-overview': 'pages.dappsOverview',
  '/apps-overview': 'pages.appsOverview',
  '/wallets': 'pages.wallets',
  '/tokens': 'pages.tokens',
  '/nfts': 'pages.nfts',
  '/exchanges': 'pages.exchanges',
  '/explorers': 'pages.explorers',
  '/contracts': 'pages.contracts',
} as const;
export type ListRoute = keyof typeof LIST_CARDS;

let images: Promise<Record<string, IndexedImage>> | undefined;
/** The snapshot's image index (as the `images` collection reads it), read once per build. */
function imageIndex(): Promise<Record<string, IndexedImage>> {
  const cwd = process.cwd();
  const siteRoot = existsSync(join(cwd, 'site', 'astro.config.ts')) ? join(cwd, 'site') : cwd;
  images ??= readImageIndex(imageIndexPath(snapshotPath(process.env, siteRoot)));
  return images;
}

/** The card every page without its own shows: the site's name and description. */
export function siteCard(locale: Locale): CardFacts {
  const t = translator(locale);
  return { kind: t('og.directory'), title: t('site.name'), subtitle: t('site.description'), site: t('site.name') };
}

/** A main list's card: its heading and lead. */
export function listCard(locale: Locale, route: ListRoute): CardFacts {
  const t = translator(locale);
  const key = LIST_CARDS[route];
  return { kind: t('og.directory'), title: t(`${key}.heading`), subtitle: t(`${key}.lead`), site: t('site.name') };
}

/** An app's or dApp's card, with the facts its page shows. */
export async function dappCard(locale: Locale, dapp: PublicDapp): Promise<CardFacts> {
  const t = translator(locale);
  const [index, live] = await Promise.all([imageIndex(), getLive()]);
  const image = dapp.imageUrl ? index[dapp.imageUrl] : undefined;
  const activity = live.sources['contract-activity'];
  const figure =
    dapp.invocationsLast7Days !== undefined && activity?.asOf
      ? {
          text: t('pages.home.invocations', {
            count: dapp.invocationsLast7Days,
            formatted: formatInteger(dapp.invocationsLast7Days, locale),
          }),
          asOf: formatDateTimeUtc(activity.asOf, locale),
        }
      : undefined;
  return {
    kind: t(dapp.isDapp ? 'og.kindDapp' : 'og.kindApp'),
    title: dapp.title,
    subtitle: dapp.categories.map((c) => c.title).join(' · ') || undefined,
    chains: dapp.blockchainVersions.map((c) => c.title),
    figure,
    ...(image ? { logo: { file: image.file, light: image.light === true } } : { monogram: cardMonogram(dapp.title) }),
    site: t('site.name'),
  };
}

/** A token's card (its page, issue #28): logo or monogram, name, symbol, chain and its measured price with the as-of. */
export async function tokenCard(locale: Locale, token: PublicToken): Promise<CardFacts> {
  const t = translator(locale);
  const [index, live] = await Promise.all([imageIndex(), getLive()]);
  const image = token.imageUrl ? index[token.imageUrl] : undefined;
  const m = live.tokens[String(token.idTokenPricedPk)];
  const figure =
    m?.price !== undefined && m.priceAt
      ? { text: formatLive('price', m.price, m.quote, locale), asOf: formatDateTimeUtc(m.priceAt, locale) }
      : undefined;
  return {
    kind: t('pages.tokens.page.kind'),
    title: token.title,
    subtitle: token.symbol,
    chains: token.blockchainVersion ? [token.blockchainVersion.title] : undefined,
    figure,
    ...(image ? { logo: { file: image.file, light: image.light === true } } : { monogram: cardMonogram(token.symbol) }),
    site: t('site.name'),
  };
}

/** A collection's card (its page, issue #28): logo or monogram, name, symbol, chain and its 30-day volume with the as-of. */
export async function nftCard(locale: Locale, collection: PublicNftCollection): Promise<CardFacts> {
  const t = translator(locale);
  const [index, live] = await Promise.all([imageIndex(), getLive()]);
  const image = collection.imageUrl ? index[collection.imageUrl] : undefined;
  const volume = live.nftCollections[String(collection.idNftCollectionPk)]?.monthVolume;
  const asOf = live.sources['nft-collections']?.asOf;
  const figure =
    volume !== undefined && asOf
      ? {
          text: `${t('pages.nfts.colVolume')}: ${formatLive('money', volume, 'USD', locale)}`,
          asOf: formatDateTimeUtc(asOf, locale),
        }
      : undefined;
  return {
    kind: t('pages.nfts.page.kind'),
    title: collection.name,
    subtitle: collection.symbol ?? collection.project,
    chains: collection.blockchainVersion ? [collection.blockchainVersion.title] : undefined,
    figure,
    ...(image
      ? { logo: { file: image.file, light: image.light === true } }
      : { monogram: cardMonogram(collection.name) }),
    site: t('site.name'),
  };
}

/** Every card of this build, both languages (the same card twice where the text does not differ). */
export async function allCards(): Promise<CardFacts[]> {
  const [dapps, tokens, collections] = await Promise.all([getDapps(), getTokens(), getNftCollections()]);
  const perLocale = await Promise.all(
    locales.map(async (locale) => [
      siteCard(locale),
      ...Object.keys(LIST_CARDS).map((route) => listCard(locale, route as ListRoute)),
      ...(await Promise.all(dapps.map((d) => dappCard(locale, d)))),
      ...(await Promise.all(tokens.map((token) => tokenCard(locale, token)))),
      ...(await Promise.all(collections.map((c) => nftCard(locale, c)))),
    ]),
  );
  return perLocale.flat();
}
