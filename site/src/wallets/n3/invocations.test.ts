import { sc, u, wallet } from '@cityofzion/neon-js';
import { describe, expect, it } from 'vitest';
import { contractCalls } from '../../../../tests/support/n3-script.ts';
import { N3_CONTRACTS } from '../../../../chain/config.ts';
import { WITNESS_SCOPE } from '../types.ts';
import {
  claimGasRequest,
  depositNativeRequest,
  neoToGasRequest,
  swapRequest,
  unwrapRequest,
  voteRequest,
  wrapRequest,
} from './invocations.ts';
import { buildScript, buildSigners, n3Account } from '../../../../chain/n3/script.ts';

const c = Object.fromEntries(Object.entries(N3_CONTRACTS).map(([k, v]) => [k, v.hash])) as Record<
  keyof typeof N3_CONTRACTS,
  string
>;
const ADDRESS = 'NhWXj9JfCsF4X6v5ahzHrRH8PQHnrfB8FT';
const account = n3Account(ADDRESS);
const PUBKEY = '02486fd15702c4490a26703112a5cc1d0923fd697a33406bd5a1c00e0013b09a70';
const hash = (h: string) => h.replace(/^0x/, '');
/** An independent build of one call with neon-js (CallFlags.All), to compare bytes with. */
const call = (scriptHash: string, operation: string, args: ReturnType<typeof sc.ContractParam.any>[]) =>
  sc.createScript({ scriptHash: hash(scriptHash), operation, args });

describe('N3 account', () => {
  it('derives the big-endian script hash of an address (neon-js)', () => {
    expect(account.scriptHash).toBe(`0x${wallet.getScriptHashFromAddress(ADDRESS)}`);
    expect(() => n3Account('NhWXj9JfCsF4X6v5ahzHrRH8PQHnrfB8FX')).toThrow();
  });
});

describe('claim GAS', () => {
  const request = claimGasRequest(c, account);
  it('is NEO.transfer(user, user, 0, null) with CalledByEntry', () => {
    expect(request.invocations).toEqual([
      {
        scriptHash: c.NEO,
        operation: 'transfer',
        args: [
          { type: 'Hash160', value: ADDRESS },
          { type: 'Hash160', value: ADDRESS },
          { type: 'Integer', value: '0' },
          { type: 'Any', value: null },
        ],
      },
    ]);
    expect(request.signers).toEqual([{ account: account.scriptHash, scopes: WITNESS_SCOPE.CalledByEntry }]);
  });
  it('builds the same script as neon-api addGasClaim (NeoContract.INSTANCE.transfer(address, address, 0))', () => {
    expect(buildScript(request)).toBe(sc.createScript(sc.NeoContract.INSTANCE.transfer(ADDRESS, ADDRESS, 0)));
    expect(contractCalls(buildScript(request))).toEqual([
      { scriptHash: c.NEO, method: 'transfer', callFlags: 15, firstArg: account.scriptHash },
    ]);
  });
});

describe('vote', () => {
  const request = voteRequest(c, account, PUBKEY);
  it('is NEO.vote(account, publicKey) with CalledByEntry', () => {
    expect(request.invocations[0]).toMatchObject({
      scriptHash: c.NEO,
      operation: 'vote',
      args: [
        { type: 'Hash160', value: ADDRESS },
        { type: 'PublicKey', value: PUBKEY },
      ],
    });
    expect(request.signers[0]!.scopes).toBe(WITNESS_SCOPE.CalledByEntry);
    expect(buildScript(request)).toBe(sc.createScript(sc.NeoContract.INSTANCE.vote(ADDRESS, PUBKEY)));
  });
});

describe('wrap and unwrap bNEO', () => {
  it('wraps with NEO.transfer(user, bNEO, n, null)', () => {
    const request = wrapRequest(c, account, 7n);
    expect(buildScript(request)).toBe(
      call(c.NEO, 'transfer', [
        sc.ContractParam.hash160(ADDRESS),
        sc.ContractParam.hash160(hash(c.BNEO)),
        sc.ContractParam.integer(7),
        sc.ContractParam.any(null),
      ]),
    );
    expect(request.signers[0]!.scopes).toBe(WITNESS_SCOPE.CalledByEntry);
  });
  it('unwraps with GAS.transfer(user, bNEO, n × 0.001 GAS, null)', () => {
    const request = unwrapRequest(c, account, 3n);
    expect(request.invocations[0]!.args[2]).toEqual({ type: 'Integer', value: '300000' });
    expect(request.invocations[0]!.args[3]).toEqual({ type: 'Any', value: null });
    expect(buildScript(request)).toBe(
      call(c.GAS, 'transfer', [
        sc.ContractParam.hash160(ADDRESS),
        sc.ContractParam.hash160(hash(c.BNEO)),
        sc.ContractParam.integer(300000),
        sc.ContractParam.any(null),
      ]),
    );
    expect(contractCalls(buildScript(request))[0]!.scriptHash).toBe(c.GAS);
  });
});

describe('Flamingo swaps', () => {
  const deadlineMs = 1_800_000_000_000;
  it('swaps exact input through the router with CustomContracts over router, factory, whitelist and the path', () => {
    const path = [c.GAS, N3_CONTRACTS.BNEO.hash, '0xf0151f528127558851b39c2cd8aa47da7418ab28'];
    const request = swapRequest(c, account, { path, amountIn: 150_000_000n, amountOutMin: 42n, deadlineMs });
    expect(buildScript(request)).toBe(
      call(c.SWAP_ROUTER, 'swapTokenInForTokenOut', [
        sc.ContractParam.hash160(ADDRESS),
        sc.ContractParam.integer(150_000_000),
        sc.ContractParam.integer(42),
        sc.ContractParam.array(...path.map((p) => sc.ContractParam.hash160(hash(p)))),
        sc.ContractParam.integer(deadlineMs),
      ]),
    );
    const [signer] = request.signers;
    expect(signer!.scopes).toBe(WITNESS_SCOPE.CustomContracts);
    expect(new Set(signer!.allowedContracts)).toEqual(
      new Set([c.SWAP_ROUTER, c.SWAP_FACTORY, c.SWAP_PAIR_WHITELIST, ...path]),
    );
  });
  it('refuses a path of one token', () => {
    expect(() => swapRequest(c, account, { path: [c.GAS], amountIn: 1n, amountOutMin: 0n, deadlineMs })).toThrow();
  });
  it('swaps NEO for GAS in one transaction: wrap, then bNEO → GAS (the CoZ example: 2 NEO → 200000000 bNEO units)', () => {
    const request = neoToGasRequest(c, account, 2n, 598_684_835n, deadlineMs);
    expect(contractCalls(buildScript(request))).toEqual([
      { scriptHash: c.NEO, method: 'transfer', callFlags: 15, firstArg: account.scriptHash },
      { scriptHash: c.SWAP_ROUTER, method: 'swapTokenInForTokenOut', callFlags: 15, firstArg: account.scriptHash },
    ]);
    expect(request.invocations[0]!.args.slice(1, 3)).toEqual([
      { type: 'Hash160', value: c.BNEO },
      { type: 'Integer', value: '2' },
    ]);
    expect(request.invocations[1]!.args.slice(1, 4)).toEqual([
      { type: 'Integer', value: '200000000' },
      { type: 'Integer', value: '598684835' },
      {
        type: 'Array',
        value: [
          { type: 'Hash160', value: c.BNEO },
          { type: 'Hash160', value: c.GAS },
        ],
      },
    ]);
    expect(new Set(request.signers[0]!.allowedContracts)).toEqual(
      new Set([c.SWAP_ROUTER, c.SWAP_FACTORY, c.SWAP_PAIR_WHITELIST, c.BNEO, c.GAS, c.NEO]),
    );
  });
  it('turns signers into neon-js Signers with the same scopes and allowed contracts', () => {
    const [signer] = buildSigners(neoToGasRequest(c, account, 1n, 1n, deadlineMs));
    expect(signer!.scopes).toBe(WITNESS_SCOPE.CustomContracts);
    expect(signer!.account.toBigEndian()).toBe(hash(account.scriptHash));
    expect(signer!.allowedContracts.map((h) => `0x${h.toBigEndian()}`)).toContain(c.SWAP_ROUTER);
    expect(u.HexString.fromHex(hash(c.NEO)).toBigEndian()).toBe(hash(c.NEO));
  });
});

describe('bridge GAS to Neo X', () => {
  const to = '0xc28736dc83f4fd43d6fb832Fd93c3eE7bB26828f';
  const request = depositNativeRequest(c, account, to, 150_000_000n, 10_000_000n);
  it('is Bridge.depositNative(from, to, amount, maxFee) with the amounts in datoshi', () => {
    expect(request.invocations).toEqual([
      {
        scriptHash: N3_CONTRACTS.BRIDGE.hash,
        operation: 'depositNative',
        args: [
          { type: 'Hash160', value: ADDRESS },
          { type: 'Hash160', value: to.toLowerCase() },
          { type: 'Integer', value: '150000000' },
          { type: 'Integer', value: '10000000' },
        ],
      },
    ]);
  });
  it('lets only the bridge and GAS use the witness (CustomContracts)', () => {
    expect(request.signers).toEqual([
      { account: account.scriptHash, scopes: WITNESS_SCOPE.CustomContracts, allowedContracts: [c.BRIDGE, c.GAS] },
    ]);
    expect(buildSigners(request)[0]!.allowedContracts.map((h) => `0x${h.toBigEndian()}`)).toEqual([c.BRIDGE, c.GAS]);
  });
  it('pushes the Neo X address as the Hash160 whose big-endian form is the address (not reversed by hand)', () => {
    const script = buildScript(request);
    expect(contractCalls(script)).toEqual([
      { scriptHash: c.BRIDGE, method: 'depositNative', callFlags: 15, firstArg: account.scriptHash },
    ]);
    expect(script).toContain(u.reverseHex(to.slice(2).toLowerCase()));
    expect(script).toBe(
      call(c.BRIDGE, 'depositNative', [
        sc.ContractParam.hash160(ADDRESS),
        sc.ContractParam.hash160(to.slice(2).toLowerCase()),
        sc.ContractParam.integer(150_000_000),
        sc.ContractParam.integer(10_000_000),
      ]),
    );
  });
});
