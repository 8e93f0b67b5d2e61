/**
 * The NEP-11 holdings of an N3 account (issue 28), grouped by collection (wallets/n3/nfts.ts: getnep11balances): the
 * collection's name linked to its page (`/nfts/<slug>`, else the NFT list), its script hash, how many items, and the
 * first items with their token id and, where the contract's `properties` give an image, their thumbnail: a data URL as
 * it is, an http(s) one only through the API's NFT image proxy (which answers only the images of items the site's
 * sync job stored, and only real PNG, JPEG, WebP or GIF bytes); an image it refuses leaves the blank square.
 */
import { useState } from 'react';
import { isLocale, localePath } from '../../../lib/locale-routes.ts';
import type { N3Service, NftHolding } from '../../../wallets/n3/index.ts';
import { pageLocale, tr } from '../../../wallets/strings.ts';
import { shorten } from '../../../wallets/ui/messages.ts';
import { useLoad } from '../../../wallets/ui/useLoad.ts';
import { Copyable } from './Copyable.tsx';

/** Items shown per collection: those whose `properties` were read (wallets/n3/nfts.ts THUMBNAILS_PER_COLLECTION). */
const THUMBNAILS_PER_COLLECTION = 4;

/**
 * Where a collection links in the page's language: its page when the catalogue lists it (lib/nft-page.ts `nftPath`'s
 * `/nfts/<slug>`, written here so the island does not bundle that module's catalogue code), else the NFT list.
 */
export function collectionHref(slug: string | undefined, locale: string): string {
  return localePath(
    isLocale(locale) ? locale : 'en-US',
    slug === undefined ? '/nfts' : `/nfts/${encodeURIComponent(slug)}`,
  );
}

/** Where a thumbnail loads from: a data URL as it is, an http(s) URL through `/client/nft-image`. */
export function thumbnailSrc(image: string): string {
  return image.startsWith('data:') ? image : `/client/nft-image?url=${encodeURIComponent(image)}`;
}

function Thumbnail({ image }: { image: string | undefined }) {
  const [failed, setFailed] = useState(false);
  if (!image || failed) return <span className="wallet-nft-blank" aria-hidden="true" />;
  return <img src={thumbnailSrc(image)} alt="" width="48" height="48" loading="lazy" onError={() => setFailed(true)} />;
}

function Collection({ holding }: { holding: NftHolding }) {
  const shown = holding.tokens.slice(0, THUMBNAILS_PER_COLLECTION);
  const name = holding.name ?? tr('nfts.unnamed');
  return (
    <li className="wallet-nft" data-collection={holding.hash}>
      <div className="wallet-nft-head">
        <a href={collectionHref(holding.slug, pageLocale())}>{name}</a>
        {holding.symbol && <span className="muted">{holding.symbol}</span>}
        <span className="wallet-nft-count">{tr('nfts.count', { count: holding.tokens.length })}</span>
      </div>
      <Copyable value={holding.hash} />
      <ul className="wallet-nft-items">
        {shown.map((t) => (
          <li key={t.tokenId} data-token-id={t.tokenId}>
            <Thumbnail image={t.image} />
            <span className="wallet-nft-name" title={t.tokenId}>
              {t.name ?? tr('history.tokenId', { id: shorten(t.tokenId, 4) })}
            </span>
          </li>
        ))}
      </ul>
      {holding.tokens.length > shown.length && (
        <p className="muted">{tr('nfts.more', { count: holding.tokens.length - shown.length })}</p>
      )}
    </li>
  );
}

/** The NFT card of the N3 `address`, read again when `height` (the account view's block) changes. */
export function NftHoldingsCard({ service, address, height }: { service: N3Service; address: string; height: number }) {
  const [load] = useLoad(`${address}:${height}`, () => service.readNftHoldings(address));
  const body = () => {
    if (load.state === 'loading') return <p className="muted">{tr('common.loading')}</p>;
    if (load.state !== 'ready') return <p className="muted">{tr('nfts.unavailable')}</p>;
    if (!load.data.length) return <p className="muted">{tr('nfts.none')}</p>;
    return (
      <ul className="wallet-nfts">
        {load.data.map((h) => (
          <Collection key={h.hash} holding={h} />
        ))}
      </ul>
    );
  };
  return (
    <section className="card wallet-card wallet-nfts-card" aria-labelledby="nfts-title">
      <h3 id="nfts-title">{tr('nfts.title')}</h3>
      <p className="muted">{tr('nfts.intro')}</p>
      {body()}
    </section>
  );
}
