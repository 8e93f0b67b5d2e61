import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { CatalogueSnapshotSchema } from '../../../content-schema/snapshot.ts';
import type { LoadedCatalogue } from './load.ts';
import { toSnapshot } from './snapshot.ts';

const meta = { version: 1, createdAt: '2026-11-01T00:00:00.000Z', updatedAt: '2026-11-01T00:00:00.000Z' };
const dapp = (idDappPk: number, title: string, extra: Record<string, unknown> = {}) => ({
  ...meta,
  idDappPk,
  title,
  slug: `d-${idDappPk}`,
  isDapp: true,
  shortDescription: title,
  active: true,
  private: false,
  dappCategory: [1],
  dappBlockchainVersion: [1],
  dappNntTag: [],
  dappToken: [],
  dappWallet: [],
  attributes: {},
  ...extra,
});
const contract = (
  idContractPk: number,
  idDappFk: number,
  title: string,
  order: number,
  invocationsLast7Days?: number,
  activityNetwork: 'mainnet' | 'private' = 'mainnet',
) => ({
  ...meta,
  idContractPk,
  idDappFk,
  title,
  order,
  hash: `0x${String(idContractPk).padStart(40, '0')}`,
  emailNotifications: false,
  invocationsLast7Days,
  ...(invocationsLast7Days !== undefined ? { activityNetwork, rank: 1 } : {}),
});

/** A small catalogue: titles with numbers and case, one measured dApp, one hostile link, one private dApp. */
const catalogue = {
  dapps: [
    dapp(1, 'Dapp 10'),
    dapp(2, 'dapp 2', { websiteUrl: 'javascript:alert(1)' }),
    dapp(3, 'Busy'),
    dapp(4, 'Hidden', { private: true }),
  ],
  contracts: [
    contract(11, 3, 'Second', 1, 5),
    contract(12, 3, 'First', 0, 7),
    contract(13, 1, 'Alpha', 0, 0, 'private'),
    contract(14, 4, 'Private', 0),
  ],
  socials: [],
  socialTypes: [],
  platforms: [],
  wallets: [],
  tokens: [],
  nfts: [],
  aid: [],
  boosted: [],
  categories: [
    { ...meta, idCategoryPk: 1, title: 'DeFi (v2)', active: true },
    { ...meta, idCategoryPk: 2, title: 'apps', slug: 'apps', active: true },
  ],
  chains: [{ ...meta, idBlockchainVersionPk: 1, title: 'Neo N3', tagName: 'n3', color: '#00E599', active: true }],
  explorers: [
    { ...meta, idExplorerPk: 2, title: 'Scan 10', websiteUrl: 'https://b.example', order: 0 },
    { ...meta, idExplorerPk: 1, title: 'scan 9', websiteUrl: 'https://a.example', order: 0 },
    { ...meta, idExplorerPk: 3, title: 'Bad', websiteUrl: 'data:text/html,x', order: 0 },
  ],
  exchanges: [{ ...meta, idExchangePk: 1, title: 'Flamingo', type: 'DEX', order: 0 }],
} as unknown as LoadedCatalogue;

describe('toSnapshot', () => {
  const snapshot = toSnapshot(catalogue, '2026-11-25T06:00:00.000Z');

  it('answers a snapshot the build accepts as it is', () => {
    expect(v.parse(CatalogueSnapshotSchema, snapshot)).toEqual(JSON.parse(JSON.stringify(snapshot)));
  });

  it('sorts every list once, in the catalogue order the site shows', () => {
    expect(snapshot.dapps.map((d) => d.title)).toEqual(['Busy', 'dapp 2', 'Dapp 10']);
    expect(snapshot.dapps[0]!.contracts.map((k) => k.title)).toEqual(['First', 'Second']);
    expect(snapshot.dapps[0]!.invocationsLast7Days).toBe(12);
    expect(snapshot.contracts.map((k) => k.title)).toEqual(['First', 'Second', 'Alpha']);
    expect(snapshot.explorers.map((e) => e.title)).toEqual(['scan 9', 'Scan 10']);
    expect(snapshot.categories.map((c) => c.slug)).toEqual(['apps', 'defi-v2']);
  });

  it("keeps a contract's activity only when it was observed on the contract's own network", () => {
    // Alpha is a mainnet contract (no network recorded) whose 0 invocations were counted on a private network.
    const alpha = snapshot.contracts.find((k) => k.title === 'Alpha')!;
    expect(alpha).toMatchObject({ network: 'mainnet', invocationsLast7Days: undefined, rank: undefined });
    expect(snapshot.dapps.find((d) => d.idDappPk === 1)!.invocationsLast7Days).toBeUndefined();
    expect(snapshot.contracts.find((k) => k.title === 'First')).toMatchObject({ invocationsLast7Days: 7, rank: 1 });
  });

  it('publishes only public records and http(s) links', () => {
    expect(snapshot.dapps.map((d) => d.idDappPk)).not.toContain(4);
    expect(snapshot.contracts.map((k) => k.idContractPk)).not.toContain(14);
    expect(snapshot.dapps.find((d) => d.idDappPk === 2)!.websiteUrl).toBeUndefined();
    expect(snapshot.explorers.map((e) => e.idExplorerPk)).not.toContain(3);
  });
});

describe('toSnapshot: wallets, explorers and exchanges', () => {
  const chains = [
    { ...meta, idBlockchainVersionPk: 1, title: 'Neo Legacy', tagName: 'neo-legacy', color: '#58BF00', active: true },
    { ...meta, idBlockchainVersionPk: 2, title: 'Neo N3', tagName: 'neo-n3', color: '#00E599', active: true },
  ];
  const wallet = (idWalletPk: number, title: string, order: number, chain: number, extra = {}) => ({
    ...meta,
    idWalletPk,
    title,
    slug: `w-${idWalletPk}`,
    description: title,
    active: true,
    order,
    blockchainVersion: [chain],
    platformType: [],
    dappConnection: [],
    ...extra,
  });
  const gone = {
    status: 'discontinued',
    discontinuedSince: '2023-12-04',
    statusSource: 'https://www.theblock.co/post/263875',
    curatorNote: 'support flags left unset',
  };
  const snapshot = toSnapshot(
    {
      ...catalogue,
      chains,
      wallets: [
        wallet(1, 'Legacy wallet', 0, 1),
        wallet(2, 'Closed N3 wallet', 1, 2, gone),
        wallet(3, 'NeoLine', 3, 2),
        // Stored before `status` existed: active.
        wallet(4, 'Neon', 7, 2, { status: undefined }),
      ],
      exchanges: [
        { ...meta, idExchangePk: 1, title: 'Bittrex', order: 0, blockchainVersion: 2, ...gone },
        { ...meta, idExchangePk: 2, title: 'Flamingo', order: 1, blockchainVersion: 2, status: 'active' },
        { ...meta, idExchangePk: 3, title: 'Flaky', order: 2, blockchainVersion: 2, ...gone, statusSource: 'ftp://x' },
      ],
    } as unknown as LoadedCatalogue,
    '2026-11-25T06:00:00.000Z',
  );

  it('lists active services for current chains first, then older chains, then discontinued ones', () => {
    expect(snapshot.wallets.map((w) => w.title)).toEqual(['NeoLine', 'Neon', 'Legacy wallet', 'Closed N3 wallet']);
    expect(snapshot.exchanges.map((x) => x.title)).toEqual(['Flamingo', 'Bittrex', 'Flaky']);
  });

  it('publishes the status with its date and source, and the curator note as open data', () => {
    const bittrex = snapshot.exchanges.find((x) => x.title === 'Bittrex')!;
    expect(bittrex).toMatchObject({ status: 'discontinued', discontinuedSince: '2023-12-04' });
    expect(bittrex.statusSource).toBe('https://www.theblock.co/post/263875');
    expect(bittrex.curatorNote).toBe('support flags left unset');
    expect(snapshot.wallets.find((w) => w.title === 'Neon')!.status).toBe('active');
    expect(snapshot.exchanges.find((x) => x.title === 'Flaky')!.statusSource).toBeUndefined();
    expect(v.parse(CatalogueSnapshotSchema, snapshot).exchanges[0]!.status).toBe('active');
  });
});

describe('toSnapshot: deprecated tokens and the network of NFT collections', () => {
  const token = (idTokenPricedPk: number, symbol: string, extra: Record<string, unknown> = {}) => ({
    ...meta,
    idTokenPricedPk,
    title: symbol,
    symbol,
    hash: `0x${String(idTokenPricedPk).padStart(40, '0')}`,
    order: idTokenPricedPk,
    active: true,
    isVisible: true,
    isDeprecated: false,
    ...extra,
  });
  const nft = (idNftCollectionPk: number, name: string, extra: Record<string, unknown> = {}) => ({
    ...meta,
    idNftCollectionPk,
    name,
    hash: `0x${String(idNftCollectionPk).padStart(40, '0')}`,
    visible: true,
    ...extra,
  });
  const snapshot = toSnapshot(
    {
      ...catalogue,
      tokens: [
        token(1, 'OLD', { isDeprecated: true, replacedBy: 2, replacedBySource: 'https://example.org/migration' }),
        token(2, 'NEW'),
        token(3, 'GONE', { isDeprecated: true }),
        token(4, 'HIDDEN', { isVisible: false }),
        token(5, 'OLD2', { isDeprecated: true, replacedBy: 4, replacedBySource: 'https://example.org' }),
      ],
      nfts: [nft(1, 'Local', { network: 'private' }), nft(2, 'Mainnet one')],
    } as unknown as LoadedCatalogue,
    '2026-11-25T06:00:00.000Z',
  );
  const bySymbol = (symbol: string) => snapshot.tokens.find((t) => t.symbol === symbol)!;

  it('names the replacement of a deprecated token only when it has a page', () => {
    expect(bySymbol('OLD')).toMatchObject({
      isDeprecated: true,
      replacedBy: 2,
      replacedBySource: 'https://example.org/migration',
    });
    expect(bySymbol('GONE')).toMatchObject({ isDeprecated: true });
    expect(bySymbol('GONE').replacedBy).toBeUndefined();
    expect(bySymbol('OLD2').replacedBy).toBeUndefined();
    expect(bySymbol('NEW').isDeprecated).toBeUndefined();
    expect(snapshot.tokens.map((t) => t.symbol)).toEqual(['OLD', 'NEW', 'GONE', 'OLD2']);
  });

  it("gives each collection its contract's network (mainnet unless the record says otherwise)", () => {
    expect(snapshot.nftCollections.map((n) => [n.name, n.network])).toEqual([
      ['Local', 'private'],
      ['Mainnet one', 'mainnet'],
    ]);
    expect(v.parse(CatalogueSnapshotSchema, snapshot).nftCollections[0]!.network).toBe('private');
  });
});
