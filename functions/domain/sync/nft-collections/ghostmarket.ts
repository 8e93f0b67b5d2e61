/**
 * GhostMarket's public API (v2). Request and answer shapes as used by public clients (no official schema was
 * available offline):
 *  - sales: `GET /api/v2/events?…&eventKind=orderfilled&localCurrency=USD&chain=<n3|neox>&DateFrom=<s>&DateTill=<s>`
 *    → `{ events: [{ date (Unix s), contract: { hash }, localPrice (USD), … }], next }` (paged with `Cursor`);
 *    after a sales bot in the public code index (`GM_SALES_URL`);
 *  - assets: `GET /api/v2/assets?chain=<n3|neox>&contract=<hash>&size=18` → `{ assets: [{ tokenId, metadata { name,
 *    mediaUri }, creator { address, offchainName } }], next }` (NEO.md §8, CityOfZion/blockchain-services
 *    `GhostMarketNDS.ts`).
 * The floor price (`lowestPrice`) is not read: no sourced answer shape carries it, so it stays absent.
 */
import type { NftAsset } from '../../../../content-schema/entities/live.ts';
import { requestJson, type SourceFetch } from '../http.ts';

export const GHOSTMARKET_API = 'https://api.ghostmarket.io/api/v2';
const SERVICE = 'The GhostMarket API';

export interface Sale {
  hash: string;
  at: number;
  usd: number;
}

/** The sales of `chain` between two instants (Unix seconds), newest first, following `next` up to `maxPages`. */
export async function fetchSales(
  fetch: SourceFetch,
  chain: 'n3' | 'neox',
  from: number,
  till: number,
  maxPages = 20,
): Promise<Sale[]> {
  const sales: Sale[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < maxPages; page++) {
    const params = new URLSearchParams({
      page: '1',
      size: '100',
      DateFrom: String(from),
      DateTill: String(till),
      orderBy: 'date',
      orderDirection: 'desc',
      getTotal: 'true',
      localCurrency: 'USD',
      grouping: 'true',
      eventKind: 'orderfilled',
      onlyVerified: 'false',
      showBurned: 'false',
      showBlacklisted: 'false',
      showNsfw: 'false',
      chain,
      ...(cursor ? { Cursor: cursor } : {}),
    });
    const answer = await requestJson<{ events?: unknown[]; next?: string | null }>(
      fetch,
      SERVICE,
      `${GHOSTMARKET_API}/events?${params}`,
    );
    sales.push(...parseSales(answer));
    if (!answer.next) break;
    cursor = answer.next;
  }
  return sales;
}

/** The events answer → sales with a contract hash, a date and a USD price. */
export function parseSales(answer: { events?: unknown[] }): Sale[] {
  return (answer.events ?? []).flatMap((e) => {
    const event = e as { date?: unknown; contract?: { hash?: unknown }; localPrice?: unknown };
    const usd = Number(event.localPrice);
    if (typeof event.contract?.hash !== 'string' || typeof event.date !== 'number' || !Number.isFinite(usd) || usd < 0)
      return [];
    return [{ hash: event.contract.hash.toLowerCase(), at: event.date, usd }];
  });
}

/** The first page of a collection's assets. */
export async function fetchAssets(
  fetch: SourceFetch,
  chain: 'n3' | 'neox',
  hash: string,
  size = 18,
): Promise<NftAsset[]> {
  const params = new URLSearchParams({ chain, contract: hash, size: String(size) });
  return parseAssets(await requestJson(fetch, SERVICE, `${GHOSTMARKET_API}/assets?${params}`), chain, hash);
}

/** The assets answer → assets (an image only when it is an http(s) URL). */
export function parseAssets(answer: unknown, chain: string, hash: string): NftAsset[] {
  const list = (answer as { assets?: unknown[] })?.assets ?? [];
  return list.flatMap((a) => {
    const asset = a as {
      tokenId?: unknown;
      metadata?: { name?: unknown; mediaUri?: unknown };
      creator?: { address?: unknown; offchainName?: unknown };
    };
    if (asset.tokenId === undefined || asset.tokenId === null) return [];
    const tokenId = String(asset.tokenId);
    const media =
      typeof asset.metadata?.mediaUri === 'string' && /^https:\/\//.test(asset.metadata.mediaUri)
        ? asset.metadata.mediaUri
        : undefined;
    const creator =
      typeof asset.creator?.offchainName === 'string'
        ? asset.creator.offchainName
        : typeof asset.creator?.address === 'string'
          ? asset.creator.address
          : undefined;
    return [
      {
        tokenId,
        name: typeof asset.metadata?.name === 'string' ? asset.metadata.name : undefined,
        imageUrl: media,
        creator,
        url: `https://ghostmarket.io/asset/${chain}/${hash}/${encodeURIComponent(tokenId)}/`,
      },
    ];
  });
}

/**
 * A collection's market figures from its sales (USD), relative to `now`: 30-day volume, the average sale price of
 * the last 7 days and its percent change against the 7 days before. Absent when no sale supports them.
 */
export function collectionFigures(
  sales: Sale[],
  now: number,
): { monthVolume?: number; averagePriceWeek?: number; weekPriceChange?: number } {
  const day = 86_400;
  const within = (from: number, to: number) =>
    sales.filter((s) => s.at > now - from * day && s.at <= now - to * day).map((s) => s.usd);
  const avg = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : undefined);
  const month = within(30, 0);
  const week = avg(within(7, 0));
  const before = avg(within(14, 7));
  return {
    monthVolume: month.length ? month.reduce((a, b) => a + b, 0) : undefined,
    averagePriceWeek: week,
    weekPriceChange: week !== undefined && before ? ((week - before) / before) * 100 : undefined,
  };
}
