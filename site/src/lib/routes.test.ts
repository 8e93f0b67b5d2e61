import { describe, expect, it } from 'vitest';
import { dappListPath, dappPath, walletPath } from './routes.ts';

describe('routes', () => {
  it('sends dApps and apps to their own detail pages and lists', () => {
    expect(dappPath({ slug: 'flamingo-finance', isDapp: true })).toBe('/dapp-detailed/flamingo-finance');
    expect(dappPath({ slug: 'neo-gui', isDapp: false })).toBe('/app-detailed/neo-gui');
    expect(dappListPath(true)).toBe('/dapps-overview');
    expect(walletPath({ slug: 'neoline' })).toBe('/wallets#wallet-neoline');
  });
});
