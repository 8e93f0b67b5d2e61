import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { localeTwins } from './locales.ts';

const pagesDir = fileURLToPath(new URL('../pages/', import.meta.url));

describe('locale twins of the real pages', () => {
  const twins = localeTwins(pagesDir).map((t) => t.pattern);

  it('gives every public page its /pt-BR twin, with no file to add', () => {
    for (const route of [
      '/pt-BR',
      '/pt-BR/apps-overview',
      '/pt-BR/dapps-overview',
      '/pt-BR/dapp-detailed/[slug]',
      '/pt-BR/app-detailed/[slug]',
      '/pt-BR/contracts',
      '/pt-BR/wallets',
      '/pt-BR/explorers',
      '/pt-BR/exchanges',
      '/pt-BR/tokens',
      '/pt-BR/nfts',
      '/pt-BR/community-development',
      '/pt-BR/gasbot',
      '/pt-BR/terms-and-conditions',
      '/pt-BR/privacy-policy',
    ]) {
      expect(twins, route).toContain(route);
    }
  });

  it('gives the back-office, sign-in and password pages their pt-BR twins, and leaves the 404 page in en-US only', () => {
    expect(twins.filter((t) => /dashboard|sign-in|password/.test(t)).sort()).toEqual([
      '/pt-BR/dashboard',
      '/pt-BR/password/recover',
      '/pt-BR/password/reset',
      '/pt-BR/sign-in',
    ]);
    expect(twins.filter((t) => /404/.test(t))).toEqual([]);
  });

  it('points each twin at the page file it renders', () => {
    const gasbot = localeTwins(pagesDir).find((t) => t.pattern === '/pt-BR/gasbot')!;
    expect(gasbot.entrypoint.endsWith('pages/gasbot/index.astro')).toBe(true);
  });
});
