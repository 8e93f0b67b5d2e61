/**
 * Runs transactions through the dialog state machine and keeps them in a store, so validation goes on after the
 * dialog is closed (SPEC §4) and its outcome is toasted then. Chain-agnostic: a flow says how to send (the wallet)
 * and how to validate (the chain service).
 */
import { map } from 'nanostores';
import { classifySendFailure } from '../errors.ts';
import type { Chain } from '../types.ts';
import { initialTx, txReducer, type TxEvent, type TxKind, type TxState } from './machine.ts';
import type { TxOutcome, ValidationResult } from '../../../../chain/tx-outcome.ts';

/** Every transaction with a dialog or a validation still running, by id. */
export const $transactions = map<Record<string, TxState | undefined>>({});
let nextId = 1;

/** What a validation may report besides its attempts: the transaction is waiting to be relayed to `chain`. */
export type TxProgress = { type: 'relaying'; chain: Chain; nonce: string };

/** A request signed and validated on its own (the approval before a bridge transfer). */
export interface TxRequestFlow {
  send: () => Promise<string>;
  validate: (txid: string, onAttempt: (attempt: number) => void) => Promise<ValidationResult>;
}

export interface TxFlow {
  /** Ask the wallet to sign and relay; resolves the txid. */
  send: () => Promise<string>;
  /** Validate on chain (up to 25 attempts), reporting each attempt and, for the bridge, the relay. */
  validate: (
    txid: string,
    onAttempt: (attempt: number) => void,
    progress: (event: TxProgress) => void,
  ) => Promise<ValidationResult>;
  /** A token allowance to approve first when `required()` says so (SPEC §4 bridge: approval, then the transfer). */
  approval?: (TxRequestFlow & { required: () => Promise<boolean> }) | undefined;
  /** Called once with the final state (e.g. to reload balances). */
  onSettled?: (state: TxState) => void;
  /** Told when an outcome arrives while the dialog is closed (toast). */
  notifyClosed?: (state: TxState) => void;
}

/** The state of transaction `id`. */
export const getTx = (id: number): TxState | undefined => $transactions.get()[String(id)];

/** Apply `event` to transaction `id`. */
export function dispatchTx(id: number, event: TxEvent): TxState | undefined {
  const current = getTx(id);
  if (!current) return undefined;
  const next = txReducer(current, event);
  if (next !== current) $transactions.setKey(String(id), next);
  return next;
}

/** Open a dialog for a new transaction; answers its id. */
export function openTx(kind: TxKind, chain: Chain, phase: 'form' | 'review' = 'review'): number {
  const id = nextId++;
  $transactions.setKey(String(id), initialTx(id, kind, chain, phase));
  return id;
}

/** Close the dialog of `id`; a finished transaction is forgotten, a running one keeps validating. */
export function closeTx(id: number): void {
  const tx = getTx(id);
  if (!tx) return;
  if (tx.phase === 'done' || tx.phase === 'form' || tx.phase === 'review') $transactions.setKey(String(id), undefined);
  else dispatchTx(id, { type: 'close' });
}

/** End a transaction before signing (e.g. a pre-check found too little GAS for the fee). */
export function failBeforeSigning(
  id: number,
  outcome: Extract<TxOutcome, 'insufficientGas' | 'unknownError' | 'rejected'>,
  detail?: string,
): void {
  dispatchTx(id, { type: 'confirm' });
  dispatchTx(id, { type: 'signFailed', outcome, detail });
}

/** Sign one request; answers its txid, or the final state when the wallet refused. */
async function sign(
  id: number,
  send: () => Promise<string>,
  flow: TxFlow,
): Promise<string | { ended: TxState | undefined }> {
  try {
    return await send();
  } catch (error) {
    const failure = classifySendFailure(error);
    const outcome = failure === 'unknown' ? 'unknownError' : failure;
    return {
      ended: finish(
        id,
        dispatchTx(id, { type: 'signFailed', outcome, detail: (error as Error)?.message ?? String(error) }),
        flow,
      ),
    };
  }
}

/** Validate one request; a validation that throws counts as unknown status. */
async function check(
  id: number,
  run: (onAttempt: (attempt: number) => void) => Promise<ValidationResult>,
): Promise<ValidationResult> {
  try {
    return await run((attempt) => dispatchTx(id, { type: 'attempt', attempt }));
  } catch (error) {
    return { outcome: 'unknownStatus', detail: (error as Error)?.message };
  }
}

/** The approval step when the flow has one and it is required; answers the final state when it did not succeed. */
async function approve(id: number, flow: TxFlow): Promise<{ ended: TxState | undefined } | undefined> {
  const approval = flow.approval;
  if (!approval || !(await approval.required())) return undefined;
  dispatchTx(id, { type: 'approvalRequired' });
  const txid = await sign(id, approval.send, flow);
  if (typeof txid !== 'string') return txid;
  dispatchTx(id, { type: 'signed', txid });
  const result = await check(id, (onAttempt) => approval.validate(txid, onAttempt));
  if (result.outcome !== 'success')
    return {
      ended: finish(id, dispatchTx(id, { type: 'settled', outcome: result.outcome, detail: result.detail }), flow),
    };
  dispatchTx(id, { type: 'approved' });
  return undefined;
}

/** Confirm the review of `id` and run the flow to its outcome (through the approval first when one is required). */
export async function confirmTx(id: number, flow: TxFlow): Promise<TxState | undefined> {
  if (getTx(id)?.phase !== 'review') return getTx(id);
  dispatchTx(id, { type: 'confirm' });
  const approval = await approve(id, flow).catch((error: unknown) => ({
    ended: finish(
      id,
      dispatchTx(id, {
        type: 'signFailed',
        outcome: 'unknownError',
        detail: (error as Error)?.message ?? String(error),
      }),
      flow,
    ),
  }));
  if (approval) return approval.ended;
  const txid = await sign(id, flow.send, flow);
  if (typeof txid !== 'string') return txid.ended;
  dispatchTx(id, { type: 'signed', txid });
  const result = await check(id, (onAttempt) => flow.validate(txid, onAttempt, (event) => dispatchTx(id, event)));
  return finish(
    id,
    dispatchTx(id, { type: 'settled', outcome: result.outcome, detail: result.detail, linkedTxid: result.linkedTxid }),
    flow,
  );
}

function finish(id: number, state: TxState | undefined, flow: TxFlow): TxState | undefined {
  if (!state) return state;
  flow.onSettled?.(state);
  if (!state.open) {
    flow.notifyClosed?.(state);
    $transactions.setKey(String(id), undefined);
  }
  return state;
}
