import { describe, expect, it } from 'vitest';
import type { PublicDapp, PublicExplorer, PublicToken, PublicWallet } from '../../../content-schema/snapshot.ts';
import { buildSearchIndex, type SearchSources } from './site-search-index.ts';
import { createSiteSearch, explorerUrl, recognize, type SearchRecord } from './site-search.ts';

const records: SearchRecord[] = [
  { k: 'dapp', t: 'Flamingo Finance', u: '/dapp-detailed/flamingo-finance' },
  { k: 'dapp', t: 'GhostMarket', u: '/dapp-detailed/ghostmarket' },
  { k: 'app', t: 'Neo Name Service', u: '/app-detailed/nns' },
  {
    k: 'token',
    t: 'FLM',
    s: 'FLM',
    h: '0xf0151f528127558851b39c2cd8aa47da7418ab28',
    u: '/dapp-detailed/flamingo-finance',
  },
  {
    k: 'contract',
    t: 'Swap router',
    s: 'Flamingo Finance',
    h: '0xf970f4ccecd765b63732b821775dc38c25d74f23',
    u: '/dapp-detailed/flamingo-finance',
  },
  { k: 'wallet', t: 'NeoLine', u: '/wallets#wallet-neoline' },
  { k: 'organization', t: 'AxLabs', s: '@AxLabs', u: 'https://github.com/AxLabs' },
  { k: 'repository', t: 'neow3j', s: 'neow3j/neow3j', u: 'https://github.com/neow3j/neow3j' },
];

describe('recognize', () => {
  it('tells an N3 address, a 20-byte hash, a transaction hash and a block number from text', () => {
    expect(recognize(' Ng8dx5FAM44xDAs3daLoKrxhfQZ62xAzsR ')).toEqual({
      kind: 'n3Address',
      value: 'Ng8dx5FAM44xDAs3daLoKrxhfQZ62xAzsR',
    });
    expect(recognize('0xF0151F528127558851b39c2cd8aa47da7418ab28')).toEqual({
      kind: 'hash160',
      value: '0xf0151f528127558851b39c2cd8aa47da7418ab28',
    });
    const tx = 'AB'.repeat(32);
    expect(recognize(tx)).toEqual({ kind: 'txHash', value: `0x${'ab'.repeat(32)}` });
    expect(recognize(`0x${tx}`)).toEqual({ kind: 'txHash', value: `0x${'ab'.repeat(32)}` });
    expect(recognize('5170000')).toEqual({ kind: 'block', value: 5170000 });
    // Base58 has no 0, O, I or l: such a text is not an address.
    expect(recognize('N0g8dx5FAM44xDAs3daLoKrxhfQZ62xAzs').kind).toBe('text');
    expect(recognize('flamingo').kind).toBe('text');
    expect(recognize('12345678901').kind).toBe('text');
  });
});

describe('explorerUrl', () => {
  const dora = {
    t: 'Dora',
    c: 'n3' as const,
    u: 'https://dora.coz.io/',
    tx: 'https://dora.coz.io/transaction/neo3/mainnet/{hash}',
  };
  it('fills the explorer template, and has none without one', () => {
    expect(explorerUrl(dora, recognize(`0x${'1'.repeat(64)}`))).toBe(
      `https://dora.coz.io/transaction/neo3/mainnet/0x${'1'.repeat(64)}`,
    );
    expect(explorerUrl(dora, recognize('42'))).toBeUndefined();
    expect(explorerUrl({ ...dora, block: 'https://x.test/block/{block}' }, recognize('42'))).toBe(
      'https://x.test/block/42',
    );
  });
});

describe('createSiteSearch', () => {
  const search = createSiteSearch(records);
  const titles = (q: string) => search.search(q).map((g) => [g.kind, g.records.map((r) => r.t)]);

  it('groups the matches by kind in the kinds order, prefix and fuzzy, every word matching', () => {
    expect(titles('flamingo')).toEqual([
      ['dapp', ['Flamingo Finance']],
      ['contract', ['Swap router']],
    ]);
    expect(titles('flam')[0]).toEqual(['dapp', ['Flamingo Finance']]);
    expect(titles('flamingp')[0]).toEqual(['dapp', ['Flamingo Finance']]);
    expect(titles('FLM')).toEqual([['token', ['FLM']]]);
    expect(titles('axlabs')).toEqual([['organization', ['AxLabs']]]);
    expect(titles('neoline')).toEqual([['wallet', ['NeoLine']]]);
    expect(titles('swap flamingo')).toEqual([['contract', ['Swap router']]]);
    expect(titles('ghost router')).toEqual([]);
    expect(titles('   ')).toEqual([]);
  });

  it('finds script hashes by prefix, with or without 0x, in any case', () => {
    expect(titles('0xF970F4CC')).toEqual([['contract', ['Swap router']]]);
    expect(titles('f0151f5281')).toEqual([['token', ['FLM']]]);
    expect(search.byHash('0xF970F4CCECD765B63732B821775DC38C25D74F23').map((r) => r.t)).toEqual(['Swap router']);
    expect(search.byHash('0x0000000000000000000000000000000000000000')).toEqual([]);
  });

  it('keeps at most perKind matches of each kind', () => {
    const many = createSiteSearch(
      Array.from({ length: 30 }, (_, i) => ({ k: 'dapp' as const, t: `Neo tool ${i}`, u: `/d/${i}` })),
    );
    expect(many.search('tool')[0]!.records).toHaveLength(5);
    expect(many.search('tool', 12)[0]!.records).toHaveLength(12);
    expect(many.search('tool', Infinity)[0]!.records).toHaveLength(30);
  });
});

describe('buildSearchIndex', () => {
  const chainN3 = { idBlockchainVersionPk: 2, title: 'Neo N3', tagName: 'neo-n3', color: '#00E599' };
  const dapp = {
    idDappPk: 1,
    slug: 'flamingo-finance',
    isDapp: true,
    title: 'Flamingo Finance',
    companyName: 'Flamingo Finance',
    imageUrl: 'https://uploads.test/flm.png',
    contracts: [{ title: 'FLM token', hash: '0xF0151F528127558851B39C2CD8AA47DA7418AB28' }],
  } as unknown as PublicDapp;
  const app = {
    ...dapp,
    idDappPk: 2,
    slug: 'neon',
    isDapp: false,
    title: 'Neon',
    companyName: 'COZ',
    imageUrl: undefined,
    contracts: [],
  } as unknown as PublicDapp;
  const explorer = (title: string, more: object) =>
    ({
      title,
      slug: title.toLowerCase(),
      websiteUrl: `https://${title.toLowerCase()}.test/`,
      network: 'mainnet',
      status: 'active',
      blockchainVersion: chainN3,
      ...more,
    }) as unknown as PublicExplorer;
  const sources: SearchSources = {
    dapps: [dapp, app],
    tokens: [
      { idTokenPricedPk: 1, title: 'FLM', symbol: 'FLM', hash: '0xf0151f528127558851b39c2cd8aa47da7418ab28' },
      { idTokenPricedPk: 2, title: 'NeoToken', symbol: 'NEO', hash: '0xef4073a0f2b305a38ec4050e4d3d28bc40ea63f5' },
    ] as unknown as PublicToken[],
    nftCollections: [
      {
        idNftCollectionPk: 3,
        name: 'GhostMarket.NFT',
        symbol: 'GHOST',
        hash: '0x577A51F7D39162C9DE1DB12A6B319C848E4C54E5',
      },
    ] as unknown as SearchSources['nftCollections'],
    wallets: [{ title: 'Old wallet', slug: 'old', status: 'discontinued' }] as unknown as PublicWallet[],
    explorers: [
      explorer('Dora', { transactionUrlTemplate: 'https://dora.test/tx/{hash}' }),
      explorer('Testnet', { network: 'testnet' }),
      explorer('Gone', { status: 'discontinued' }),
      explorer('Legacy', { blockchainVersion: { ...chainN3, tagName: 'neo-legacy' } }),
    ],
    exchanges: [],
    organizations: [
      { title: 'AxLabs', githubLogin: 'AxLabs', url: 'https://github.com/AxLabs' },
    ] as unknown as SearchSources['organizations'],
    repositories: [
      { name: 'neow3j', fullName: 'neow3j/neow3j', htmlUrl: 'https://github.com/neow3j/neow3j' },
    ] as unknown as SearchSources['repositories'],
  };

  it('indexes every kind with where it leads; a token and an NFT collection lead to their own pages', async () => {
    const index = await buildSearchIndex(sources, async (url) =>
      url ? `/_image/${url.split('/').pop()}.webp` : undefined,
    );
    expect(index.records).toEqual([
      { k: 'dapp', t: 'Flamingo Finance', u: '/dapp-detailed/flamingo-finance', l: '/_image/flm.png.webp' },
      { k: 'app', t: 'Neon', s: 'COZ', u: '/app-detailed/neon' },
      {
        k: 'token',
        t: 'FLM',
        s: 'FLM',
        h: '0xf0151f528127558851b39c2cd8aa47da7418ab28',
        u: '/tokens/flm',
      },
      { k: 'token', t: 'NeoToken', s: 'NEO', h: '0xef4073a0f2b305a38ec4050e4d3d28bc40ea63f5', u: '/tokens/neo' },
      {
        k: 'contract',
        t: 'FLM token',
        s: 'Flamingo Finance',
        h: '0xf0151f528127558851b39c2cd8aa47da7418ab28',
        u: '/dapp-detailed/flamingo-finance',
        l: '/_image/flm.png.webp',
      },
      {
        k: 'nft',
        t: 'GhostMarket.NFT',
        s: 'GHOST',
        h: '0x577a51f7d39162c9de1db12a6b319c848e4c54e5',
        u: '/nfts/ghostmarket-nft',
      },
      { k: 'wallet', t: 'Old wallet', u: '/wallets#wallet-old', d: 1 },
      { k: 'explorer', t: 'Dora', u: '/explorers#explorer-dora' },
      { k: 'explorer', t: 'Testnet', u: '/explorers#explorer-testnet' },
      { k: 'explorer', t: 'Gone', u: '/explorers#explorer-gone', d: 1 },
      { k: 'explorer', t: 'Legacy', u: '/explorers#explorer-legacy' },
      { k: 'organization', t: 'AxLabs', s: '@AxLabs', u: 'https://github.com/AxLabs' },
      { k: 'repository', t: 'neow3j', s: 'neow3j/neow3j', u: 'https://github.com/neow3j/neow3j' },
    ]);
    // Pasted hashes and blocks go to the active mainnet explorers of N3 and Neo X only.
    expect(index.explorers).toEqual([
      { t: 'Dora', c: 'n3', u: 'https://dora.test/', tx: 'https://dora.test/tx/{hash}' },
    ]);
  });
});
