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
) => ({
  ...meta,
  idContractPk,
  idDappFk,
  title,
  order,
  hash: `0x${String(idContractPk).padStart(40, '0')}`,
  emailNotifications: false,
  invocationsLast7Days,
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
    contract(13, 1, 'Alpha', 0),
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

  it('publishes only public records and http(s) links', () => {
    expect(snapshot.dapps.map((d) => d.idDappPk)).not.toContain(4);
    expect(snapshot.contracts.map((k) => k.idContractPk)).not.toContain(14);
    expect(snapshot.dapps.find((d) => d.idDappPk === 2)!.websiteUrl).toBeUndefined();
    expect(snapshot.explorers.map((e) => e.idExplorerPk)).not.toContain(3);
  });
});
