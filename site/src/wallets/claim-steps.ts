/**
 * The steps of getting GAS for NEO (SPEC §8 "Claim" errors) and of the reads it shares with the wallet area, each
 * with its own message when it fails:
 * - `tokenHash` 'Could not fetch token hash': the node gives the contract of the pool's wrapped token (bNEO) by the
 *   configured hash (RPC getcontractstate), so a hash not deployed on this network is caught before any quote;
 * - `reserves` 'Error getting reserve values': the router's pool reserves (FlamingoSwapRouter getReserves, NEO.md §4.2);
 * - `address` 'Could not get connected address information': what the node knows of the account's address (RPC
 *   getunclaimedgas, NeoToken getAccountState: its vote);
 * - `balance` 'Error getting balance': the account's NEO and GAS balances (NEP-17 balanceOf).
 * No chain code here: the pages ask about a failure without loading neon-js.
 */

export type ClaimStep = 'tokenHash' | 'reserves' | 'address' | 'balance';
export const CLAIM_STEPS: readonly ClaimStep[] = ['tokenHash', 'reserves', 'address', 'balance'];

/** A step that failed; `cause` is what it threw (a NodeUnreachableError, an RPC error answer, a FAULT). */
export class ClaimStepError extends Error {
  readonly step: ClaimStep;
  constructor(step: ClaimStep, cause: unknown) {
    super(`${step}: ${String((cause as Error | undefined)?.message ?? cause)}`);
    this.name = 'ClaimStepError';
    this.step = step;
    this.cause = cause;
  }
}

/** Run `read` as `step`: its failure is rethrown as a ClaimStepError naming the step (a failure already named keeps its step). */
export async function claimStep<T>(step: ClaimStep, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    throw claimStepOf(error) ? error : new ClaimStepError(step, error);
  }
}

/** The step a failure belongs to (by name, so the check needs no chain code), or undefined. */
export function claimStepOf(error: unknown): ClaimStep | undefined {
  const e = error as { name?: string; step?: string } | null;
  return e?.name === 'ClaimStepError' && CLAIM_STEPS.includes(e.step as ClaimStep) ? (e.step as ClaimStep) : undefined;
}

/** What a step failure was caused by (the error itself when it names no step). */
export const claimStepCause = (error: unknown): unknown => (claimStepOf(error) ? (error as Error).cause : error);
