/**
 * The bridge's transaction flow around the shared dialog runner (tx/runner.ts): whether an allowance must be approved
 * first, and how a deposit is followed to its Neo X transaction (NEO.md §5.3): the N3 transaction validates (HALT),
 * its `NativeDeposit` notification gives the nonce, then the deposit tracker names the Neo X transaction.
 */
import type { ApplicationLog } from '../../../../chain/n3/rpc.ts';
import type { ValidateOptions, ValidationResult } from '../../../../chain/tx-outcome.ts';
import type { TxProgress } from '../tx/runner.ts';
import type { Chain } from '../types.ts';
import { depositNonce } from './contract.ts';
import { trackDeposit, type TrackOptions } from './tracker.ts';

/** A bridge route: the chain the tokens leave and the token (the first phase carries GAS only, SPEC §9). */
export interface BridgeRoute {
  from: Chain;
  token: 'GAS' | 'NEO';
}

/**
 * Whether the token needs an allowance before the transfer. N3 → Neo X never does: the bridge pulls NEP-17 tokens
 * under the sender's CustomContracts witness (blockchain-services bs-neo3 Neo3NeoXBridgeService `getApprovalFee`:
 * "Neo3 does not require approval"). Neo X → N3 does for an ERC-20 (NEO), never for native GAS (bs-neox
 * Neo3NeoXBridgeService `bridge`: `approve(bridge, amount)` when the allowance is short).
 */
export function allowanceRequired(route: BridgeRoute): boolean {
  return route.from === 'neoX' && route.token !== 'GAS';
}

export interface DepositTrackingDeps {
  /** N3 validation (n3/validate.ts through the N3 service). */
  validateN3: (txid: string, options: ValidateOptions) => Promise<ValidationResult>;
  /** The transaction's application log (RPC getapplicationlog). */
  applicationLog: (txid: string) => Promise<ApplicationLog>;
  /** N3 bridge contract hash. */
  bridge: string;
  /** Deposit tracker base URL; undefined when tracking is switched off. */
  trackerUrl: string | undefined;
  track?: TrackOptions;
}

/**
 * Validate deposit `txid` on N3, then follow it to Neo X. Success carries the Neo X transaction as `linkedTxid`;
 * an N3 failure is that failure; a deposit that cannot be followed (no nonce, tracking off, not relayed in time) is
 * `unknownStatus` with the reason, so the dialog sends the visitor to the explorers.
 */
export async function validateDeposit(
  deps: DepositTrackingDeps,
  txid: string,
  options: ValidateOptions,
  progress: (event: TxProgress) => void,
): Promise<ValidationResult> {
  const onN3 = await deps.validateN3(txid, options);
  if (onN3.outcome !== 'success') return onN3;
  const log = await deps.applicationLog(txid).catch(() => undefined);
  const nonce = log && depositNonce(log, deps.bridge);
  if (!nonce) return { outcome: 'unknownStatus', detail: 'no NativeDeposit notification in the application log' };
  progress({ type: 'relaying', chain: 'neoX', nonce });
  if (!deps.trackerUrl) return { outcome: 'unknownStatus', detail: 'deposit tracking is switched off' };
  const linkedTxid = await trackDeposit(deps.trackerUrl, nonce, deps.track);
  return linkedTxid
    ? { outcome: 'success', linkedTxid }
    : { outcome: 'unknownStatus', detail: `deposit ${nonce} not relayed yet` };
}
