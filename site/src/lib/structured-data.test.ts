import { describe, expect, it } from 'vitest';
import type { PublicDapp } from '../../../content-schema/snapshot.ts';
import {
  breadcrumbNode,
  itemListNode,
  jsonLdDocument,
  jsonLdText,
  softwareApplicationNode,
  webSiteNode,
} from './structured-data.ts';

const dapp = {
  idDappPk: 1,
  slug: 'flamingo-finance',
  isDapp: true,
  title: 'Flamingo Finance',
  shortDescription: 'DeFi on Neo N3',
  websiteUrl: 'https://flamingo.finance',
  companyName: 'Flamingo Finance',
  categories: [
    { idCategoryPk: 1, title: 'DeFi' },
    { idCategoryPk: 2, title: 'Exchange' },
  ],
  blockchainVersions: [
    { idBlockchainVersionPk: 2, title: 'Neo N3', tagName: 'N3', color: '#00e599' },
    { idBlockchainVersionPk: 3, title: 'Neo X', tagName: 'X', color: '#000' },
  ],
  contracts: [],
  socials: [],
  wallets: [],
  createdAt: '2024-01-01',
  source: 'x',
} as unknown as PublicDapp;

describe('structured data', () => {
  it('gives the home page a WebSite whose search goes to the list with the query in the URL', () => {
    const node = webSiteNode({
      url: 'https://neo.example/',
      name: 'Neo Ecosystem',
      description: 'd',
      inLanguage: 'en-US',
      searchUrl: 'https://neo.example/pt-BR/dapps-overview',
    });
    expect(node['@type']).toBe('WebSite');
    expect(node.potentialAction).toMatchObject({
      '@type': 'SearchAction',
      target: { urlTemplate: 'https://neo.example/pt-BR/dapps-overview?q={search_term_string}' },
      'query-input': 'required name=search_term_string',
    });
  });

  it('describes a dApp with its categories and blockchain versions, and leaves out what it lacks', () => {
    expect(softwareApplicationNode(dapp, { url: 'https://neo.example/dapp-detailed/flamingo-finance' })).toEqual({
      '@type': 'SoftwareApplication',
      name: 'Flamingo Finance',
      description: 'DeFi on Neo N3',
      url: 'https://neo.example/dapp-detailed/flamingo-finance',
      sameAs: 'https://flamingo.finance',
      applicationCategory: 'DeFi, Exchange',
      operatingSystem: 'Neo N3, Neo X',
      author: { '@type': 'Organization', name: 'Flamingo Finance' },
    });
    const bare = softwareApplicationNode(
      { ...dapp, categories: [], blockchainVersions: [], websiteUrl: undefined, companyName: undefined },
      { url: 'https://neo.example/a' },
    );
    expect(Object.keys(bare)).toEqual(['@type', 'name', 'description', 'url']);
  });

  it('numbers breadcrumbs and list entries from 1 in page order', () => {
    expect(
      breadcrumbNode([
        { name: 'Home', url: 'https://n/' },
        { name: 'dApps', url: 'https://n/dapps-overview' },
      ]).itemListElement,
    ).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://n/' },
      { '@type': 'ListItem', position: 2, name: 'dApps', item: 'https://n/dapps-overview' },
    ]);
    const list = itemListNode({
      name: 'Wallets',
      url: 'https://n/wallets',
      items: [{ name: 'NeoLine', url: 'https://neoline.io' }, { name: 'O3' }],
    });
    expect(list).toMatchObject({
      numberOfItems: 2,
      itemListElement: [
        { position: 1, name: 'NeoLine', url: 'https://neoline.io' },
        { position: 2, name: 'O3' },
      ],
    });
  });

  it('writes a script text that parses back and cannot close its script element', () => {
    const text = jsonLdText(jsonLdDocument([itemListNode({ name: '</script><b>&', url: 'https://n/', items: [] })]));
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text)['@graph'][0].name).toBe('</script><b>&');
  });
});
