/**
 * The NFT collection pages (`/nfts/<slug>`, issue #28 item 2), pure: each collection's slug (the token pages' rule,
 * lib/token-page.ts, over the collection's name), the page's path, the dApps of a collection, the indexer's transfers
 * and owners, and one page of the collection's items.
 */
import type { LiveHolders, LiveTransfers, SourceInfo } from '../../../content-schema/live-snapshot.ts';
import type { N3Network } from '../../../content-schema/entities/dapp.ts';
import { nftsOfDapp } from './live-ranking.ts';
import { periodTransferCounts, tokenSlugs, urlPart, type PeriodCount } from './token-page.ts';

/** What a collection's slug is derived from: its name, script hash and chain's tagName. */
export interface SluggedCollection {
  idNftCollectionPk: number;
  name: string;
  hash: string;
  blockchainVersion?: { tagName?: string | undefined } | undefined;
}

/** The name in URL form ("GhostMarket.NFT" → "ghostmarket-nft"), `collection` when no letter or digit is left. */
const namePart = (name: string) => urlPart(name.toLowerCase().normalize('NFKD'), 'collection');

/**
 * Every collection's slug, keyed by idNftCollectionPk: the token pages' rule (`tokenSlugs`) over the name in URL
 * form — `-<chain>` off Neo N3, and `-<first 8 hex digits of the hash>` only on collections that would share one.
 */
export function nftSlugs(collections: readonly SluggedCollection[]): Map<number, string> {
  return tokenSlugs(
    collections.map((c) => ({
      idTokenPricedPk: c.idNftCollectionPk,
      symbol: namePart(c.name),
      hash: c.hash,
      blockchainVersion: c.blockchainVersion,
    })),
  );
}

/** A collection's page (locale-less; `localePath` adds `/pt-BR`): `/nfts/<slug>`. */
export const nftPath = (slug: string): string => `/nfts/${encodeURIComponent(slug)}`;

/** The dApps and apps of a collection, in the list's order: those `nftsOfDapp` gives it to (a contract or the project). */
export function dappsOfCollection<D extends { title: string; contracts: readonly { hash: string }[] }>(
  collection: { hash: string; project?: string | undefined },
  dapps: readonly D[],
): D[] {
  return dapps.filter((d) => nftsOfDapp(d, [collection]).length > 0);
}

/**
 * A collection's transfers (NEP-11 `Transfer` notifications the N3 indexer counted) over its as-of UTC day (`24H`)
 * and the 7 UTC days ending on it (`7D`). `network`: the collection's own (the catalogue's are mainnet). No figure
 * when the indexer follows another network (`notIndexed`), did not count the collection (`notMeasured`), or starts
 * after the period does (`notCovered`, from its `coveredFrom`).
 */
export function collectionTransferCounts(
  transfers: LiveTransfers | undefined,
  indexer: SourceInfo | undefined,
  network: N3Network = 'mainnet',
): Record<'24H' | '7D', PeriodCount> {
  return periodTransferCounts(transfers, indexer, !!indexer?.network && indexer.network !== network);
}

/** A collection's owners as the page shows them: the count as of a block, or why there is none. */
export type OwnersFigure =
  | { value: number; asOfBlock: number }
  | { missing: 'notIndexed' | 'notMeasured'; indexedFromBlock?: number | undefined };

/**
 * The owners the N3 indexer counted (accounts holding at least one item, the live record's `owners`): measured only
 * when its index reaches back to the contract's deployment (else `indexedFromBlock` says from where it covers the
 * chain); `notIndexed` when the indexer follows another network than the collection's, `notMeasured` otherwise.
 */
export function collectionOwners(
  owners: LiveHolders | undefined,
  indexer: SourceInfo | undefined,
  network: N3Network = 'mainnet',
): OwnersFigure {
  if (owners?.value !== undefined && owners.network === network)
    return { value: owners.value, asOfBlock: owners.asOfBlock };
  if (indexer?.network && indexer.network !== network) return { missing: 'notIndexed' };
  return { missing: 'notMeasured', indexedFromBlock: owners?.indexedFromBlock };
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
/** A token id (hex of its bytes) for people: its text when the bytes are printable UTF-8 (an NNS name), else `0x` + hex. */
export function tokenIdText(hex: string): string {
  const bytes = Uint8Array.from(hex.match(/[0-9a-f]{2}/gi) ?? [], (h) => parseInt(h, 16));
  try {
    const text = utf8.decode(bytes);
    if (text && /^[\p{L}\p{N}\p{P}\p{S} ]+$/u.test(text)) return text;
  } catch {
    // not UTF-8: hex below
  }
  return `0x${hex}`;
}

/** Items per page of a collection's grid. */
export const ITEMS_PER_PAGE = 24;

/**
 * Page `page` (1-based, clamped to the pages there are) of `items`, `perPage` each: the items and the page numbers
 * (`pages` ≥ 1 even for no item).
 */
export function itemsPage<T>(
  items: readonly T[],
  page: number,
  perPage = ITEMS_PER_PAGE,
): { items: T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(items.length / perPage));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  return { items: items.slice((current - 1) * perPage, current * perPage), page: current, pages };
}
