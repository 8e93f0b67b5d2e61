import { describe, expect, it } from 'vitest';
import type { PublicExplorer } from '../../../content-schema/snapshot.ts';
import { explorerLinks, linkableExplorers } from './explorer-links.ts';

const chain = (tagName: string) => ({ idBlockchainVersionPk: 1, title: tagName, tagName, color: '#00E599' });
const explorer = (title: string, extra: Partial<PublicExplorer>): PublicExplorer =>
  ({
    idExplorerPk: 1,
    slug: title.toLowerCase(),
    title,
    websiteUrl: 'https://example.org',
    order: 0,
    source: '',
    ...extra,
  }) as PublicExplorer;

const dora = explorer('Dora (N3)', {
  blockchainVersion: chain('neo-n3'),
  network: 'mainnet',
  contractUrlTemplate: 'https://dora.coz.io/contract/neo3/mainnet/{hash}',
  addressUrlTemplate: 'https://dora.coz.io/address/neo3/mainnet/{address}',
});
const tube = explorer('NeoTube (N3)', {
  blockchainVersion: chain('neo-n3'),
  network: 'mainnet',
  addressUrlTemplate: 'https://neotube.io/address/{address}',
});
const testnet = explorer('NeoTube N3 TestNet', {
  blockchainVersion: chain('neo-n3'),
  network: 'testnet',
  addressUrlTemplate: 'https://testnet.neotube.io/address/{address}',
});
const gone = explorer('Gone', {
  blockchainVersion: chain('neo-n3'),
  status: 'discontinued',
  contractUrlTemplate: 'https://gone.example/c/{hash}',
});
const neox = explorer('Neo X Explorer', {
  blockchainVersion: chain('neo-x'),
  network: 'mainnet',
  contractUrlTemplate: 'https://xexplorer.neo.org/address/{hash}',
});
const all = [dora, tube, testnet, gone, neox];
const hash = '0xf0151f528127558851b39c2cd8aa47da7418ab28';

describe('View on … links', () => {
  it('fills the template of each active explorer of the chain and network that has one', () => {
    expect(explorerLinks(all, { kind: 'contract', value: hash, chain: 'neo-n3', network: 'mainnet' })).toEqual([
      { explorer: 'Dora (N3)', href: `https://dora.coz.io/contract/neo3/mainnet/${hash}` },
    ]);
    expect(explorerLinks(all, { kind: 'address', value: 'NZabc', chain: 'neo-n3' }).map((l) => l.href)).toEqual([
      'https://dora.coz.io/address/neo3/mainnet/NZabc',
      'https://neotube.io/address/NZabc',
    ]);
    expect(explorerLinks(all, { kind: 'address', value: 'NZabc', chain: 'neo-n3', network: 'testnet' })).toEqual([
      { explorer: 'NeoTube N3 TestNet', href: 'https://testnet.neotube.io/address/NZabc' },
    ]);
    expect(explorerLinks(all, { kind: 'contract', value: hash, chain: 'neo-x' })[0]?.explorer).toBe('Neo X Explorer');
  });

  it('gives no link on a network no explorer shows, for an unknown chain, or without a template', () => {
    expect(explorerLinks(all, { kind: 'contract', value: hash, chain: 'neo-n3', network: 'private' })).toEqual([]);
    expect(explorerLinks(all, { kind: 'contract', value: hash, chain: undefined })).toEqual([]);
    expect(explorerLinks(all, { kind: 'block', value: '12', chain: 'neo-n3' })).toEqual([]);
  });

  it('hands islands only the active explorers with a template, giving the same links as the full records', () => {
    const trimmed = linkableExplorers(all);
    expect(trimmed.map((e) => e.title)).toEqual(['Dora (N3)', 'NeoTube (N3)', 'NeoTube N3 TestNet', 'Neo X Explorer']);
    expect(Object.keys(JSON.parse(JSON.stringify(trimmed[1])) as object).sort()).toEqual([
      'addressUrlTemplate',
      'blockchainVersion',
      'network',
      'title',
    ]);
    for (const target of [
      { kind: 'address', value: 'NZabc', chain: 'neo-n3' },
      { kind: 'contract', value: hash, chain: 'neo-x' },
    ] as const)
      expect(explorerLinks(trimmed, target)).toEqual(explorerLinks(all, target));
  });
});
