/**
 * What the GAS calculator computes from (NEO.md §1.5, §1.6, §3): GasPerBlock, block time, the committee and the
 * next block's validators, the candidates with their votes and the bNEO contract's state, with where and when they
 * were read. JSON-safe (amounts as decimal strings), because the build embeds them in the page. Three origins,
 * always labelled:
 * - `live`: read from an N3 node in the browser just now;
 * - `build`: read from an N3 node when the site was built (`asOf` = that moment);
 * - `protocol`: no chain reading at all, only mainnet's protocol configuration of `protocol-snapshot.json`, each
 *   value with its source (`asOf` = the date of the newest source); never candidates, votes or committee keys (none
 *   were recorded). Mainnet only: another network's page has no snapshot when no node answers.
 */
import type { Committee } from '../n3/rewards.ts';
import protocolSnapshot from './protocol-snapshot.json' with { type: 'json' };

export interface CandidateVotes {
  /** 33-byte compressed public key, hex. */
  publickey: string;
  /** Votes in whole NEO, decimal string (RPC getcandidates). */
  votes: string;
}

/** NeoBurger's bNEO contract as read (NEO.md §3.1, §3.2). */
export interface BneoState {
  /** `rewardEnabled()`: false once GAS distribution to bNEO holders stopped. */
  rewardEnabled: boolean;
  /** bNEO total supply in 10^-8 bNEO, decimal string ("0" when not read because rewards are off). */
  totalSupply: string;
  /** NEO held by each agent contract (whole NEO, decimal string) and the candidate it votes for. */
  agents: { neo: string; voteTo: string | null }[];
}

export interface CalculatorParams {
  origin: 'live' | 'build' | 'protocol';
  /** ISO-8601 UTC: when read (`live`, `build`), or the date of the newest source (`protocol`). */
  asOf: string;
  /** The node that answered and its newest block's index, `getblockcount − 1` (chain readings only). */
  node?: string | undefined;
  height?: number | undefined;
  /** GasPerBlock in datoshi (10^-8 GAS), decimal string. */
  gasPerBlock: string;
  msPerBlock: number;
  /** null: not read (the vote service is unavailable, or the protocol snapshot, which has no votes). */
  candidates: CandidateVotes[] | null;
  /**
   * The committee (RPC getcommittee) and the next block's validators (RPC getnextblockvalidators), public keys;
   * null: not read (the node did not answer them, or the protocol snapshot).
   */
  committee: Committee | null;
  /**
   * Committee members m and validators n: the sizes of `committee` when read; in the protocol snapshot mainnet's
   * configuration (21 and 7, `sources.committee`); null when neither.
   */
  committeeCounts: { members: number; validators: number } | null;
  /** null: not read (the bNEO contract did not answer, or the protocol snapshot). */
  bneo: BneoState | null;
  /** Sources of the protocol snapshot's values. */
  sources?: { gasPerBlock: string; msPerBlock: string; committee: string; note: string; brief: string } | undefined;
}

/** The committed protocol snapshot of mainnet (GasPerBlock 5 GAS at genesis, 15,000 ms blocks, 21/7; see its `sources`). */
export const PROTOCOL_SNAPSHOT = protocolSnapshot as CalculatorParams;

/** Whether `params` come from a chain reading (live or at build), as opposed to the protocol configuration. */
export const isChainReading = (params: CalculatorParams): boolean => params.origin !== 'protocol';
