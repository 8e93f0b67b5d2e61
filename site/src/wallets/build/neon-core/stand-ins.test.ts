import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { u, wallet } from '@cityofzion/neon-js';
import { describe, expect, it } from 'vitest';
import { recording } from '../../../../../local/recordings/replay.ts';
import { PLACEHOLDER_PUBLIC_KEY } from '../../../../../chain/n3/script.ts';
import { neonCoreStandIns, walletAliasPlugin } from '../vite-aliases.ts';
import * as base64 from './base64.ts';
import * as curve from './curve.ts';
import * as hash from './hash.ts';
import * as nep2 from './nep2.ts';
import * as random from './random.ts';

const NEON_CORE_LIB = join(import.meta.dirname, '../../../../../node_modules/@cityofzion/neon-core/lib');
const b64hex = (b64: string) => Buffer.from(b64, 'base64').toString('hex');

// Real inputs: a claim transaction as a neo-go node answered it (script, witness) and its registered candidates' keys.
const tx = recording('rawtx-known').result as {
  sender: string;
  script: string;
  witnesses: { invocation: string; verification: string }[];
};
const candidateKeys = (recording('getcandidates').result as { publickey: string }[]).map((c) => c.publickey);
const verificationHex = b64hex(tx.witnesses[0]!.verification);
const witnessKey = verificationHex.slice(4, 70); // PUSHDATA1 33 <key> SYSCALL CheckSig
const accounts = Array.from({ length: 12 }, () => new wallet.Account());

const outcome = (run: () => unknown) => {
  try {
    return { value: run() };
  } catch {
    return { threw: true };
  }
};

describe("neon-core's browser stand-ins agree with neon-core", () => {
  it('export what the module they replace exports', async () => {
    const modules: Record<string, Record<string, unknown>> = {
      'u/basic/hash.js': hash,
      'u/basic/base64.js': base64,
      'u/basic/random.js': random,
      'u/basic/curve.js': curve,
      'wallet/nep2.js': nep2,
    };
    expect(Object.keys(neonCoreStandIns).sort()).toEqual(Object.keys(modules).sort());
    for (const [path, standIn] of Object.entries(modules)) {
      const source = readFileSync(join(NEON_CORE_LIB, path), 'utf8');
      const names = [...source.matchAll(/^export (?:async )?(?:function|const|class|var|let) (\w+)/gm)].map(
        (m) => m[1],
      );
      expect(Object.keys(standIn).sort(), path).toEqual(names.sort());
    }
  });

  it('hash: SHA-256, RIPEMD-160, hash160 and hash256 of real scripts as neon-core computes them', () => {
    const inputs = ['', b64hex(tx.script), verificationHex, b64hex(tx.witnesses[0]!.invocation), witnessKey];
    for (const hex of inputs)
      for (const name of ['sha256', 'ripemd160', 'hash160', 'hash256'] as const)
        expect(hash[name](hex), `${name}(${hex.slice(0, 16)}…)`).toBe(u[name](hex));
    // The witness's verification script hashes to the transaction's sender.
    expect(wallet.getAddressFromScriptHash(u.reverseHex(hash.hash160(verificationHex)))).toBe(tx.sender);
  });

  it('base64: the encodings of real RPC values as neon-core converts them; invalid UTF-8 throws in both', () => {
    for (const b64 of [tx.script, tx.witnesses[0]!.verification, tx.witnesses[0]!.invocation, ''])
      expect(base64.base642hex(b64)).toBe(u.base642hex(b64));
    for (const hex of [b64hex(tx.script), verificationHex, '', '00ff10'])
      expect(base64.hex2base64(hex)).toBe(u.hex2base64(hex));
    for (const text of ['transfer', 'Olá, ação ✓ 🚀', ''])
      for (const b64 of [base64.utf82base64(text), u.utf82base64(text)]) {
        expect(base64.utf82base64(text)).toBe(u.utf82base64(text));
        expect(base64.base642utf8(b64)).toBe(u.base642utf8(b64));
      }
    expect(() => u.base642utf8('/w==')).toThrow();
    expect(() => base64.base642utf8('/w==')).toThrow();
  });

  it('random: `length` bytes 0–255, fresh each time, as neon-core answers them', () => {
    const [a, b] = [random.generateRandomArray(32), random.generateRandomArray(32)];
    expect(a).toHaveLength(u.generateRandomArray(32).length);
    expect(random.generateRandomArray(4)).toHaveLength(4);
    expect(a.every((n) => Number.isInteger(n) && n >= 0 && n <= 255)).toBe(true);
    expect(a).not.toEqual(b);
  });

  it('curve: decodes the public keys neon-core decodes, to the same point, and refuses what it refuses', () => {
    const r1 = curve.getCurve(curve.EllipticCurvePreset.SECP256R1);
    const neonR1 = u.getCurve(u.EllipticCurvePreset.SECP256R1);
    const p = 'ffffffff00000001000000000000000000000000ffffffffffffffffffffffff';
    const valid = [
      ...candidateKeys,
      witnessKey,
      PLACEHOLDER_PUBLIC_KEY,
      ...accounts.map((a) => a.publicKey),
      ...accounts.map((a) => neonR1.decodePublicKey(a.publicKey)),
      ...accounts.map((a) => (a.publicKey.startsWith('02') ? '03' : '02') + a.publicKey.slice(2)),
    ];
    const invalid = [
      `02${p}`,
      `03${'f'.repeat(64)}`,
      `05${witnessKey.slice(2)}`,
      witnessKey.slice(0, 64),
      `${witnessKey}00`,
      `02${'zz'.repeat(32)}`,
      `0${witnessKey.slice(1, 66)}`,
      // A valid uncompressed key with its y changed: off the curve.
      neonR1.decodePublicKey(witnessKey).slice(0, 129) + (neonR1.decodePublicKey(witnessKey).endsWith('0') ? '1' : '0'),
      ...Array.from({ length: 16 }, (_, i) => `02${i.toString(16).padStart(64, '0')}`),
    ];
    let refused = 0;
    for (const key of [...valid, ...invalid]) {
      const theirs = outcome(() => neonR1.decodePublicKey(key));
      expect(
        outcome(() => r1.decodePublicKey(key)),
        key,
      ).toEqual(theirs);
      if ('threw' in theirs) refused++;
    }
    expect(refused).toBeGreaterThan(8);
    const k1 = curve.getCurve(curve.EllipticCurvePreset.SECP256K1);
    const neonK1 = u.getCurve(u.EllipticCurvePreset.SECP256K1);
    for (const a of accounts.slice(0, 4)) {
      const key = neonK1.getPublicKey(a.privateKey, true);
      expect(k1.decodePublicKey(key)).toBe(neonK1.decodePublicKey(key));
    }
  });

  it('curve and nep2: signing, key derivation and key encryption say they are not in the browser build', async () => {
    const r1 = curve.getCurve(curve.EllipticCurvePreset.SECP256R1);
    expect(() => r1.sign('00', accounts[0]!.privateKey)).toThrow(/wallets sign/);
    expect(() => r1.getPublicKey(accounts[0]!.privateKey)).toThrow(/wallets sign/);
    expect(() => curve.getCurve(7)).toThrow(/Unsupported curve preset/);
    await expect(nep2.encrypt(accounts[0]!.WIF, 'pass')).rejects.toThrow(/wallets hold the keys/);
  });
});

describe('walletAliasPlugin', () => {
  type Resolve = (source: string, importer?: string) => Promise<{ id: string } | null>;
  const resolveId = (consumer: 'client' | 'server', source: string, importer: string) => {
    const hook = walletAliasPlugin().resolveId as unknown as (
      this: { environment: { config: { consumer: string } }; resolve: Resolve },
      source: string,
      importer: string,
      options: object,
    ) => Promise<unknown>;
    const context = {
      environment: { config: { consumer } },
      resolve: (async (s, from) => ({ id: resolve(dirname(from!), s.endsWith('.js') ? s : `${s}.js`) })) as Resolve,
    };
    return hook.call(context, source, importer, {});
  };
  const basicIndex = join(NEON_CORE_LIB, 'u/basic/index.js');

  it("swaps neon-core's curve, hashes and NEP-2 for the stand-ins in the browser build only", async () => {
    expect(await resolveId('client', './curve', basicIndex)).toEqual({ id: neonCoreStandIns['u/basic/curve.js'] });
    expect(await resolveId('client', './nep2', join(NEON_CORE_LIB, 'wallet/Account.js'))).toEqual({
      id: neonCoreStandIns['wallet/nep2.js'],
    });
    expect(await resolveId('client', './hex', basicIndex)).toEqual({ id: join(NEON_CORE_LIB, 'u/basic/hex.js') });
    expect(await resolveId('server', './curve', basicIndex)).toBeNull();
  });
});
