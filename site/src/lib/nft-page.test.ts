import { describe, expect, it } from 'vitest';
import type { SourceInfo } from '../../../content-schema/live-snapshot.ts';
import {
  collectionOwners,
  collectionTransferCounts,
  dappsOfCollection,
  itemsPage,
  nftPath,
  nftSlugs,
  tokenIdText,
} from './nft-page.ts';

const n3 = { tagName: 'neo-n3' };
const x = { tagName: 'neo-x' };
const collection = (idNftCollectionPk: number, name: string, hash: string, chain = n3) => ({
  idNftCollectionPk,
  name,
  hash,
  blockchainVersion: chain,
});

describe('collection slugs', () => {
  it('is the name in URL form, with the chain off Neo N3 and a hash part only on a collision', () => {
    const slugs = nftSlugs([
      collection(1, 'GhostMarket.NFT', '0x577a51f7d39162c9de1db12a6b319c848e4c54e5'),
      collection(2, 'Ghost ERC-721 (Neo X)', '0x0B53b5dA7d0F275C31a6A182622bDF02474aF253', x),
      collection(3, 'puppet', '0x76a8f8a7a901b29a33013b469949f4b08db15756'),
      collection(4, 'Puppet', '0x1234567890abcdef1234567890abcdef12345678'),
      collection(5, '龍', '0xabcdef0123456789abcdef0123456789abcdef01'),
    ]);
    expect([...slugs.values()]).toEqual([
      'ghostmarket-nft',
      'ghost-erc-721-neo-x-x',
      'puppet-76a8f8a7',
      'puppet-12345678',
      'collection',
    ]);
    expect(nftPath(slugs.get(1)!)).toBe('/nfts/ghostmarket-nft');
  });

  it('gives every collection of the real catalogue its own slug', async () => {
    const { default: list } = await import('../../../data/catalogue/nft-collections.json', { with: { type: 'json' } });
    const records = (list as { name: string; hash: string; blockchainVersion?: string }[]).map((c, i) =>
      collection(i + 1, c.name, c.hash, c.blockchainVersion === 'Neo X' ? x : n3),
    );
    const slugs = [...nftSlugs(records).values()];
    expect(new Set(slugs).size).toBe(records.length);
    expect(slugs.every((s) => /^[a-z0-9-]+$/.test(s))).toBe(true);
  });
});

describe('the dApps of a collection', () => {
  it('are those listing its contract (any case) or named as its project', () => {
    const ghost = { title: 'GhostMarket', contracts: [{ hash: '0x577A51F7' }] };
    const props = { title: 'Props (COZ)', contracts: [] };
    const other = { title: 'Other', contracts: [{ hash: '0x01' }] };
    expect(dappsOfCollection({ hash: '0x577a51f7' }, [ghost, props, other])).toEqual([ghost]);
    expect(dappsOfCollection({ hash: '0x76a8', project: 'Props (COZ)' }, [ghost, props, other])).toEqual([props]);
    expect(dappsOfCollection({ hash: '0x99' }, [ghost, props, other])).toEqual([]);
  });
});

describe('indexed transfers and owners of a collection', () => {
  const indexer = (more: Partial<SourceInfo> = {}): SourceInfo =>
    ({
      mode: 'live',
      asOf: '2026-11-20T12:00:00.000Z',
      block: 10,
      network: 'mainnet',
      coveredFrom: '1970-01-01T00:00:00.000Z',
      ...more,
    }) as SourceInfo;
  const transfers = {
    transfersLast7Days: 9,
    transfersDaily: Array.from({ length: 14 }, (_, i) => ({
      at: new Date(Date.UTC(2026, 10, 7 + i)).toISOString(),
      value: i % 2,
    })),
  };

  it('counts the as-of day and the 7 days ending on it on the collection own network', () => {
    expect(collectionTransferCounts(transfers, indexer())).toEqual({ '24H': { value: 1 }, '7D': { value: 9 } });
    expect(collectionTransferCounts(transfers, indexer({ network: 'private' }), 'private')['7D']).toEqual({
      value: 9,
    });
  });

  it('says why a count is missing: another network indexed, not counted, the period not covered', () => {
    expect(collectionTransferCounts(undefined, indexer({ network: 'private' }))['24H']).toEqual({
      missing: 'notIndexed',
    });
    expect(collectionTransferCounts(undefined, indexer())['7D']).toEqual({ missing: 'notMeasured' });
    expect(collectionTransferCounts(transfers, indexer({ coveredFrom: '2026-11-19T00:00:00.000Z' }))).toEqual({
      '24H': { value: 1 },
      '7D': { missing: 'notCovered' },
    });
  });

  it('shows the owners only where the indexer counted them on the collection network, else why not', () => {
    const owners = { network: 'mainnet' as const, asOfBlock: 10, asOf: '2026-11-20T12:00:00.000Z' };
    expect(collectionOwners({ ...owners, value: 4 }, indexer())).toEqual({ value: 4, asOfBlock: 10 });
    expect(collectionOwners({ ...owners, value: 0 }, indexer())).toEqual({ value: 0, asOfBlock: 10 });
    expect(collectionOwners({ ...owners, indexedFromBlock: 7 }, indexer())).toEqual({
      missing: 'notMeasured',
      indexedFromBlock: 7,
    });
    expect(collectionOwners(undefined, indexer({ network: 'private' }))).toEqual({ missing: 'notIndexed' });
    expect(
      collectionOwners({ ...owners, network: 'private', value: 2 }, indexer({ network: 'private' }), 'private'),
    ).toEqual({ value: 2, asOfBlock: 10 });
  });

  it('names a token id by its text when it is printable, else by its hex', () => {
    expect(tokenIdText('6e656f2e6e656f')).toBe('neo.neo');
    expect(tokenIdText('01ff')).toBe('0x01ff');
    expect(tokenIdText('0a')).toBe('0x0a');
  });
});

describe('pages of items', () => {
  const items = Array.from({ length: 50 }, (_, i) => i);
  it('cuts 24 a page and keeps the page within the pages there are', () => {
    expect(itemsPage(items, 1)).toEqual({ items: items.slice(0, 24), page: 1, pages: 3 });
    expect(itemsPage(items, 3).items).toEqual([48, 49]);
    expect(itemsPage(items, 9).page).toBe(3);
    expect(itemsPage([], 2)).toEqual({ items: [], page: 1, pages: 1 });
  });
});
