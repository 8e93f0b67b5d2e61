/**
 * The outcomes a transaction dialog ends in (SPEC §4 "Transaction dialogs") and the validation contract the chains
 * implement: poll the chain up to MAX_VALIDATION_ATTEMPTS times (SPEC §9: 25), then give up as `unknownStatus`.
 */
export type TxOutcome =
  'success' | 'rejected' | 'insufficientGas' | 'deadlineExceeded' | 'unknownError' | 'unknownStatus';

/** SPEC §9: max attempts to validate a transaction. */
export const MAX_VALIDATION_ATTEMPTS = 25;

/** How validation ended; `linkedTxid` is the transaction on the other chain when one was relayed (the bridge). */
export interface ValidationResult {
  outcome: TxOutcome;
  detail?: string | undefined;
  linkedTxid?: string | undefined;
}

export interface ValidateOptions {
  /** Called before each attempt with its number (1-based). */
  onAttempt?: (attempt: number) => void;
  /** Time between attempts, ms. */
  intervalMs: number;
  attempts?: number;
  /** Swap deadline (ms since 1970): a failed swap mined after it ended as `deadlineExceeded`. */
  deadlineMs?: number | undefined;
  /** Waits `ms` (tests replace it). */
  sleep?: (ms: number) => Promise<void>;
}

/** Wait `ms` milliseconds. */
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Poll interval from the chain's block time: a quarter block, between 250 ms and 5 s. */
export const pollIntervalFor = (msPerBlock: number): number =>
  Math.min(5000, Math.max(250, Math.round(msPerBlock / 4)));
