import { describe, expect, it } from 'vitest';
import { isCurrent } from './nav-items.ts';

describe('isCurrent', () => {
  it('marks the page itself, with or without a trailing slash', () => {
    expect(isCurrent('/wallets', '/wallets/')).toBe(true);
    expect(isCurrent('/', '/')).toBe(true);
    expect(isCurrent('/', '/wallets')).toBe(false);
  });

  it('marks the list a detail page belongs to', () => {
    expect(isCurrent('/dapps-overview', '/dapp-detailed/flamingo-finance/')).toBe(true);
    expect(isCurrent('/apps-overview', '/dapp-detailed/flamingo-finance/')).toBe(false);
    expect(isCurrent('/apps-overview', '/app-detailed/neo-gui')).toBe(true);
  });
});
