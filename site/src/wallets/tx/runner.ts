/**
 * Runs transactions through the dialog state machine and keeps them in a store, so validation goes on after the
 * dialog is closed (SPEC §4) and its outcome is toasted then. Chain-agnostic: a flow says how to send (the wallet)
 * and how to validate (the chain service).
 */
import { map } from 'nanostores';
import { classifySendFailure } from '../errors.ts';
import type { Chain } from '../types.ts';
import { initialTx, txReducer, type TxEvent, type TxKind, type TxState } from './machine.ts';
import type { TxOutcome, ValidationResult } from './outcome.ts';

/** Every transaction with a dialog or a validation still running, by id. */
export const $transactions = map<Record<string, TxState | undefined>>({});
let nextId = 1;

export interface TxFlow {
  /** Ask the wallet to sign and relay; resolves the txid. */
  send: () => Promise<string>;
  /** Validate on chain (up to 25 attempts), reporting each attempt. */
  validate: (txid: string, onAttempt: (attempt: number) => void) => Promise<ValidationResult>;
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
export function failBeforeSigning(id: number, outcome: Extract<TxOutcome, 'insufficientGas' | 'unknownError' | 'rejected'>, detail?: string): void {
  dispatchTx(id, { type: 'confirm' });
  dispatchTx(id, { type: 'signFailed', outcome, detail });
}

/** Confirm the review of `id` and run the flow to its outcome. */
export async function confirmTx(id: number, flow: TxFlow): Promise<TxState | undefined> {
  if (getTx(id)?.phase !== 'review') return getTx(id);
  dispatchTx(id, { type: 'confirm' });
  let txid: string;
  try {
    txid = await flow.send();
  } catch (error) {
    const failure = classifySendFailure(error);
    const outcome = failure === 'unknown' ? 'unknownError' : failure;
    return finish(id, dispatchTx(id, { type: 'signFailed', outcome, detail: (error as Error)?.message ?? String(error) }), flow);
  }
  dispatchTx(id, { type: 'signed', txid });
  let result: ValidationResult;
  try {
    result = await flow.validate(txid, (attempt) => dispatchTx(id, { type: 'attempt', attempt }));
  } catch (error) {
    result = { outcome: 'unknownStatus', detail: (error as Error)?.message };
  }
  return finish(id, dispatchTx(id, { type: 'settled', outcome: result.outcome, detail: result.detail }), flow);
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
