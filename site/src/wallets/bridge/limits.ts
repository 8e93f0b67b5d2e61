/**
 * The bridge's limits and the amount rules of /bridge (SPEC §5, §8, §9; NEO.md §5.2). Pure and library-free, so the
 * page's first bundle can check amounts before any chain code loads. Amounts are bigint GAS datoshi (10^-8 GAS) on
 * N3; GAS arrives on Neo X with 18 decimals (wei).
 */
import type { BridgeConfig } from '../config.ts';
import { parseLocalUnits } from '../strings.ts';

/** What the bridge accepts now, read from the N3 bridge contract or, failing that, the configured values. */
export interface BridgeLimits {
  /** Contract fee per deposit (`nativeDepositFee`), datoshi; paid on top of the amount. */
  feeDatoshi: bigint;
  /** Least amount per deposit (`minNativeDeposit`); below it the contract aborts and nothing is received. */
  minDatoshi: bigint;
  /** Most per deposit (`maxNativeDeposit`). */
  maxDatoshi: bigint;
  /** Most GAS on the bridge at once (`maxTotalDepositedNative`, the first-phase cap). */
  capDatoshi: bigint;
  /** GAS on the bridge now (`getNativeBridge().totalDeposited`), when the contract told it. */
  totalDepositedDatoshi?: bigint | undefined;
  /** Deposits switched off (`isPaused`, `depositsArePaused` or the native bridge's own pause). */
  paused: boolean;
  /** `contract`: read from chain now; `configured`: the configuration's fallback (config.ts BRIDGE_FALLBACK). */
  source: 'contract' | 'configured';
}

/** GAS decimals on N3 and on Neo X (NEO.md §0, §5.1). */
export const GAS_DECIMALS = { n3: 8, neoX: 18 } as const;

/** The configured fallback limits (shown labelled as configured; never paused, since nothing says so). */
export function configuredLimits(bridge: BridgeConfig): BridgeLimits {
  const f = bridge.fallback;
  return {
    feeDatoshi: BigInt(f.feeDatoshi),
    minDatoshi: BigInt(f.minDatoshi),
    maxDatoshi: BigInt(f.maxDatoshi),
    capDatoshi: BigInt(f.capDatoshi),
    paused: false,
    source: 'configured',
  };
}

/** GAS still accepted under the cap (cap − deposited when known, else the whole cap), never negative. */
export function remainingCap(limits: BridgeLimits): bigint {
  const left = limits.capDatoshi - (limits.totalDepositedDatoshi ?? 0n);
  return left > 0n ? left : 0n;
}

/** Datoshi (10^-8) → wei (10^-18): what arrives on Neo X for an amount deposited on N3. */
export const datoshiToWei = (datoshi: bigint): bigint => datoshi * 10n ** BigInt(GAS_DECIMALS.neoX - GAS_DECIMALS.n3);

/**
 * Why an amount cannot be bridged (SPEC §8 bridge messages), in the order they are checked:
 * `required` nothing typed; `invalid` not a positive GAS amount with at most 8 decimals; `paused` deposits are off;
 * `belowMinimum` under the minimum (the contract aborts: nothing would be received); `aboveMaximum` over the per-deposit
 * maximum; `aboveCap` over what the first-phase cap still accepts; `noBalance` the N3 wallet holds no GAS;
 * `exceedsBalance` the amount alone is more than the wallet holds; `feeNotCovered` amount + fee is more than it holds.
 */
export type BridgeAmountProblem =
  | 'required'
  | 'invalid'
  | 'paused'
  | 'belowMinimum'
  | 'aboveMaximum'
  | 'aboveCap'
  | 'noBalance'
  | 'exceedsBalance'
  | 'feeNotCovered';

/**
 * The first rule broken by `text` (GAS, decimal) under `limits` for a wallet holding `gasDatoshi` GAS on N3
 * (undefined while no wallet is connected or the balance is unknown: the balance rules are then not checked).
 */
export function bridgeAmountProblem(
  text: string,
  limits: BridgeLimits,
  gasDatoshi: bigint | undefined,
): BridgeAmountProblem | undefined {
  if (!text.trim()) return 'required';
  const amount = parseLocalUnits(text, GAS_DECIMALS.n3);
  if (amount === undefined || amount <= 0n) return 'invalid';
  if (limits.paused) return 'paused';
  if (amount < limits.minDatoshi) return 'belowMinimum';
  if (amount > limits.maxDatoshi) return 'aboveMaximum';
  if (amount > remainingCap(limits)) return 'aboveCap';
  if (gasDatoshi === undefined) return undefined;
  if (gasDatoshi <= 0n) return 'noBalance';
  if (amount > gasDatoshi) return 'exceedsBalance';
  if (amount + limits.feeDatoshi > gasDatoshi) return 'feeNotCovered';
  return undefined;
}
