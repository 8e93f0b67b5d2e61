import { describe, expect, it } from 'vitest';
import { matchRoute } from '../routes.ts';
import { isCurrentItem, MENU } from './menu.ts';

describe('dashboard menu', () => {
  it('lists home and every screen, each opening a screen', () => {
    expect(MENU).toHaveLength(30);
    for (const item of MENU) expect(matchRoute(item.href).screen, item.href).not.toBe('redirect');
  });

  it('shows the entries in the order administrators know (the registry order, extra screens in place)', () => {
    expect(MENU.map((m) => m.key)).toEqual([
      'home',
      'submissions',
      'user',
      'category',
      'token',
      'developer-aid',
      'global',
      'boosted-dapp',
      'banner',
      'wallet',
      'explorer',
      'dapp-social',
      'nnt-tag',
      'social-type',
      'dapp',
      'dapp-connection',
      'contract',
      'discovered-contracts',
      'blockchain-version',
      'private-category',
      'repository',
      'organization',
      'platform-type',
      'exchange',
      'supportedToken',
      'supported-server',
      'nep17',
      'nftCollection',
      'token-priced',
      'changelog',
    ]);
    expect(MENU.find((m) => m.key === 'developer-aid')!.href).toBe('/dashboard/developer-aid');
    expect(MENU.find((m) => m.key === 'global')!.href).toBe('/dashboard/global');
    expect(MENU.find((m) => m.key === 'nep17')!.href).toBe('/dashboard/nep17/list');
  });

  it('marks the current entry for list, new and edit paths', () => {
    const current = (path: string) => MENU.filter((m) => isCurrentItem(m, path)).map((m) => m.key);
    expect(current('/dashboard')).toEqual(['home']);
    expect(current('/dashboard/dapp/edit/3')).toEqual(['dapp']);
    expect(current('/dashboard/dapp-social/edit/3/4')).toEqual(['dapp-social']);
    expect(current('/dashboard/contract/nep17/edit/3')).toEqual(['nep17']);
    expect(current('/dashboard/developer-aid')).toEqual(['developer-aid']);
    expect(current('/dashboard/token/list')).toEqual(['token']);
    expect(current('/dashboard/discovered-contracts')).toEqual(['discovered-contracts']);
    expect(current('/dashboard/changelog')).toEqual(['changelog']);
    expect(current('/dashboard/submissions/4')).toEqual(['submissions']);
  });
});
