/**
 * The token pages (`/tokens/<slug>`, issue #28 item 1), pure: each token's slug (the one place it is derived), the
 * page's path, the dApps that issue a token and the indexer's transfers over the last UTC day and 7 days.
 */
import type { LiveHolders, LiveTransfers, SourceInfo } from '../../../content-schema/live-snapshot.ts';
import type { N3Network } from '../../../content-schema/entities/dapp.ts';

/** What a slug is derived from: the token's symbol, its script hash (or `native`) and its chain's tagName. */
export interface SluggedToken {
  idTokenPricedPk: number;
  symbol: string;
  hash: string;
  blockchainVersion?: { tagName?: string | undefined } | undefined;
}

/**
 * Lower-case `text` in URL form: every run of other characters than a–z and 0–9 a `-`, none at either end ("b$" →
 * "b"); `fallback` when no letter or digit is left. Shared by the token and NFT collection slugs.
 */
export const urlPart = (text: string, fallback: string): string =>
  text.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || fallback;

/** The symbol in URL form: lower case, every run of other characters than a–z and 0–9 a `-` ("B$" → "b"). */
const symbolPart = (symbol: string) => urlPart(symbol.toLowerCase(), 'token');

/** The chain part: none on Neo N3 (most tokens), else the tagName without `neo-` ("x", "legacy"). */
const chainPart = (tagName: string | undefined) =>
  !tagName || tagName === 'neo-n3' ? '' : `-${tagName.replace(/^neo-/, '')}`;

/** The hash part that tells apart tokens of one symbol on one chain: the first 8 hex digits, or `native`. */
const hashPart = (hash: string) =>
  hash === 'native' ? '-native' : `-${hash.replace(/^0x/i, '').slice(0, 8).toLowerCase()}`;

/**
 * Every token's slug, keyed by idTokenPricedPk: the symbol in URL form, then `-<chain>` off Neo N3 (`flm`,
 * `gas-x`), then, only for tokens that would share a slug, `-<first 8 hex digits of the hash>` on each of them —
 * so a slug depends on the token and the tokens it collides with, never on the list's order. Linear in the list.
 */
export function tokenSlugs(tokens: readonly SluggedToken[]): Map<number, string> {
  const base = new Map(
    tokens.map((t) => [t.idTokenPricedPk, symbolPart(t.symbol) + chainPart(t.blockchainVersion?.tagName)]),
  );
  const uses = new Map<string, number>();
  for (const slug of base.values()) uses.set(slug, (uses.get(slug) ?? 0) + 1);
  return new Map(
    tokens.map((t) => {
      const slug = base.get(t.idTokenPricedPk)!;
      return [t.idTokenPricedPk, uses.get(slug)! > 1 ? slug + hashPart(t.hash) : slug];
    }),
  );
}

/** A token's page (locale-less; `localePath` adds `/pt-BR`): `/tokens/<slug>`. */
export const tokenPath = (slug: string): string => `/tokens/${encodeURIComponent(slug)}`;

/**
 * The dApps and apps of each contract script hash (lower case), in the list's order, each once: a token's are
 * those that issue it (`map.get(token.hash.toLowerCase())`). One pass over every contract, so every page is a lookup.
 */
export function dappsByHash<D extends { contracts: readonly { hash: string }[] }>(
  dapps: readonly D[],
): Map<string, D[]> {
  const byHash = new Map<string, D[]>();
  for (const d of dapps)
    for (const c of d.contracts) {
      const hash = c.hash.toLowerCase();
      const list = byHash.get(hash) ?? byHash.set(hash, []).get(hash)!;
      if (list.at(-1) !== d) list.push(d);
    }
  return byHash;
}

/** A count of transfers over a period, or why there is none (a Missing reason; `notIndexed` names mainnet). */
export type PeriodCount = { value: number } | { missing: 'notIndexed' | 'notCovered' | 'notMeasured' };

const DAY = 86_400_000;

/**
 * A mainnet token's indexed transfers over the N3 indexer's as-of UTC day (`24H`) and the 7 UTC days ending on it
 * (`7D`), as the live snapshot's `tokenTransfers` counts them (NEP-17 `Transfer` notifications). No figure when the
 * indexer follows another network than mainnet (`notIndexed`), did not count the token (`notMeasured`), or starts
 * after the period does (`notCovered`, from its `coveredFrom`).
 */
export function tokenTransferCounts(
  transfers: LiveTransfers | undefined,
  indexer: SourceInfo | undefined,
  /** Native NEO and GAS live on every network: their counts are of the network the indexer follows (labelled). */
  onEveryNetwork = false,
): Record<'24H' | '7D', PeriodCount> {
  return periodTransferCounts(
    transfers,
    indexer,
    !!indexer?.network && indexer.network !== 'mainnet' && !onEveryNetwork,
  );
}

/**
 * Indexed transfers (a token's or an NFT collection's) over the indexer's as-of UTC day (`24H`) and the 7 UTC days
 * ending on it (`7D`). No figure when `otherNetwork` (the indexer follows another network than the asset's:
 * `notIndexed`), when it did not count the asset (`notMeasured`), or when it starts after the period does
 * (`notCovered`, from its `coveredFrom`).
 */
export function periodTransferCounts(
  transfers: LiveTransfers | undefined,
  indexer: SourceInfo | undefined,
  otherNetwork: boolean,
): Record<'24H' | '7D', PeriodCount> {
  const none = (missing: 'notIndexed' | 'notMeasured') => ({ '24H': { missing }, '7D': { missing } });
  if (otherNetwork) return none('notIndexed');
  if (!transfers || !indexer?.asOf) return none('notMeasured');
  const asOfDay = Math.floor(Date.parse(indexer.asOf) / DAY) * DAY;
  const coveredFrom = indexer.coveredFrom ? Date.parse(indexer.coveredFrom) : 0;
  const count = (days: number, value: number): PeriodCount =>
    coveredFrom > asOfDay - (days - 1) * DAY ? { missing: 'notCovered' } : { value };
  // The daily counts end on the as-of day (functions/domain/indexer/figures.ts).
  const lastDay = transfers.transfersDaily.at(-1);
  return {
    '24H': lastDay ? count(1, lastDay.value) : { missing: 'notMeasured' },
    '7D': count(7, transfers.transfersLast7Days),
  };
}

/** The market cap the page shows: the snapshot's, only when both the price and the supply were measured. */
export const shownMarketCap = (
  m: { price?: number | undefined; totalSupply?: number | undefined; marketCap?: number | undefined } | undefined,
) => (m?.price !== undefined && m.totalSupply !== undefined ? m.marketCap : undefined);

/** The holders a token page shows: the indexer's count with its network and block, or why there is none. */
export type HolderCount =
  | { value: number; network: N3Network; asOfBlock: number }
  | { missing: 'notIndexed' | 'notMeasured' }
  | { missing: 'notCovered'; indexedFromBlock: number };

/**
 * A token's holders (accounts with a balance > 0) as the live snapshot's `tokenTransfers[id].holders` has them (the
 * N3 indexer's balances per holder): the count where the index saw the token's whole history; `notCovered` with the
 * block the index starts from where it did not; `notIndexed` when the indexer follows another network than the
 * token's; `notMeasured` before any count.
 */
export function tokenHolderCount(holders: LiveHolders | undefined, indexer: SourceInfo | undefined): HolderCount {
  if (holders?.value !== undefined)
    return { value: holders.value, network: holders.network, asOfBlock: holders.asOfBlock };
  if (holders?.indexedFromBlock !== undefined)
    return { missing: 'notCovered', indexedFromBlock: holders.indexedFromBlock };
  if (indexer?.network && indexer.network !== 'mainnet') return { missing: 'notIndexed' };
  return { missing: 'notMeasured' };
}

/** What a deprecated token's page and row say: "Deprecated", and the token that replaced it when one is recorded. */
export interface TokenDeprecation {
  /** The replacement with its page (locale-less path); absent when the record names none (or no public token). */
  replacement?: { symbol: string; title: string; path: string };
  /** Where the replacement is stated (the record's `replacedBySource`). */
  source?: string;
}

/**
 * A token's deprecation as a page shows it: `undefined` when it is not deprecated; `{}` ("Deprecated" alone) when
 * no replacement is recorded or the one named is not among `tokensById` (the public tokens, which have pages) or is
 * the token itself; else its replacement, whose page `pathOf` gives, and the replacement's source.
 */
export function tokenDeprecation<T extends { idTokenPricedPk: number; symbol: string; title: string }>(
  token: {
    idTokenPricedPk: number;
    isDeprecated?: boolean | undefined;
    replacedBy?: number | undefined;
    replacedBySource?: string | undefined;
  },
  tokensById: ReadonlyMap<number, T>,
  pathOf: (token: T) => string,
): TokenDeprecation | undefined {
  if (!token.isDeprecated) return undefined;
  const by = token.replacedBy !== token.idTokenPricedPk ? tokensById.get(token.replacedBy ?? 0) : undefined;
  if (!by) return {};
  return {
    replacement: { symbol: by.symbol, title: by.title, path: pathOf(by) },
    ...(token.replacedBySource && { source: token.replacedBySource }),
  };
}
