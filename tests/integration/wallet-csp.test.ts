/** The wallet pages' node endpoints are the ones the Content-Security-Policy lets the browser reach. */
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, WALLETCONNECT } from '../../functions/edge/headers.ts';
import { bridgeConfig, resolveWalletConfig } from '../../site/src/wallets/config.ts';

/** connect-src of the CSP built from the current environment (process.env, as the servers do). */
const connectSrc = () =>
  contentSecurityPolicy()
    .split('; ')
    .find((d) => d.startsWith('connect-src'))!
    .split(' ')
    .slice(1);
const origin = (url: string) => new URL(url).origin;

describe('wallet endpoints and the CSP', () => {
  it('allows every default N3 and Neo X node and the WalletConnect relay', () => {
    const config = resolveWalletConfig({});
    const allowed = connectSrc();
    for (const url of [...config.n3.rpcUrls, ...config.neoX.rpcUrls]) expect(allowed).toContain(origin(url));
    for (const relay of WALLETCONNECT.connect) expect(allowed).toContain(relay);
  });
  it('follows NEO_N3_RPC_URLS / NEO_X_RPC_URLS on both sides', () => {
    const env = { NEO_N3_RPC_URLS: 'https://n3.example.org:10332', NEO_X_RPC_URLS: 'https://x.example.org' };
    const saved = { ...process.env };
    Object.assign(process.env, env);
    try {
      const config = resolveWalletConfig(env);
      const allowed = connectSrc();
      expect(config.n3.rpcUrls).toEqual(['https://n3.example.org:10332']);
      for (const url of [...config.n3.rpcUrls, ...config.neoX.rpcUrls]) expect(allowed).toContain(origin(url));
    } finally {
      process.env = saved;
    }
  });
  it("allows the bridge's deposit tracker, following PUBLIC_BRIDGE_TRACKER_URL on both sides", () => {
    expect(connectSrc()).toContain(origin(bridgeConfig({}).trackerUrl!));
    const saved = { ...process.env };
    process.env.PUBLIC_BRIDGE_TRACKER_URL = 'https://tracker.example.org/deposits';
    try {
      expect(connectSrc()).toContain(origin(bridgeConfig(process.env).trackerUrl!));
      expect(connectSrc()).not.toContain('https://xexplorer.neo.org:8877');
    } finally {
      process.env = saved;
    }
  });
});
