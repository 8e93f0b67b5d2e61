/**
 * The one state machine of every transaction dialog (SPEC §4): form or review → waiting for the signature →
 * validating → an outcome (success, rejected by the user, insufficient GAS, deadline exceeded, unknown error,
 * unknown status). Pure: `txReducer` answers the next state, or the same state for an event that does not apply.
 *
 * Two optional stretches (the bridge, SPEC §4): an approval-required step — the token allowance is signed and
 * validated first (`step: 'approval'`), then the transfer is asked for as a second request (`step: 'transfer'`) —
 * and, after the transaction validated, waiting for it to be relayed to the other chain (`relay`), which ends with
 * the linked transaction there.
 */
import type { Chain } from '../types.ts';
import type { TxOutcome } from '../../../../chain/tx-outcome.ts';

/** The chain actions with a dialog (SPEC §4; bridge for issue 6). */
export type TxKind = 'claim' | 'vote' | 'wrap' | 'unwrap' | 'swap' | 'getGas' | 'bridge';
export type TxPhase = 'form' | 'review' | 'signing' | 'validating' | 'done';

export interface TxState {
  id: number;
  kind: TxKind;
  chain: Chain;
  phase: TxPhase;
  /** Transaction id once the wallet relayed it (0x hex). */
  txid?: string | undefined;
  /** Validation attempt in progress (1..25). */
  attempt: number;
  outcome?: TxOutcome | undefined;
  /** Technical detail of a failure (VM exception, wallet message). */
  detail?: string | undefined;
  /** Whether the dialog is showing; validation goes on when it is closed. */
  open: boolean;
  /** Which request is being signed or validated when an approval is required first. */
  step?: 'approval' | 'transfer' | undefined;
  /** The validated approval transaction (0x hex), once the allowance is in place. */
  approvalTxid?: string | undefined;
  /** Waiting for the relay to the other chain: the deposit's `nonce`, then the `txid` there (0x hex). */
  relay?: { chain: Chain; nonce: string; txid?: string | undefined } | undefined;
}

export type TxEvent =
  | { type: 'review' }
  | { type: 'back' }
  | { type: 'confirm' }
  | { type: 'signed'; txid: string }
  | {
      type: 'signFailed';
      outcome: Extract<TxOutcome, 'rejected' | 'insufficientGas' | 'unknownError'>;
      detail?: string | undefined;
    }
  | { type: 'attempt'; attempt: number }
  | { type: 'settled'; outcome: TxOutcome; detail?: string | undefined; linkedTxid?: string | undefined }
  | { type: 'approvalRequired' }
  | { type: 'approved' }
  | { type: 'relaying'; chain: Chain; nonce: string }
  | { type: 'close' }
  | { type: 'reopen' };

/** A new dialog for `kind` on `chain`, starting at its form (or straight at review). */
export function initialTx(id: number, kind: TxKind, chain: Chain, phase: 'form' | 'review' = 'review'): TxState {
  return { id, kind, chain, phase, attempt: 0, open: true };
}

/** The state after `event`. */
export function txReducer(state: TxState, event: TxEvent): TxState {
  switch (event.type) {
    case 'review':
      return state.phase === 'form' ? { ...state, phase: 'review' } : state;
    case 'back':
      return state.phase === 'review' ? { ...state, phase: 'form' } : state;
    case 'confirm':
      return state.phase === 'review' ? { ...state, phase: 'signing' } : state;
    case 'signed':
      return state.phase === 'signing' ? { ...state, phase: 'validating', txid: event.txid, attempt: 0 } : state;
    case 'signFailed':
      return state.phase === 'signing'
        ? { ...state, phase: 'done', outcome: event.outcome, detail: event.detail }
        : state;
    case 'attempt':
      return state.phase === 'validating' ? { ...state, attempt: event.attempt } : state;
    case 'settled': {
      if (state.phase !== 'validating') return state;
      const relay = state.relay && event.linkedTxid ? { ...state.relay, txid: event.linkedTxid } : state.relay;
      return { ...state, phase: 'done', outcome: event.outcome, detail: event.detail, relay };
    }
    case 'approvalRequired':
      return state.phase === 'signing' && !state.step ? { ...state, step: 'approval' } : state;
    case 'approved':
      return state.phase === 'validating' && state.step === 'approval'
        ? { ...state, phase: 'signing', step: 'transfer', approvalTxid: state.txid, txid: undefined, attempt: 0 }
        : state;
    case 'relaying':
      return state.phase === 'validating' && state.step !== 'approval'
        ? { ...state, relay: { chain: event.chain, nonce: event.nonce } }
        : state;
    case 'close':
      return { ...state, open: false };
    case 'reopen':
      return { ...state, open: true };
  }
}

/** Whether the dialog may be dismissed without losing anything (validation goes on in the background). */
export const isBusy = (state: TxState): boolean => state.phase === 'signing' || state.phase === 'validating';
