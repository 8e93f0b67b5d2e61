import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NftCollection } from '../../../../content-schema/index.ts';
import { ENTITIES } from '../../../../content-schema/registry.ts';
import { getDocument } from '../../../adapters/data/documents.ts';
import { repository } from '../../../adapters/data/store.ts';
import { liveSnapshot } from '../../live/snapshot.ts';
import { startTestDatabase } from '../../../../tests/support/database.ts';
import { json, spyFetch } from '../../../../tests/support/sync-fetch.ts';
import { DOCS } from '../sources.ts';
import {
  itemsNode,
  parseProperties,
  readCollectionItems,
  syncCollectionItems,
  type NftItemsDocument,
} from './items.ts';

// Answer shapes of neo-go's RPC server (invokefunction with an iterator, traverseiterator; NEO.md §2.2).
const HASH = '0x577a51f7d39162c9de1db12a6b319c848e4c54e5';
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const bytes = (text: string) => ({ type: 'ByteString', value: b64(text) });
const properties = (entries: Record<string, string>) => ({
  state: 'HALT',
  stack: [{ type: 'Map', value: Object.entries(entries).map(([k, v]) => ({ key: bytes(k), value: bytes(v) })) }],
});

/** A node with two items behind a session iterator; `magic` its getversion network. */
function node(magic = 5_129_551) {
  return spyFetch(async (_url, init) => {
    const { method, params } = JSON.parse(String(init?.body)) as { method: string; params: unknown[] };
    const result = (() => {
      if (method === 'getversion') return { protocol: { network: magic } };
      if (method === 'terminatesession') return true;
      if (method === 'traverseiterator') return [bytes('a1'), { type: 'ByteString', value: 'Af8=' }];
      const [, operation, args] = params as [string, string, { value: string }[]];
      if (operation === 'tokens')
        return {
          state: 'HALT',
          session: 's1',
          stack: [{ type: 'InteropInterface', interface: 'IIterator', id: 'i1' }],
        };
      return args[0]!.value === b64('a1')
        ? properties({ name: ' First ', image: 'https://img.test/1.png', owner: 'x' })
        : properties({ name: 'Second', image: 'ipfs://nope' });
    })();
    return json({ jsonrpc: '2.0', id: 1, result });
  });
}

describe('reading a collection items from its contract', () => {
  it('walks the tokens iterator through the session, reads each properties, and ends the session', async () => {
    const fetch = node();
    const items = await readCollectionItems(fetch, 'http://node.test', HASH, 5);
    expect(items).toEqual([
      { tokenId: '6131', name: 'First', image: 'https://img.test/1.png' },
      { tokenId: '01ff', name: 'Second' },
    ]);
    const calls = fetch.seen.map((r) => JSON.parse(r.body!) as { method: string; params: unknown[] });
    expect(calls[1]).toMatchObject({ method: 'traverseiterator', params: ['s1', 'i1', 5] });
    expect(calls[2]).toMatchObject({ method: 'terminatesession', params: ['s1'] });
    expect(calls[3]).toMatchObject({
      method: 'invokefunction',
      params: [HASH, 'properties', [{ type: 'ByteArray', value: b64('a1') }]],
    });
  });

  it('takes the values a node unwrapped inline, and fails on a FAULT', async () => {
    const inline = spyFetch(async (_u, init) => {
      const { params } = JSON.parse(String(init?.body)) as { params: [string, string] };
      return json({
        result:
          params[1] === 'tokens'
            ? {
                state: 'HALT',
                stack: [{ type: 'InteropInterface', iterator: [bytes('a'), bytes('b')], truncated: true }],
              }
            : properties({ name: 'N' }),
      });
    });
    expect(await readCollectionItems(inline, 'http://node.test', HASH, 1)).toEqual([{ tokenId: '61', name: 'N' }]);
    const fault = spyFetch(async () => json({ result: { state: 'FAULT', exception: 'no tokens' } }));
    await expect(readCollectionItems(fault, 'http://node.test', HASH)).rejects.toThrow(/no tokens/);
  });

  it('keeps a stated name and an http(s) image only', () => {
    expect(parseProperties(properties({ name: '  ', image: 'data:image/png;base64,AA' }).stack[0])).toEqual({});
    expect(parseProperties({ type: 'Array', value: [] })).toEqual({});
    expect(parseProperties(properties({ image: 'http://img.test/a.gif' }).stack[0])).toEqual({
      image: 'http://img.test/a.gif',
    });
  });

  it('reads from the configured node, else the live one, else none', () => {
    const live = { url: 'https://seed.test', fetch: node() };
    expect(itemsNode({ NEO_N3_RPC_URLS: ' http://127.0.0.1:1, http://b' }, live)?.url).toBe('http://127.0.0.1:1');
    expect(itemsNode({}, live)).toBe(live);
    expect(itemsNode({}, undefined)).toBeUndefined();
  });
});

describe('storing the items of the collections of the node network', () => {
  let db: Awaited<ReturnType<typeof startTestDatabase>>;
  beforeAll(async () => {
    db = await startTestDatabase();
  });
  afterAll(async () => db?.close());

  const collection = (idNftCollectionPk: number, network?: string) =>
    ({ idNftCollectionPk, name: `C${idNftCollectionPk}`, hash: HASH, ...(network && { network }) }) as NftCollection;

  it('reads only the collections of the node network (a private node: not the catalogue mainnet ones)', async () => {
    const now = new Date('2026-11-27T10:00:00.000Z');
    const result = await syncCollectionItems(
      [collection(1), collection(2, 'private')],
      { url: 'http://node.test', fetch: node() },
      now,
    );
    expect(result).toEqual({ read: 1, failed: 0 });
    expect(await getDocument(DOCS.nftItems, 1)).toBeUndefined();
    expect(await getDocument<NftItemsDocument>(DOCS.nftItems, 2)).toEqual({
      items: [
        { tokenId: '6131', name: 'First', image: 'https://img.test/1.png' },
        { tokenId: '01ff', name: 'Second' },
      ],
      readAt: now.toISOString(),
    });
    const mainnet = await syncCollectionItems(
      [collection(3)],
      { url: 'http://node.test', fetch: node(860_833_102) },
      now,
    );
    expect(mainnet).toEqual({ read: 1, failed: 0 });
  });

  it('puts the items of visible collections in the live snapshot, nothing of a hidden one', async () => {
    const repo = repository<NftCollection>(ENTITIES.nftCollection);
    const shown = await repo.create({ name: 'Shown', hash: HASH, visible: true } as NftCollection);
    const hidden = await repo.create({
      name: 'Hidden',
      hash: HASH.replace('577', '588'),
      visible: false,
    } as NftCollection);
    const read = await syncCollectionItems(
      [shown, hidden].map((c) => ({ ...c, network: 'private' }) as NftCollection),
      { url: 'http://node.test', fetch: node() },
      new Date('2026-11-27T11:00:00.000Z'),
    );
    expect(read).toEqual({ read: 2, failed: 0 });
    const live = await liveSnapshot(['nftItems']);
    expect(live.nftItems?.[String(shown.idNftCollectionPk)]?.items.map((i) => i.name)).toEqual(['First', 'Second']);
    expect(live.nftItems?.[String(hidden.idNftCollectionPk)]).toBeUndefined();
  });
});
