import { describe, expect, it } from 'vitest';
import { matchRoute } from '../routes.ts';
import { isCurrentItem, MENU } from './menu.ts';

describe('dashboard menu', () => {
  it('lists home and every screen, each opening a screen', () => {
    expect(MENU).toHaveLength(30);
    for (const item of MENU) expect(matchRoute(item.href).screen, item.href).not.toBe('redirect');
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
