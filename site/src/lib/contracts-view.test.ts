import { describe, expect, it } from 'vitest';
import { contractsViewQuery, isChainShown, parseContractsView } from './contracts-view.ts';

const chains = ['neo-n3', 'neo-x'];

describe('the contracts view in the URL', () => {
  it('reads the chain as the dApp lists name it, and the ignored filter beside it', () => {
    expect(parseContractsView('?chain=neo-x&ignored=hide', chains)).toEqual({ mode: 'hide', chain: 'neo-x' });
    expect(parseContractsView('', chains)).toEqual({ mode: 'all', chain: undefined });
    expect(parseContractsView('?chain=neo-legacy', chains)).toEqual({ mode: 'all', chain: undefined });
  });

  it('writes both filters, and nothing for the default view', () => {
    expect(contractsViewQuery({ mode: 'only', chain: 'neo-n3' })).toBe('?chain=neo-n3&ignored=only');
    expect(contractsViewQuery({ mode: 'hide' })).toBe('?ignored=hide');
    expect(contractsViewQuery({ mode: 'all' })).toBe('');
  });

  it("keeps only the chosen chain's contracts", () => {
    const rows = [{ chain: 'neo-n3' }, { chain: 'neo-x' }, { chain: undefined }];
    expect(rows.filter((r) => isChainShown(r.chain, { mode: 'all', chain: 'neo-x' }))).toEqual([{ chain: 'neo-x' }]);
    expect(rows.filter((r) => isChainShown(r.chain, { mode: 'all' }))).toHaveLength(3);
  });
});
