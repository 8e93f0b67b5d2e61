import { describe, expect, it } from 'vitest';
import {
  alternatePaths,
  isTranslatedPath,
  localePath,
  routeOfPageFile,
  splitLocale,
  twinRoutes,
} from './locale-routes.ts';

describe('locale routes', () => {
  it('reads the locale from the first path segment', () => {
    expect(splitLocale('/pt-BR/wallets/')).toEqual({ locale: 'pt-BR', path: '/wallets/' });
    expect(splitLocale('/pt-BR')).toEqual({ locale: 'pt-BR', path: '/' });
    expect(splitLocale('/wallets')).toEqual({ locale: 'en-US', path: '/wallets' });
    expect(splitLocale('/en-US/wallets')).toEqual({ locale: 'en-US', path: '/en-US/wallets' });
    expect(splitLocale('/pt-br/x')).toEqual({ locale: 'en-US', path: '/pt-br/x' });
  });

  it('prefixes pt-BR paths and leaves en-US and untranslated pages alone', () => {
    expect(localePath('pt-BR', '/')).toBe('/pt-BR');
    expect(localePath('pt-BR', '/gasbot')).toBe('/pt-BR/gasbot');
    expect(localePath('en-US', '/gasbot')).toBe('/gasbot');
    expect(localePath('pt-BR', '/dashboard/user/list')).toBe('/pt-BR/dashboard/user/list');
    expect(localePath('pt-BR', '/sign-in')).toBe('/pt-BR/sign-in');
    expect(localePath('pt-BR', '/404')).toBe('/404');
    expect(isTranslatedPath('/404s')).toBe(true);
  });

  it('lists hreflang alternates for every translated page, x-default in en-US', () => {
    expect(alternatePaths('/pt-BR/dapp-detailed/flamingo-finance/')).toEqual([
      { hreflang: 'en-US', path: '/dapp-detailed/flamingo-finance/' },
      { hreflang: 'pt-BR', path: '/pt-BR/dapp-detailed/flamingo-finance/' },
      { hreflang: 'x-default', path: '/dapp-detailed/flamingo-finance/' },
    ]);
    expect(alternatePaths('/')).toContainEqual({ hreflang: 'pt-BR', path: '/pt-BR' });
    expect(alternatePaths('/404')).toEqual([]);
  });

  it('maps page files to routes and routes to their twins', () => {
    expect(routeOfPageFile('index.astro')).toBe('/');
    expect(routeOfPageFile('wallets/index.astro')).toBe('/wallets');
    expect(routeOfPageFile('gasbot.astro')).toBe('/gasbot');
    expect(routeOfPageFile('reindex.astro')).toBe('/reindex');
    expect(routeOfPageFile('dapp-detailed/[slug].astro')).toBe('/dapp-detailed/[slug]');
    expect(routeOfPageFile('wallets/_components/WalletCard.astro')).toBeUndefined();
    expect(routeOfPageFile('wallets/wallets-page.ts')).toBeUndefined();
    expect(twinRoutes('/')).toEqual([{ locale: 'pt-BR', pattern: '/pt-BR' }]);
    expect(twinRoutes('/dapp-detailed/[slug]')).toEqual([{ locale: 'pt-BR', pattern: '/pt-BR/dapp-detailed/[slug]' }]);
    expect(twinRoutes('/password/reset')).toEqual([{ locale: 'pt-BR', pattern: '/pt-BR/password/reset' }]);
    expect(twinRoutes('/404')).toEqual([]);
  });
});
