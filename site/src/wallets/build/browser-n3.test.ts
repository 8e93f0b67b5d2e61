/**
 * The wallet pages' N3 code as the browser build bundles it (neon-core's ES modules with the stand-ins of
 * vite-aliases.ts) builds the same scripts and transactions as the published neon-js, on the site's real requests.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sc, wallet } from '@cityofzion/neon-js';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as published from '../../../../chain/n3/script.ts';
import { N3_CONTRACTS } from '../../../../chain/config.ts';
import * as requests from '../n3/invocations.ts';
import { walletAliasPlugin } from './vite-aliases.ts';

const ROOT = join(import.meta.dirname, '../../../..');
let outDir: string;
let bundled: typeof published & { sc: typeof sc };

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'browser-n3-'));
  await build({
    root: ROOT,
    configFile: false,
    logLevel: 'silent',
    plugins: [walletAliasPlugin()],
    build: {
      outDir,
      minify: false,
      lib: {
        entry: { script: join(ROOT, 'chain/n3/script.ts'), neon: join(ROOT, 'chain/n3/neon.ts') },
        formats: ['es'],
      },
    },
  });
  bundled = { ...(await import(join(outDir, 'script.js'))), sc: (await import(join(outDir, 'neon.js'))).sc };
}, 120_000);
afterAll(() => rm(outDir, { recursive: true, force: true }));

/** A serialized transaction without its random nonce (bytes 1–4). */
const withoutNonce = (hex: string) => hex.slice(0, 2) + hex.slice(10);

describe('the browser build of the N3 code', () => {
  it('builds the scripts and unsigned transactions of every wallet action as neon-js does', () => {
    const c = Object.fromEntries(
      Object.entries(N3_CONTRACTS).map(([name, fact]) => [name, fact.hash]),
    ) as unknown as requests.N3Contracts;
    for (let i = 0; i < 8; i++) {
      const key = new wallet.Account();
      const account = published.n3Account(key.address);
      expect(bundled.n3Account(key.address)).toEqual(account);
      const amount = 10n ** BigInt(i * 4) * 1_234_567n + BigInt(i);
      for (const request of [
        requests.claimGasRequest(c, account),
        requests.voteRequest(c, account, key.publicKey),
        requests.wrapRequest(c, account, BigInt(i + 1)),
        requests.unwrapRequest(c, account, amount),
        requests.neoToGasRequest(c, account, BigInt(i + 1), amount / 3n, 1_795_587_875_813),
        requests.depositNativeRequest(c, account, '0x1212000000000000000000000000000000000004', amount, 10_000_000n),
      ]) {
        expect(bundled.buildScript(request)).toBe(published.buildScript(request));
        const options = { validUntilBlock: 5_000 + i, systemFee: amount, publicKey: i % 2 ? key.publicKey : undefined };
        expect(withoutNonce(bundled.unsignedTransaction(request, options))).toBe(
          withoutNonce(published.unsignedTransaction(request, options)),
        );
      }
    }
  });

  it('refuses a vote for a key that is not a point of the curve, as neon-js does', () => {
    for (const value of [`02${'ff'.repeat(32)}`, `03${'00'.repeat(31)}07`]) {
      expect(() => sc.ContractParam.fromJson({ type: 'PublicKey', value })).toThrow(/publicKey/);
      expect(() => bundled.sc.ContractParam.fromJson({ type: 'PublicKey', value })).toThrow(/publicKey/);
    }
  });
});
