/**
 * What each N3 tool asks the wallet to sign, as N3Request values (contract, method, arguments, signer scopes).
 * Pure: the same objects go to NeoLine's invokeMultiple and to Neon's invokeFunction, and the tests check them.
 * Every call and scope is from NEO.md: claim and vote §2.1, wrap/unwrap §3.2, Flamingo swaps §4.2–4.3, bridge §5.2.
 */
import type { N3Arg, N3Invocation, N3Request, N3Signer } from '../types.ts';
import { WITNESS_SCOPE } from '../types.ts';

export type { N3Account } from '../../../../chain/n3/types.ts';
import type { N3Account } from '../../../../chain/n3/types.ts';

/** The contract hashes the builders need (from config.ts). */
export interface N3Contracts {
  NEO: string;
  GAS: string;
  BNEO: string;
  SWAP_ROUTER: string;
  SWAP_FACTORY: string;
  SWAP_PAIR_WHITELIST: string;
  BRIDGE: string;
}

const hash160 = (value: string): N3Arg => ({ type: 'Hash160', value });
const integer = (value: bigint): N3Arg => ({ type: 'Integer', value: value.toString() });
const any = (): N3Arg => ({ type: 'Any', value: null });

/** NEP-17 `transfer(from, to, amount, data)`; amount in the token's smallest unit. */
export function transfer(token: string, from: string, to: string, amount: bigint, data: N3Arg = any()): N3Invocation {
  return { scriptHash: token, operation: 'transfer', args: [hash160(from), hash160(to), integer(amount), data] };
}

/** Signer that allows the witness only in contracts called directly by the transaction script (NEO.md §2.1). */
const calledByEntry = (account: N3Account): N3Signer => ({
  account: account.scriptHash,
  scopes: WITNESS_SCOPE.CalledByEntry,
});
/** Signer for calls where a contract moves the user's tokens on their behalf (NEO.md §4.2: router, factory, whitelist, tokens). */
const customContracts = (account: N3Account, allowed: string[]): N3Signer => ({
  account: account.scriptHash,
  scopes: WITNESS_SCOPE.CustomContracts,
  allowedContracts: [...new Set(allowed.map((h) => h.toLowerCase()))],
});

/** Claim GAS: `NEO.transfer(user, user, 0, null)`, CalledByEntry (NEO.md §2.1, §1.4: a 0-NEO self transfer pays out the GAS). */
export function claimGasRequest(c: N3Contracts, account: N3Account): N3Request {
  return { invocations: [transfer(c.NEO, account.address, account.address, 0n)], signers: [calledByEntry(account)] };
}

/** Vote or change vote: `NEO.vote(account, publicKey)`, CalledByEntry (NEO.md §2.1); `publicKey` is 33-byte compressed hex. */
export function voteRequest(c: N3Contracts, account: N3Account, publicKey: string): N3Request {
  return {
    invocations: [
      {
        scriptHash: c.NEO,
        operation: 'vote',
        args: [hash160(account.address), { type: 'PublicKey', value: publicKey }],
      },
    ],
    signers: [calledByEntry(account)],
  };
}

/** Wrap NEO → bNEO: `NEO.transfer(user, bNEO, neo, null)`, CalledByEntry; 1 NEO mints 1.00000000 bNEO (NEO.md §3.2). */
export function wrapRequest(c: N3Contracts, account: N3Account, neo: bigint): N3Request {
  return { invocations: [transfer(c.NEO, account.address, c.BNEO, neo)], signers: [calledByEntry(account)] };
}

/** GAS (fractions of 10^-8) sent to bNEO per NEO redeemed: 0.001 GAS = 100,000 (NEO.md §3.2 DEFAULTWITHDRAWFACTOR). */
export const UNWRAP_GAS_PER_NEO = 100_000n;

/** Unwrap bNEO → NEO: `GAS.transfer(user, bNEO, neo × 0.001 GAS, null)` with `data` null, CalledByEntry (NEO.md §3.2). */
export function unwrapRequest(c: N3Contracts, account: N3Account, neo: bigint): N3Request {
  return {
    invocations: [transfer(c.GAS, account.address, c.BNEO, neo * UNWRAP_GAS_PER_NEO)],
    signers: [calledByEntry(account)],
  };
}

export interface SwapArgs {
  /** Token hashes from the token sold to the token bought (≥ 2). */
  path: string[];
  /** Amount sold, smallest unit of path[0]. */
  amountIn: bigint;
  /** Least amount of the last token accepted (the quote less the slippage). */
  amountOutMin: bigint;
  /** Block time limit in milliseconds since 1970 (the router compares it with Runtime.Time, ms; NEO.md §4.2). */
  deadlineMs: number;
}

const routerSwap = (c: N3Contracts, account: N3Account, s: SwapArgs): N3Invocation => ({
  scriptHash: c.SWAP_ROUTER,
  operation: 'swapTokenInForTokenOut',
  args: [
    hash160(account.address),
    integer(s.amountIn),
    integer(s.amountOutMin),
    { type: 'Array', value: s.path.map(hash160) },
    integer(BigInt(s.deadlineMs)),
  ],
});

/**
 * Token swap through the Flamingo router, exact input: `swapTokenInForTokenOut(sender, amountIn, amountOutMin, paths,
 * deadLine)`, signer CustomContracts allowing the router, factory, pair whitelist and every token of the path (NEO.md §4.2).
 */
export function swapRequest(c: N3Contracts, account: N3Account, s: SwapArgs): N3Request {
  if (s.path.length < 2) throw new Error('A swap path needs at least two tokens');
  return {
    invocations: [routerSwap(c, account, s)],
    signers: [customContracts(account, [c.SWAP_ROUTER, c.SWAP_FACTORY, c.SWAP_PAIR_WHITELIST, ...s.path])],
  };
}

/** bNEO units (10^-8) minted per NEO wrapped. */
export const BNEO_PER_NEO = 100_000_000n;

/**
 * NEO → GAS in one transaction (NEO.md §4.3): wrap `neo` NEO into bNEO, then swap `neo × 10^8` bNEO for GAS on the
 * bNEO/GAS pool; CustomContracts allowing router, factory, whitelist, bNEO, GAS and NEO.
 */
export function neoToGasRequest(
  c: N3Contracts,
  account: N3Account,
  neo: bigint,
  amountOutMin: bigint,
  deadlineMs: number,
): N3Request {
  const swap: SwapArgs = { path: [c.BNEO, c.GAS], amountIn: neo * BNEO_PER_NEO, amountOutMin, deadlineMs };
  return {
    invocations: [transfer(c.NEO, account.address, c.BNEO, neo), routerSwap(c, account, swap)],
    signers: [customContracts(account, [c.SWAP_ROUTER, c.SWAP_FACTORY, c.SWAP_PAIR_WHITELIST, c.BNEO, c.GAS, c.NEO])],
  };
}

/**
 * Bridge GAS to Neo X: `Bridge.depositNative(from, to, amount, maxFee)` with `to` the Neo X 0x address passed as a
 * Hash160 as it is (lowercase hex, not byte-reversed), `amount` and `maxFee` in GAS datoshi; the bridge pulls the fee and the amount
 * from `from`, so the signer is CustomContracts allowing the bridge and GAS (NEO.md §5.2: blockchain-services bs-neo3
 * Neo3NeoXBridgeService `bridge`; NeoLine bridge.service.ts). The contract aborts "Max fee exceeded" when its fee is
 * above `maxFee`, "Deposit amount too low/high" outside its limits.
 */
export function depositNativeRequest(
  c: N3Contracts,
  account: N3Account,
  toNeoX: string,
  amount: bigint,
  maxFee: bigint,
): N3Request {
  return {
    invocations: [
      {
        scriptHash: c.BRIDGE,
        operation: 'depositNative',
        args: [hash160(account.address), hash160(toNeoX.toLowerCase()), integer(amount), integer(maxFee)],
      },
    ],
    signers: [customContracts(account, [c.BRIDGE, c.GAS])],
  };
}
