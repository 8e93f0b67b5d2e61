import { describe, expect, it } from 'vitest';
import { includeInSitemap, slugFailures } from './sitemap.ts';

describe('sitemap filter', () => {
  it('keeps public pages', () => {
    expect(includeInSitemap('https://x.org/')).toBe(true);
    expect(includeInSitemap('https://x.org/dapp-detailed/flamingo-finance/')).toBe(true);
    expect(includeInSitemap('https://x.org/dashboarding-tips/')).toBe(true);
    expect(includeInSitemap('https://x.org/pt-BR/gasbot/')).toBe(true);
    expect(includeInSitemap('https://x.org/pt-BR/')).toBe(true);
  });

  it('leaves out sign-in, password, my-wallet, get-gas and dashboard routes, in any locale', () => {
    for (const path of [
      '/sign-in/',
      '/password/recover/',
      '/password/reset/abc/',
      '/my-wallet',
      '/get-gas/',
      '/dashboard/',
      '/dashboard/user/list/',
      '/pt-BR/my-wallet/',
      '/pt-BR/get-gas',
    ]) {
      expect(includeInSitemap(`https://x.org${path}`), path).toBe(false);
    }
  });
});

describe('sitemap slug check', () => {
  it('names every app or dApp slug without a built detail page', () => {
    const built = new Set(['dapp-detailed/flamingo-finance', 'app-detailed/neo-gui']);
    expect(
      slugFailures(
        [
          { idDappPk: 1, slug: 'flamingo-finance', isDapp: true },
          { idDappPk: 2, slug: 'neo-gui', isDapp: false },
          { idDappPk: 3, slug: 'ghost', isDapp: true },
          { idDappPk: 4, slug: ' ', isDapp: false },
        ],
        built,
      ),
    ).toEqual([
      'no detail page was built for slug "ghost" (dApp 3); it is not in the sitemap',
      'app 4 has no slug; it has no detail page in the sitemap',
    ]);
  });
});
