import { describe, expect, it } from 'vitest';
import strings from '../../../../i18n/en-US.json' with { type: 'json' };
import ptBR from '../../../../i18n/pt-BR.json' with { type: 'json' };
import { createSiteSearch, type SearchIndex } from '../../lib/site-search.ts';
import { fill, searchSections } from './search-panel.ts';

const index: SearchIndex = {
  v: 1,
  records: [
    { k: 'dapp', t: 'Flamingo Finance', u: '/dapp-detailed/flamingo-finance' },
    {
      k: 'contract',
      t: 'Swap router',
      s: 'Flamingo Finance',
      h: '0xf970f4ccecd765b63732b821775dc38c25d74f23',
      u: '/dapp-detailed/flamingo-finance',
    },
    { k: 'wallet', t: 'O3', u: '/wallets#wallet-o3', d: 1 },
    { k: 'token', t: 'Old test token', s: 'OLDT', u: '/tokens/oldt', x: 1 },
    { k: 'organization', t: 'AxLabs', s: '@AxLabs', u: 'https://github.com/AxLabs' },
  ],
  explorers: [
    { t: 'Dora (N3)', c: 'n3', u: 'https://dora.coz.io/', tx: 'https://dora.coz.io/transaction/neo3/mainnet/{hash}' },
    { t: 'NeoXScan', c: 'neoX', u: 'https://neoxscan.ngd.network' },
  ],
};
const search = createSiteSearch(index.records);
const sections = (q: string, locale: 'en-US' | 'pt-BR' = 'en-US') =>
  searchSections(q, index, search, locale === 'en-US' ? strings.search : ptBR.search, locale).map((s) => ({
    label: s.label,
    items: s.items.map((i) => [i.title, i.detail, i.href]),
  }));

describe('searchSections', () => {
  it('groups the matches under their kind, with site paths in the page language', () => {
    expect(sections('flamingo')).toEqual([
      { label: 'dApps', items: [['Flamingo Finance', undefined, '/dapp-detailed/flamingo-finance']] },
      { label: 'Contracts', items: [['Swap router', 'Flamingo Finance', '/dapp-detailed/flamingo-finance']] },
    ]);
    expect(sections('flamingo', 'pt-BR')[1]).toEqual({
      label: 'Contratos',
      items: [['Swap router', 'Flamingo Finance', '/pt-BR/dapp-detailed/flamingo-finance']],
    });
    expect(sections('axlabs', 'pt-BR')).toEqual([
      { label: 'Organizações', items: [['AxLabs', '@AxLabs', 'https://github.com/AxLabs']] },
    ]);
    expect(sections('o3')).toEqual([{ label: 'Wallets', items: [['O3', 'discontinued', '/wallets#wallet-o3']] }]);
  });

  it('says a deprecated token is deprecated, in the page language', () => {
    expect(sections('oldt')[0]!.items).toEqual([['Old test token', 'OLDT · deprecated', '/tokens/oldt']]);
    expect(sections('oldt', 'pt-BR')[0]!.items).toEqual([
      ['Old test token', 'OLDT · descontinuado', '/pt-BR/tokens/oldt'],
    ]);
  });

  it('leads a pasted N3 address to its watch-only view', () => {
    expect(sections('Ng8dx5FAM44xDAs3daLoKrxhfQZ62xAzsR', 'pt-BR')[0]).toEqual({
      label: 'O que você colou',
      items: [
        [
          'Acompanhar este endereço N3 em Minha carteira',
          'Ng8dx5FAM44xDAs3daLoKrxhfQZ62xAzsR',
          '/pt-BR/my-wallet?address=Ng8dx5FAM44xDAs3daLoKrxhfQZ62xAzsR',
        ],
      ],
    });
  });

  it('leads a listed script hash to its dApp first, and offers it as a Neo X address too', () => {
    const [listed, pasted] = sections('0xF970F4CCECD765B63732B821775DC38C25D74F23');
    expect(listed!.items).toEqual([['Swap router', 'Flamingo Finance', '/dapp-detailed/flamingo-finance']]);
    expect(pasted!.items[0]![2]).toBe('/my-wallet?address=0xf970f4ccecd765b63732b821775dc38c25d74f23');
  });

  it('offers the explorers for a transaction hash: its page by template, else the explorer itself', () => {
    const hash = `0x${'ab'.repeat(32)}`;
    expect(sections(hash)[0]!.items).toEqual([
      [
        'Transaction on Dora (N3)',
        `https://dora.coz.io/transaction/neo3/mainnet/${hash}`,
        `https://dora.coz.io/transaction/neo3/mainnet/${hash}`,
      ],
      ['Look it up on NeoXScan', 'https://neoxscan.ngd.network', 'https://neoxscan.ngd.network'],
    ]);
  });
});

describe('fill', () => {
  it('fills placeholders and answers the key for a missing string', () => {
    expect(fill(strings.search, 'blockOn', { index: 42, explorer: 'Dora' })).toBe('Block 42 on Dora');
    expect(fill(strings.search, 'nope')).toBe('nope');
  });
});
