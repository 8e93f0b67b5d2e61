import { describe, expect, it } from 'vitest';
import { includeInSitemap } from './sitemap.ts';

describe('sitemap filter', () => {
  it('keeps public pages', () => {
    expect(includeInSitemap('https://x.org/')).toBe(true);
    expect(includeInSitemap('https://x.org/dapp-detailed/flamingo-finance/')).toBe(true);
    expect(includeInSitemap('https://x.org/dashboarding-tips/')).toBe(true);
  });

  it('leaves out sign-in, password, my-wallet, get-gas and dashboard routes, in any locale', () => {
    for (const path of ['/sign-in/', '/password/recover/', '/password/reset/abc/', '/my-wallet', '/get-gas/', '/dashboard/', '/dashboard/user/list/', '/pt-BR/my-wallet/']) {
      expect(includeInSitemap(`https://x.org${path}`), path).toBe(false);
    }
  });
});
