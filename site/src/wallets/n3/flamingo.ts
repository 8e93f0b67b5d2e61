/**
 * Flamingo swap quotes (NEO.md §4.2, §4.4: FlamingoSwapRouter `getAmountOut`, blockchain-services
 * FlamingoSwapHelper `getSwapFields`). Amounts are integers in each token's smallest unit; reserves are read
 * from the router (`getReserves(tokenA, tokenB)` answers `[reserveA, reserveB]` in argument order).
 */
import type { N3Rpc } from '../../../../chain/n3/rpc.ts';
import { stackInteger, stackList } from '../../../../chain/n3/stack.ts';

/** The pool fee: 0.3 % of the amount in (997/1000), NEO.md §4.2. */
export const FEE_NUMERATOR = 997n;
export const FEE_DENOMINATOR = 1000n;

/** Slippage settings in percent: default, ± step, bounds, and above what the frontrun warning shows. */
export const SLIPPAGE = {
  defaultPercent: 0.5,
  stepPercent: 0.5,
  minPercent: 0.5,
  maxPercent: 50,
  frontrunAbovePercent: 5,
} as const;
/** Deadline in minutes: default and bounds. */
export const DEADLINE = { defaultMinutes: 20, minMinutes: 1, maxMinutes: 180 } as const;

export interface Reserves {
  reserveIn: bigint;
  reserveOut: bigint;
}

/** Router `getAmountOut`: amountIn × 997 × reserveOut / (reserveIn × 1000 + amountIn × 997), floor. */
export function getAmountOut(amountIn: bigint, { reserveIn, reserveOut }: Reserves): bigint {
  if (amountIn <= 0n || reserveIn <= 0n || reserveOut <= 0n) return 0n;
  const inWithFee = amountIn * FEE_NUMERATOR;
  return (inWithFee * reserveOut) / (reserveIn * FEE_DENOMINATOR + inWithFee);
}

/** Router `getAmountIn`: reserveIn × amountOut × 1000 / ((reserveOut − amountOut) × 997) + 1; undefined when the pool cannot pay it. */
export function getAmountIn(amountOut: bigint, { reserveIn, reserveOut }: Reserves): bigint | undefined {
  if (amountOut <= 0n || amountOut >= reserveOut || reserveIn <= 0n) return undefined;
  return (reserveIn * amountOut * FEE_DENOMINATOR) / ((reserveOut - amountOut) * FEE_NUMERATOR) + 1n;
}

export interface Quote {
  amountIn: bigint;
  amountOut: bigint;
  /** amountOut less the slippage, floor: what the router must deliver at least (`amountOutMin`). */
  minimumReceived: bigint;
  /** The pool fee taken along the path, in units of the token sold. */
  fee: bigint;
  /** Price impact as a fraction (0.012 = 1.2 %), the fee excluded. */
  priceImpact: number;
}

/** Slippage percent as basis points (0.5 % → 50). */
const bps = (percent: number) => BigInt(Math.round(percent * 100));

/**
 * Quote an exact-input swap along `hops` (reserves of each pool in path order) with `slippagePercent`.
 * priceImpact = (price − midPrice) / price − fee / amountIn with price = amountIn / amountOut and
 * midPrice = Π reserveIn / reserveOut (NEO.md §4.4).
 */
export function quoteExactIn(amountIn: bigint, hops: Reserves[], slippagePercent: number): Quote {
  let amountOut = amountIn;
  for (const hop of hops) amountOut = getAmountOut(amountOut, hop);
  const minimumReceived = (amountOut * (10_000n - bps(slippagePercent))) / 10_000n;
  const keep = hops.reduce((k) => k * 0.997, 1);
  const fee = amountIn - BigInt(Math.floor(Number(amountIn) * keep));
  let priceImpact = 0;
  if (amountOut > 0n) {
    const price = Number(amountIn) / Number(amountOut);
    const midPrice = hops.reduce((m, h) => m * (Number(h.reserveIn) / Number(h.reserveOut)), 1);
    priceImpact = Math.max(0, (price - midPrice) / price - (1 - keep));
  }
  return { amountIn, amountOut, minimumReceived, fee, priceImpact };
}

/** Whether the slippage is high enough to warn 'Your transaction may be frontrun' (SPEC §5). */
export const mayBeFrontrun = (slippagePercent: number): boolean => slippagePercent > SLIPPAGE.frontrunAbovePercent;

/** The slippage one step up or down, kept within the bounds. */
export function stepSlippage(current: number, direction: 1 | -1): number {
  const next = Math.round((current + direction * SLIPPAGE.stepPercent) * 100) / 100;
  return Math.min(SLIPPAGE.maxPercent, Math.max(SLIPPAGE.minPercent, next));
}

/** Reserves of each pool along `path` from the router (one test invocation per hop). Throws when a pool is missing (FAULT). */
export async function readReserves(node: N3Rpc, router: string, path: string[]): Promise<Reserves[]> {
  const hops = path.slice(0, -1).map((tokenIn, i) => [tokenIn, path[i + 1]!] as const);
  return Promise.all(
    hops.map(async ([tokenIn, tokenOut]) => {
      const answer = await node.invokeFunction(router, 'getReserves', [
        { type: 'Hash160', value: tokenIn },
        { type: 'Hash160', value: tokenOut },
      ]);
      if (answer.state !== 'HALT') throw new FlamingoUnavailableError(answer.exception ?? 'FAULT');
      const [reserveIn, reserveOut] = stackList(answer.stack[0]).map(stackInteger);
      if (reserveIn === undefined || reserveOut === undefined) throw new FlamingoUnavailableError('no reserves');
      return { reserveIn, reserveOut };
    }),
  );
}

/**
 * The contract hash of `token` as the node gives it (RPC getcontractstate answers `{ id, hash, manifest, … }`): checks
 * that the configured hash is a contract deployed on this network before a quote is made. Throws the node's error
 * answer (e.g. "Unknown contract") or NodeUnreachableError.
 */
export async function readTokenHash(node: N3Rpc, token: string): Promise<string> {
  const state = await node.call<{ hash: string }>('getcontractstate', [token]);
  const wanted = `0x${token.replace(/^0x/, '')}`.toLowerCase();
  if (state?.hash?.toLowerCase() !== wanted) throw new Error(`The node answered contract ${state?.hash} for ${wanted}`);
  return state.hash;
}

/** The router did not answer reserves (pool missing, router gone): the swap is shown as unavailable. */
export class FlamingoUnavailableError extends Error {
  constructor(detail: string) {
    super(`Flamingo swap unavailable: ${detail}`);
    this.name = 'FlamingoUnavailableError';
  }
}
