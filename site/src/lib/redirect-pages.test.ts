import { describe, expect, it } from 'vitest';
import { idRedirects, redirectPageHtml } from './redirect-pages.ts';

describe('idRedirects', () => {
  it('sends each numeric-id detail route to the slug page, in both languages', () => {
    expect(
      idRedirects([
        { idDappPk: 63, slug: 'adex', isDapp: true },
        { idDappPk: 7, slug: 'neo-gui', isDapp: false },
      ]),
    ).toEqual([
      { from: '/dapp-detailed/63', to: '/dapp-detailed/adex' },
      { from: '/pt-BR/dapp-detailed/63', to: '/pt-BR/dapp-detailed/adex' },
      { from: '/app-detailed/7', to: '/app-detailed/neo-gui' },
      { from: '/pt-BR/app-detailed/7', to: '/pt-BR/app-detailed/neo-gui' },
    ]);
  });

  it('leaves an id that is a slug of the same list to that page, and needs none when the slug is the id', () => {
    const dapps = [
      { idDappPk: 5, slug: '9', isDapp: true },
      { idDappPk: 9, slug: 'nine', isDapp: true },
      { idDappPk: 12, slug: '12', isDapp: false },
    ];
    expect(idRedirects(dapps).map((r) => r.from)).toEqual(['/dapp-detailed/5', '/pt-BR/dapp-detailed/5']);
  });
});

describe('redirectPageHtml', () => {
  it('refreshes to the target at once, in the language of the target, and is not indexed', () => {
    const html = redirectPageHtml(
      { from: '/pt-BR/dapp-detailed/63', to: '/pt-BR/dapp-detailed/adex' },
      'https://example.org',
    );
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/pt-BR/dapp-detailed/adex">');
    expect(html).toContain('<link rel="canonical" href="https://example.org/pt-BR/dapp-detailed/adex">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('>Continuar no novo endereço</a>');
  });
});
