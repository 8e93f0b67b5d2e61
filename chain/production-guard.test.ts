import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertProductionChainConfig, privnetProblems } from './production-guard.ts';
import { DEMO_WIF } from './n3/privnet-keys.ts';
import { neoXTestAccounts, NEOX_TEST_MNEMONIC } from './neox/test-keys.ts';

const ROOT = join(import.meta.dirname, '..');

describe('production refuses the local privnet', () => {
  it('accepts the public mainnet endpoints', () => {
    expect(
      privnetProblems({
        NEO_N3_RPC_URLS: 'https://mainnet1.neo.coz.io:443',
        NEO_X_RPC_URLS: 'https://mainnet-1.rpc.banelabs.org',
        PUBLIC_CHAIN_NETWORK: 'mainnet',
      }),
    ).toEqual([]);
  });
  it('names each privnet endpoint, the privnet profile and magic, and a test-only key', () => {
    const problems = privnetProblems({
      NEO_N3_RPC_URLS: 'https://mainnet1.neo.coz.io:443, http://127.0.0.1:30333',
      PUBLIC_NEO_X_RPC_URLS: 'http://localhost:8545',
      PUBLIC_CHAIN_NETWORK: 'privnet',
      N3_NETWORK_MAGIC: '5129551',
      RELAYER_KEY: DEMO_WIF,
    });
    expect(problems.join('\n')).toMatch(/NEO_N3_RPC_URLS points at http:\/\/127\.0\.0\.1:30333/);
    expect(problems.join('\n')).toMatch(/PUBLIC_NEO_X_RPC_URLS points at http:\/\/localhost:8545/);
    expect(problems.join('\n')).toMatch(/PUBLIC_CHAIN_NETWORK is "privnet"/);
    expect(problems.join('\n')).toMatch(/N3_NETWORK_MAGIC is the local privnet's network magic/);
    expect(problems.join('\n')).toMatch(/RELAYER_KEY holds one of the committed test-only privnet keys/);
    expect(() => assertProductionChainConfig({ NEO_X_RPC_URLS: 'http://10.0.0.5:8545' })).toThrow(
      /Refusing a production build/,
    );
  });
  it("names the local Neo X node's test mnemonic and each of its private keys, with or without 0x, in any case", () => {
    const [first, , third] = neoXTestAccounts();
    const problems = privnetProblems({
      RELAYER_MNEMONIC: `  ${NEOX_TEST_MNEMONIC.toUpperCase().replace(/ /g, '  ')} `,
      NEOX_RELAYER_KEY: first!.privateKey,
      BRIDGE_SIGNER: third!.privateKey.slice(2).toUpperCase(),
      SOME_OTHER_KEY: `0x${'ab'.repeat(32)}`,
    });
    expect(problems).toEqual([
      "RELAYER_MNEMONIC holds the local Neo X node's test-only mnemonic or one of its keys (chain/neox/test-accounts.json)",
      "NEOX_RELAYER_KEY holds the local Neo X node's test-only mnemonic or one of its keys (chain/neox/test-accounts.json)",
      "BRIDGE_SIGNER holds the local Neo X node's test-only mnemonic or one of its keys (chain/neox/test-accounts.json)",
    ]);
    // The keys are the ones the local node funds: the first is Hardhat's well-known account 0.
    expect(first!.address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
    expect(() => assertProductionChainConfig({ NEOX_RELAYER_KEY: first!.privateKey })).toThrow(
      /Refusing a production build .*NEOX_RELAYER_KEY holds the local Neo X node's test-only mnemonic/,
    );
  });
  it('fails the production site build with the message', () => {
    const astro = spawnSync(
      process.execPath,
      [join(ROOT, 'node_modules/astro/bin/astro.mjs'), 'build', '--root', 'site', '--silent'],
      {
        cwd: ROOT,
        encoding: 'utf8',
        timeout: 60_000,
        env: {
          ...process.env,
          DEPLOY_STAGE: 'production',
          NEO_N3_RPC_URLS: 'http://127.0.0.1:30333',
          SITE_OUT_DIR: join(ROOT, '.builds/guard-never-built'),
          ASTRO_TELEMETRY_DISABLED: '1',
        },
      },
    );
    expect(astro.status).not.toBe(0);
    expect(astro.stdout + astro.stderr).toMatch(
      /Refusing a production build with local-privnet settings: NEO_N3_RPC_URLS points at http:\/\/127\.0\.0\.1:30333/,
    );
  });
});
