import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { NETWORK_PROFILES } from '../../../../chain/config.ts';
import { linkableExplorers, type LinkableExplorer } from '../../lib/explorer-links.ts';
import { setWalletNetwork } from '../network.ts';
import { setWalletStrings } from '../strings.ts';
import { ViewOn } from './ViewOn.tsx';

/* The islands' "View on …": the catalogue explorers' templates, the site's text, a new tab, none on a local network. */
const explorers: LinkableExplorer[] = [
  {
    title: 'Dora (N3)',
    status: 'active',
    network: 'mainnet',
    blockchainVersion: { tagName: 'neo-n3' },
    addressUrlTemplate: 'https://dora.coz.io/address/neo3/mainnet/{address}',
    transactionUrlTemplate: 'https://dora.coz.io/transaction/neo3/mainnet/{hash}',
  },
  {
    title: 'NeoTube (N3)',
    status: 'active',
    network: 'mainnet',
    blockchainVersion: { tagName: 'neo-n3' },
    addressUrlTemplate: 'https://neotube.io/address/{address}',
  },
  {
    title: 'Neo X Explorer',
    status: 'active',
    network: 'mainnet',
    blockchainVersion: { tagName: 'neo-x' },
    transactionUrlTemplate: 'https://xexplorer.neo.org/tx/{hash}',
  },
];
const address = 'NiHURyS83nX2mpxtA7xq84cGxVbHojj5Wc';
const txid = `0x${'ab'.repeat(32)}`;
const links = (html: string) =>
  [...html.matchAll(/<a ([^>]*)>([^<]*)<\/a>/g)].map(([, attrs, text]) => ({
    text,
    href: /href="([^"]*)"/.exec(attrs!)?.[1],
    target: /target="([^"]*)"/.exec(attrs!)?.[1],
    rel: /rel="([^"]*)"/.exec(attrs!)?.[1],
  }));
const render = (props: Parameters<typeof ViewOn>[0]) => renderToStaticMarkup(createElement(ViewOn, props));

afterEach(() => setWalletNetwork(NETWORK_PROFILES.mainnet));

describe('View on … in the wallet islands', () => {
  it("links an N3 address to each mainnet explorer that shows one, in a new tab, in the page's language", () => {
    setWalletStrings({ site: { viewOn: 'Ver no {{explorer}}' } }, 'pt-BR');
    setWalletNetwork(NETWORK_PROFILES.mainnet, linkableExplorers(explorers));
    expect(links(render({ chain: 'n3', kind: 'address', value: address }))).toEqual([
      {
        text: 'Ver no Dora (N3)',
        href: `https://dora.coz.io/address/neo3/mainnet/${address}`,
        target: '_blank',
        rel: 'noopener noreferrer',
      },
      {
        text: 'Ver no NeoTube (N3)',
        href: `https://neotube.io/address/${address}`,
        target: '_blank',
        rel: 'noopener noreferrer',
      },
    ]);
    expect(links(render({ chain: 'neoX', kind: 'transaction', value: txid })).map((l) => l.href)).toEqual([
      `https://xexplorer.neo.org/tx/${txid}`,
    ]);
  });

  it('shows no link on the local private network, nor where no explorer has a template for it', () => {
    setWalletStrings({ site: { viewOn: 'View on {{explorer}}' } });
    setWalletNetwork(NETWORK_PROFILES.privnet, explorers);
    expect(render({ chain: 'n3', kind: 'address', value: address })).toBe('');
    setWalletNetwork(NETWORK_PROFILES.mainnet, explorers);
    expect(render({ chain: 'neoX', kind: 'address', value: '0x' + '1'.repeat(40) })).toBe('');
  });
});
