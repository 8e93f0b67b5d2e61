/**
 * The items of an N3 NFT collection as its contract describes them (NEP-11, NEO.md §3): `tokens()` answers an iterator
 * of token ids, `properties(tokenId)` a Map whose `name` and `image` keys are the standard's (neo-project/proposals
 * nep-11.mediawiki "properties": name required, image optional). Read over plain JSON-RPC: `invokefunction`, then the
 * iterator's values — inline when the node unwraps iterators (neo-go without sessions: `{ iterator, truncated }`),
 * else with `traverseiterator` over the session (`SessionEnabled`, as the local privnet runs) and `terminatesession`.
 * At most NFT_ITEMS_MAX items per collection: the page shows them, it is no full index.
 */
import * as v from 'valibot';
import { base64Bytes, toHex, type StackItem } from '../../../../chain/n3/stack.ts';
import { CHAIN_FACTS } from '../../../../chain/config.ts';
import type { NftCollection } from '../../../../content-schema/index.ts';
import { NftItemSchema, type LiveNftItems, type NftItem } from '../../../../content-schema/live-snapshot.ts';
import { putDocument } from '../../../adapters/data/documents.ts';
import { configuredEndpoints } from '../../../../chain/endpoints.ts';
import { jsonRpc, SourceHttpError, type SourceFetch } from '../http.ts';
import { DOCS } from '../sources.ts';

/** Items read per collection at most (four pages of 24 on the collection page). */
export const NFT_ITEMS_MAX = 96;
const SERVICE = 'The Neo N3 RPC node';

interface InvokeAnswer {
  state?: string;
  stack?: (StackItem & { id?: string; iterator?: StackItem[]; interface?: string })[];
  session?: string;
  exception?: string | null;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
/** A ByteString item's text (UTF-8), undefined for any other item or bytes that are not UTF-8. */
function stackText(item: StackItem | undefined): string | undefined {
  if (item?.type !== 'ByteString' && item?.type !== 'Buffer') return undefined;
  try {
    return utf8.decode(base64Bytes(String(item.value ?? '')));
  } catch {
    return undefined;
  }
}

/** An http(s) URL as it is (trimmed), else undefined: an `ipfs://` or `data:` image is not shown. */
const httpUrl = (text: string | undefined) => {
  const url = text?.trim();
  return url && /^https?:\/\/[^\s]+$/i.test(url) && URL.canParse(url) ? url : undefined;
};

/**
 * The `name` and `image` of a `properties` answer (a Map of ByteString keys; values ByteString), each only when
 * stated: a blank name or an image that is no http(s) URL is left out. Other keys are ignored.
 */
export function parseProperties(item: StackItem | undefined): Pick<NftItem, 'name' | 'image'> {
  if (item?.type !== 'Map' || !Array.isArray(item.value)) return {};
  const out: Pick<NftItem, 'name' | 'image'> = {};
  for (const entry of item.value as { key?: StackItem; value?: StackItem }[]) {
    const key = stackText(entry.key);
    const text = stackText(entry.value)?.trim();
    if (key === 'name' && text) out.name = text.slice(0, 200);
    if (key === 'image') {
      const image = httpUrl(text);
      if (image) out.image = image;
    }
  }
  return out;
}

const halted = (answer: InvokeAnswer, what: string) => {
  if (answer.state !== 'HALT')
    throw new SourceHttpError(SERVICE, 200, what, `FAULT: ${answer.exception ?? JSON.stringify(answer).slice(0, 160)}`);
  return answer;
};

/**
 * The first `max` items of the N3 collection `hash` (0x-prefixed script hash) from the node at `url`: each token id
 * (hex of its bytes) with the name and image its `properties` state. Throws SourceHttpError (or the fetch's error)
 * when the node cannot answer or the contract FAULTs.
 */
export async function readCollectionItems(
  fetch: SourceFetch,
  url: string,
  hash: string,
  max = NFT_ITEMS_MAX,
): Promise<NftItem[]> {
  const call = <T>(method: string, params: unknown[]) => jsonRpc<T>(fetch, SERVICE, url, method, params);
  const answer = halted(await call<InvokeAnswer>('invokefunction', [hash, 'tokens', []]), `${hash}.tokens`);
  const iterator = answer.stack?.[0];
  let ids: StackItem[];
  if (Array.isArray(iterator?.iterator)) ids = iterator.iterator.slice(0, max);
  else if (iterator?.type === 'InteropInterface' && iterator.id && answer.session) {
    try {
      ids = await call<StackItem[]>('traverseiterator', [answer.session, iterator.id, max]);
    } finally {
      await call('terminatesession', [answer.session]).catch(() => undefined);
    }
  } else
    throw new SourceHttpError(SERVICE, 200, `${hash}.tokens`, 'the node answered no iterator (sessions disabled?)');

  const items: NftItem[] = [];
  for (const id of ids) {
    if (id.type !== 'ByteString' && id.type !== 'Buffer') continue;
    const tokenId = toHex(base64Bytes(String(id.value ?? '')));
    const props = halted(
      await call<InvokeAnswer>('invokefunction', [hash, 'properties', [{ type: 'ByteArray', value: id.value }]]),
      `${hash}.properties`,
    );
    items.push({ tokenId, ...parseProperties(props.stack?.[0]) });
  }
  return items;
}

/** Whether the node's `getversion` magic is N3 mainnet's (chain/config.ts CHAIN_FACTS, NEO.md §0). */
export async function nodeIsMainnet(fetch: SourceFetch, url: string): Promise<boolean> {
  const version = await jsonRpc<{ protocol?: { network?: number } }>(fetch, SERVICE, url, 'getversion', []);
  return version.protocol?.network === CHAIN_FACTS.n3.networkMagic;
}

/** What the `nft-items` document holds per collection (key idNftCollectionPk): the items read and when (UTC). */
export type NftItemsDocument = LiveNftItems;

/** The node items are read from, and the fetch that reaches it. */
export interface ItemsNode {
  url: string;
  fetch: SourceFetch;
}

/**
 * The node to read items from: the first of `NEO_N3_RPC_URLS` (the node the N3 indexer follows, e.g. the local
 * privnet) through the platform's fetch; without it, in live mode, `liveUrl` (N3 mainnet's seed) through the job's
 * fetch; offline none (nothing is recorded of a contract's items).
 */
export function itemsNode(
  env: NodeJS.ProcessEnv,
  live: { url: string; fetch: SourceFetch } | undefined,
): ItemsNode | undefined {
  const configured = configuredEndpoints(env, 'n3', 'server')?.[0];
  if (configured) return { url: configured, fetch: (input, init) => globalThis.fetch(input, init) };
  return live;
}

/**
 * Reads and stores (document `nft-items`) the items of the N3 `collections` that live on the node's network — the
 * catalogue's (mainnet unless the record names another `network`) on a mainnet node, the others on a test or
 * private one. A collection whose items cannot be read keeps what was stored before. Answers how many were read
 * and how many failed.
 */
export async function syncCollectionItems(
  collections: readonly NftCollection[],
  node: ItemsNode,
  now: Date,
): Promise<{ read: number; failed: number }> {
  const mainnet = await nodeIsMainnet(node.fetch, node.url);
  const networkOf = (c: NftCollection) => (c as { network?: string }).network ?? 'mainnet';
  const result = { read: 0, failed: 0 };
  for (const c of collections) {
    if ((networkOf(c) === 'mainnet') !== mainnet) continue;
    try {
      const items = v.parse(v.array(NftItemSchema), await readCollectionItems(node.fetch, node.url, c.hash));
      await putDocument(DOCS.nftItems, c.idNftCollectionPk, {
        items,
        readAt: now.toISOString(),
      } satisfies NftItemsDocument);
      result.read++;
    } catch {
      result.failed++;
    }
  }
  return result;
}
