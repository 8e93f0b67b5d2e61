/**
 * The NEP-11 holdings of an N3 address (issue 28): the node's TokenTracker `getnep11balances` (both node
 * implementations; token ids in hex), grouped by collection, each named by the catalogue's NFT collections else by the
 * node's answer, with the `properties` (NEP-11's optional method: a Map with `name`, `image`, …) of its first few
 * tokens in one test invocation per collection. An image is kept when it is a `data:image/…` URL or an http(s) one (the
 * page shows the latter only through the API's NFT image proxy, functions/domain/live/nft-image.ts).
 */
import type { N3Rpc, Nep11BalanceJson } from '../../../../chain/n3/rpc.ts';
import { sc } from '../../../../chain/n3/neon.ts';
import { base64Bytes, type StackItem } from '../../../../chain/n3/stack.ts';
import type { KnownCollection } from '../config.ts';

/** Tokens per collection whose `properties` are read (the thumbnails shown). */
export const THUMBNAILS_PER_COLLECTION = 4;

export interface NftToken {
  /** The token id as the node gives it: hex. */
  tokenId: string;
  /** How much of the token the address holds (1 for an indivisible NFT; in its smallest unit otherwise). */
  amount: bigint;
  /** From the token's `properties`, when read. */
  name?: string | undefined;
  /** A `data:image/…` or http(s) URL from the token's `properties`, when it gives one. */
  image?: string | undefined;
}

export interface NftHolding {
  /** Script hash, `0x` + 40 hex, lower case. */
  hash: string;
  /** The catalogue's name, else the node's, else undefined. */
  name: string | undefined;
  symbol: string | undefined;
  /** The collection's page slug (`/nfts/<slug>`) when the catalogue lists it. */
  slug: string | undefined;
  tokens: NftToken[];
}

const text = (item: StackItem | undefined): string | undefined =>
  item && (item.type === 'ByteString' || item.type === 'Buffer') && typeof item.value === 'string'
    ? new TextDecoder().decode(base64Bytes(item.value))
    : undefined;

/** `name` and an image of a `properties` answer (a Map); an image that is neither `data:image/` nor http(s) is left out. */
export function readProperties(item: StackItem | undefined): { name?: string; image?: string } {
  if (item?.type !== 'Map' || !Array.isArray(item.value)) return {};
  const out: { name?: string; image?: string } = {};
  for (const entry of item.value as { key: StackItem; value: StackItem }[]) {
    const key = text(entry.key);
    const value = text(entry.value);
    if (key === 'name' && value) out.name = value;
    if ((key === 'image' || key === 'tokenURI') && value && /^(data:image\/[a-z+.-]+[;,]|https?:\/\/)/i.test(value))
      out.image ??= value;
  }
  return out;
}

const hexToBase64 = (hex: string) => btoa(String.fromCharCode(...(hex.match(/../g) ?? []).map((b) => parseInt(b, 16))));

/** The first tokens' `properties` of one collection in one test invocation; nothing when the contract faults. */
async function readThumbnails(
  node: N3Rpc,
  hash: string,
  tokenIds: string[],
): Promise<ReturnType<typeof readProperties>[]> {
  const calls = tokenIds.map((id) => ({
    scriptHash: hash.replace(/^0x/, ''),
    operation: 'properties',
    args: [sc.ContractParam.byteArray(hexToBase64(id))],
  }));
  const answer = await node.invokeScript(sc.createScript(...calls)).catch(() => undefined);
  if (answer?.state !== 'HALT') return [];
  return answer.stack.map(readProperties);
}

/** The node's collections as holdings, named by `known` (by lower-case hash), tokens with a positive amount only. */
export function groupHoldings(balance: Nep11BalanceJson[], known: Map<string, KnownCollection>): NftHolding[] {
  return balance
    .map((b) => {
      const hash = (b.assethash.startsWith('0x') ? b.assethash : `0x${b.assethash}`).toLowerCase();
      const listed = known.get(hash);
      return {
        hash,
        name: listed?.name ?? (b.name || undefined),
        symbol: listed?.symbol ?? (b.symbol || undefined),
        slug: listed?.slug,
        tokens: (b.tokens ?? [])
          .map((t) => ({ tokenId: t.tokenid, amount: BigInt(t.amount) }))
          .filter((t) => t.amount > 0n),
      };
    })
    .filter((h) => h.tokens.length > 0);
}

/**
 * The NEP-11 holdings of `address`, by collection, the first THUMBNAILS_PER_COLLECTION tokens of each with their
 * `properties` name and image where the contract gives them. Throws what the node throws (NodeUnreachableError; an
 * RPC error when it has no TokenTracker).
 */
export async function readNep11Holdings(
  node: N3Rpc,
  address: string,
  collections: KnownCollection[],
): Promise<NftHolding[]> {
  const known = new Map(collections.map((c) => [c.hash.toLowerCase(), c]));
  const holdings = groupHoldings((await node.getNep11Balances(address)).balance ?? [], known);
  return Promise.all(
    holdings.map(async (h) => {
      const first = h.tokens.slice(0, THUMBNAILS_PER_COLLECTION);
      const props = await readThumbnails(
        node,
        h.hash,
        first.map((t) => t.tokenId),
      );
      return { ...h, tokens: h.tokens.map((t, i) => ({ ...t, ...(props[i] ?? {}) })) };
    }),
  );
}
