import { describe, expect, it } from 'vitest';
import {
  dappSearchText,
  filterDapps,
  isFilterActive,
  isTxFilterActive,
  matchesDapp,
  type DappFilterEntry,
} from './dapp-filter.ts';

const flamingo: DappFilterEntry = { text: 'flamingo finance defi swaps', categories: ['defi'], chains: ['neo-n3'] };
const measured: DappFilterEntry = {
  text: 'ghostmarket nft',
  categories: ['nft'],
  chains: ['neo-n3', 'neo-x'],
  tx: 500,
};

describe('the TX filter', () => {
  it('applies only when Min TX or Max TX is filled', () => {
    expect(isTxFilterActive({})).toBe(false);
    expect(isTxFilterActive({ minTx: 0 })).toBe(true);
    expect(isTxFilterActive({ maxTx: 10 })).toBe(true);
    expect(matchesDapp(flamingo, { q: '' })).toBe(true);
  });

  it('leaves out dApps without a measurement once it applies', () => {
    expect(matchesDapp(flamingo, { q: '', minTx: 0 })).toBe(false);
    expect(matchesDapp(flamingo, { q: '', maxTx: 1_000_000 })).toBe(false);
  });

  it('keeps measured dApps inside [min, max], bounds included', () => {
    expect(matchesDapp(measured, { q: '', minTx: 500 })).toBe(true);
    expect(matchesDapp(measured, { q: '', maxTx: 500 })).toBe(true);
    expect(matchesDapp(measured, { q: '', minTx: 501 })).toBe(false);
    expect(matchesDapp(measured, { q: '', minTx: 100, maxTx: 499 })).toBe(false);
  });
});

describe('search and filters', () => {
  it('matches every search word, ignoring case and accents', () => {
    expect(matchesDapp(flamingo, { q: 'FLAMINGO swaps' })).toBe(true);
    expect(matchesDapp(flamingo, { q: 'flamingo nft' })).toBe(false);
    expect(matchesDapp(flamingo, { q: 'fínance' })).toBe(true);
  });

  it('filters by category slug and chain tag', () => {
    expect(matchesDapp(measured, { q: '', chain: 'neo-x' })).toBe(true);
    expect(matchesDapp(flamingo, { q: '', chain: 'neo-x' })).toBe(false);
    expect(matchesDapp(flamingo, { q: '', category: 'nft' })).toBe(false);
  });

  it('returns the indexes of matching entries in list order', () => {
    expect(filterDapps([flamingo, measured], { q: '' })).toEqual([0, 1]);
    expect(filterDapps([flamingo, measured], { q: '', chain: 'neo-x' })).toEqual([1]);
  });

  it('knows when the list is filtered', () => {
    expect(isFilterActive({ q: '  ' })).toBe(false);
    expect(isFilterActive({ q: 'x' })).toBe(true);
    expect(isFilterActive({ q: '', maxTx: 3 })).toBe(true);
  });
});

describe('dappSearchText', () => {
  it('covers title, description, company, categories, chains and contract hashes', () => {
    const text = dappSearchText({
      title: 'Flamingo',
      shortDescription: 'Swaps',
      companyName: 'Flamingo Finance',
      categories: [{ title: 'DeFi' }],
      blockchainVersions: [{ title: 'Neo N3' }],
      contracts: [{ title: 'FLM token', hash: '0xf0151f52' }],
    });
    expect(text).toBe('flamingo swaps flamingo finance defi neo n3 flm token 0xf0151f52');
  });
});

describe('the health filter', () => {
  const active: DappFilterEntry = { ...flamingo, health: 'active' };
  const dormant: DappFilterEntry = { ...measured, health: 'dormant' };
  it('keeps only entries of the chosen health, and all without one', () => {
    expect(filterDapps([active, dormant], { q: '', health: 'active' })).toEqual([0]);
    expect(filterDapps([active, dormant], { q: '', health: 'dormant' })).toEqual([1]);
    expect(filterDapps([active, dormant], { q: '' })).toEqual([0, 1]);
    expect(matchesDapp(flamingo, { q: '', health: 'active' })).toBe(false);
  });
  it('counts as an active filter', () => {
    expect(isFilterActive({ q: '', health: 'dormant' })).toBe(true);
  });
});
