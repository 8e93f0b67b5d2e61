/**
 * Keeps the local privnet out of production: a production build or deployment whose configuration names a loopback
 * or private-range chain endpoint, the privnet network profile or magic, or one of the committed test-only keys —
 * the privnet's WIFs (chain/n3/privnet-keys.ts) or the local Neo X node's mnemonic and the private keys derived
 * from it (chain/neox/test-keys.ts) — fails with a message that says which setting is wrong. Called by the site
 * build (site/astro.config.ts) and the deployment (infra/stage.ts) when the stage is `production`. It ships, so it
 * imports only chain/: the test-only keys it refuses live here, and local/ imports them from here.
 */
import { NEOX_TEST_MNEMONIC, neoXTestAccounts } from './neox/test-keys.ts';
import { PRIVNET_MAGIC, TEST_ONLY_WIFS } from './n3/privnet-keys.ts';

/** The chain endpoint settings a deployment may carry (comma-separated URL lists). */
const ENDPOINT_SETTINGS = [
  'NEO_N3_RPC_URLS',
  'PUBLIC_NEO_N3_RPC_URLS',
  'NEO_X_RPC_URLS',
  'PUBLIC_NEO_X_RPC_URLS',
  'PUBLIC_BRIDGE_TRACKER_URL',
];

/** Whether a host is loopback, unspecified or in a private range (RFC 1918, RFC 4193, link-local). */
export function isLocalHost(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    h === 'localhost' ||
    h.endsWith('.localhost') ||
    h === '::1' ||
    h === '0.0.0.0' ||
    h === '::' ||
    /^127\./.test(h) ||
    /^10\./.test(h) ||
    /^192\.168\./.test(h) ||
    /^172\.(1[6-9]|2\d|3[01])\./.test(h) ||
    /^169\.254\./.test(h) ||
    /^f[cd][0-9a-f]{2}:/.test(h) ||
    /^fe80:/.test(h)
  );
}

/** Whether `value` carries the local Neo X node's test mnemonic (any spacing or case) or one of its private keys (with or without 0x). */
export function holdsNeoXTestKey(value: string): boolean {
  const words = value
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean)
    .join(' ');
  if (words.includes(NEOX_TEST_MNEMONIC.toLowerCase())) return true;
  const hex = value.toLowerCase();
  return neoXTestAccounts().some((a) => hex.includes(a.privateKey.slice(2).toLowerCase()));
}

/** The problems of `env` for production, one sentence each (empty when it is fine). */
export function privnetProblems(env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  for (const name of ENDPOINT_SETTINGS) {
    for (const url of (env[name] ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      let host: string;
      try {
        host = new URL(url).hostname;
      } catch {
        problems.push(`${name} holds "${url}", which is not a URL`);
        continue;
      }
      if (isLocalHost(host))
        problems.push(`${name} points at ${url}, a local or private-network endpoint (the local privnet?)`);
    }
  }
  if (env.PUBLIC_CHAIN_NETWORK && env.PUBLIC_CHAIN_NETWORK !== 'mainnet')
    problems.push(`PUBLIC_CHAIN_NETWORK is "${env.PUBLIC_CHAIN_NETWORK}"; production runs on mainnet`);
  for (const [name, value] of Object.entries(env)) {
    if (!value) continue;
    if (value.trim() === String(PRIVNET_MAGIC))
      problems.push(`${name} is the local privnet's network magic ${PRIVNET_MAGIC}`);
    if (TEST_ONLY_WIFS.some((wif) => value.includes(wif)))
      problems.push(`${name} holds one of the committed test-only privnet keys (local/privnet/keys.ts)`);
    if (holdsNeoXTestKey(value))
      problems.push(
        `${name} holds the local Neo X node's test-only mnemonic or one of its keys (chain/neox/test-accounts.json)`,
      );
  }
  return problems;
}

/** Throws one Error listing every problem of `env` for production (see privnetProblems). */
export function assertProductionChainConfig(env: Record<string, string | undefined> = process.env): void {
  const problems = privnetProblems(env);
  if (problems.length)
    throw new Error(`Refusing a production build with local-privnet settings: ${problems.join('; ')}.`);
}
