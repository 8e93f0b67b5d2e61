/**
 * Reading the N3 bridge contract (NEO.md §5.2, manifest v3.0.0 of bane-labs/bridge-neo-contracts): its limits in
 * one test invocation, and the nonce of a deposit from its application log (NEO.md §5.3). Amounts in GAS datoshi.
 */
import type { ApplicationLog, N3Rpc } from '../../../../chain/n3/rpc.ts';
import { callScript } from '../../../../chain/n3/call-script.ts';
import { stackInteger, stackList, type StackItem } from '../../../../chain/n3/stack.ts';
import { configuredLimits, type BridgeLimits } from './limits.ts';
import type { WalletConfig } from '../config.ts';

/** The read-only methods read at once, in stack order (all `safe` in the manifest). */
export const LIMIT_METHODS = [
  'nativeDepositFee',
  'minNativeDeposit',
  'maxNativeDeposit',
  'maxTotalDepositedNative',
  'isPaused',
  'depositsArePaused',
  'getNativeBridge',
] as const;

/**
 * `getNativeBridge()` answers the NativeTokenBridgeV3 struct `[paused, totalDeposited, depositState, withdrawalState,
 * config]` (NativeBridgeImpl.java @ 137adce `setNativeBridge`); anything else leaves both undefined.
 */
function nativeBridgeState(item: StackItem | undefined): { paused?: boolean; totalDeposited?: bigint } {
  try {
    const [paused, total] = stackList(item);
    return {
      paused: paused?.type === 'Boolean' ? paused.value === true : undefined,
      totalDeposited: stackInteger(total),
    };
  } catch {
    return {};
  }
}

/**
 * The bridge's limits from chain, `source: 'contract'`. Throws when the node answers a FAULT or an unreadable stack
 * (the page then shows the configured values) and NodeUnreachableError when no node answers.
 */
export async function readBridgeLimits(node: N3Rpc, bridge: string): Promise<BridgeLimits> {
  const script = callScript(...LIMIT_METHODS.map((operation) => ({ scriptHash: bridge, operation })));
  const answer = await node.invokeScript(script);
  if (answer.state !== 'HALT') throw new Error(`Reading the bridge failed: ${answer.exception ?? 'FAULT'}`);
  const [fee, min, max, cap, paused, depositsPaused, state] = answer.stack;
  const native = nativeBridgeState(state);
  return {
    feeDatoshi: stackInteger(fee),
    minDatoshi: stackInteger(min),
    maxDatoshi: stackInteger(max),
    capDatoshi: stackInteger(cap),
    totalDepositedDatoshi: native.totalDeposited,
    paused: stackInteger(paused) !== 0n || stackInteger(depositsPaused) !== 0n || native.paused === true,
    source: 'contract',
  };
}

/**
 * The deposit nonce of a HALTed `depositNative` transaction: its `NativeDeposit(Nonce, Recipient, Amount, Depositor,
 * DepositHash, NewDepositRoot)` notification from `bridge`, `state.value[0]` (NEO.md §5.3: blockchain-services bs-neo3
 * `getNonce`). Undefined when the log holds no such notification (or not HALT).
 */
export function depositNonce(log: ApplicationLog, bridge: string): string | undefined {
  const execution = log.executions[0];
  if (execution?.vmstate !== 'HALT') return undefined;
  const event = execution.notifications.find(
    (n) => n.eventname === 'NativeDeposit' && n.contract.toLowerCase() === bridge.toLowerCase(),
  );
  if (!event) return undefined;
  try {
    return stackInteger(stackList(event.state)[0]).toString();
  } catch {
    return undefined;
  }
}

/** The limits and, when the contract could not be read, why (the page then labels them as configured). */
export interface LimitsRead {
  limits: BridgeLimits;
  failure?: string | undefined;
}

/**
 * The bridge contract's limits read through `node` (the light JSON-RPC client: no neon-js), or the configured ones
 * with the reason when they cannot be read. Never throws.
 */
export async function readLimitsOrConfigured(node: N3Rpc, config: WalletConfig): Promise<LimitsRead> {
  try {
    return { limits: await readBridgeLimits(node, config.n3.contracts.BRIDGE) };
  } catch (error) {
    return { limits: configuredLimits(config.bridge), failure: String((error as Error)?.message ?? error) };
  }
}
