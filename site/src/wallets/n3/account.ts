/**
 * What the wallet area shows about an N3 account, read from a node (NEO.md §1.3, §1.6, §2.1): balances, unclaimed
 * GAS, the current vote, the candidates, the committee, GasPerBlock and the block time. Amounts: NEO whole, GAS and bNEO in
 * fractions of 10^-8, other tokens in their smallest unit. Nothing is filled in when the node does not answer.
 */
import { claimStep } from '../claim-steps.ts';
import type { KnownToken } from '../config.ts';
import type { N3Account } from './invocations.ts';
import type { Candidate, N3Rpc } from '../../../../chain/n3/rpc.ts';
import type { Committee } from './rewards.ts';
import { stackHex, stackInteger, stackList } from '../../../../chain/n3/stack.ts';
import { callScript } from '../../../../chain/n3/call-script.ts';

export interface TokenBalance {
  hash: string;
  symbol: string;
  decimals: number;
  amount: bigint;
  price?: number | undefined;
  quote?: string | undefined;
  priceAt?: string | undefined;
}

export interface N3AccountView {
  account: N3Account;
  /** The newest block's index when read (`getblockcount − 1`, N3Rpc.getNewestBlock): what "at block N" names. */
  height: number;
  neo: bigint;
  /** GAS in fractions of 10^-8. */
  gas: bigint;
  /** bNEO in fractions of 10^-8; undefined when the bNEO contract did not answer (service unavailable). */
  bneo: bigint | undefined;
  /** Other NEP-17 tokens the node's TokenTracker lists (undefined when the node has no such plugin). */
  others: TokenBalance[] | undefined;
  /** Unclaimed GAS, fractions of 10^-8 (RPC getunclaimedgas). */
  unclaimedGas: bigint;
  /** The candidate the account votes for (33-byte compressed public key, hex), or undefined. */
  voteTo: string | undefined;
  /** GasPerBlock in fractions of 10^-8 (NEO.getGasPerBlock). */
  gasPerBlock: bigint;
  /** Milliseconds per block (Policy.getMillisecondsPerBlock; getversion's msperblock on nodes before HF_Echidna). */
  msPerBlock: number;
  /** The committee and the next block's validators (RPC getcommittee, getnextblockvalidators); undefined when not read. */
  committee: Committee | undefined;
}

export interface N3Contracts {
  NEO: string;
  GAS: string;
  BNEO: string;
  POLICY: string;
}

/** One test invocation reading the balances: NEO and GAS (NEP-17 balanceOf), with GasPerBlock in the same script. */
async function readNativeBalances(node: N3Rpc, c: N3Contracts, account: N3Account) {
  const who = { type: 'Hash160', value: account.scriptHash } as const;
  const script = callScript(
    { scriptHash: c.NEO, operation: 'balanceOf', args: [who] },
    { scriptHash: c.GAS, operation: 'balanceOf', args: [who] },
    { scriptHash: c.NEO, operation: 'getGasPerBlock' },
  );
  const answer = await node.invokeScript(script);
  if (answer.state !== 'HALT') throw new Error(`Reading the balances failed: ${answer.exception ?? 'FAULT'}`);
  const [neo, gas, gasPerBlock] = answer.stack;
  return { neo: stackInteger(neo), gas: stackInteger(gas), gasPerBlock: stackInteger(gasPerBlock) };
}

/** What the node knows of the address: unclaimed GAS (RPC getunclaimedgas) and its vote (NeoToken getAccountState). */
async function readAddressInfo(node: N3Rpc, c: N3Contracts, account: N3Account) {
  const [unclaimedGas, state] = await Promise.all([
    node.getUnclaimedGas(account.address),
    node.invokeFunction(c.NEO, 'getAccountState', [{ type: 'Hash160', value: account.scriptHash }]),
  ]);
  if (state.state !== 'HALT') throw new Error(`Reading the account state failed: ${state.exception ?? 'FAULT'}`);
  // getAccountState answers null (Any) for an account that never held NEO; else [balance, height, voteTo, lastGasPerVote].
  const item = state.stack[0];
  const voteTo = item && item.type !== 'Any' ? stackHex(stackList(item)[2]) : undefined;
  return { unclaimedGas, voteTo };
}

/** Block time in ms from Policy (post-Echidna), else from getversion (NEO.md §1.6). */
export async function readMsPerBlock(node: N3Rpc, policy: string): Promise<number> {
  const answer = await node.invokeFunction(policy, 'getMillisecondsPerBlock').catch(() => undefined);
  if (answer?.state === 'HALT') return Number(stackInteger(answer.stack[0]));
  const version = await node.getVersion();
  if (!version.protocol.msperblock) throw new Error('The node does not tell its block time');
  return version.protocol.msperblock;
}

/** bNEO balance, or undefined when the contract does not answer (the bNEO service is then shown as unavailable). */
async function readBneo(node: N3Rpc, bneo: string, account: N3Account): Promise<bigint | undefined> {
  const answer = await node
    .invokeFunction(bneo, 'balanceOf', [{ type: 'Hash160', value: account.scriptHash }])
    .catch(() => undefined);
  return answer?.state === 'HALT' ? stackInteger(answer.stack[0]) : undefined;
}

/** Other NEP-17 balances from the TokenTracker plugin, described with the known token list; undefined when unsupported. */
async function readOthers(
  node: N3Rpc,
  account: N3Account,
  known: KnownToken[],
  skip: string[],
): Promise<TokenBalance[] | undefined> {
  const answer = await node.getNep17Balances(account.address).catch(() => undefined);
  if (!answer) return undefined;
  const byHash = new Map(known.map((t) => [t.hash.toLowerCase(), t]));
  return answer.balance
    .filter((b) => !skip.includes(b.assethash.toLowerCase()) && BigInt(b.amount) > 0n)
    .map((b) => {
      const token = byHash.get(b.assethash.toLowerCase());
      return {
        hash: b.assethash,
        symbol: token?.symbol ?? b.symbol ?? b.assethash,
        decimals: token?.decimals ?? Number(b.decimals ?? 0),
        amount: BigInt(b.amount),
        price: token?.price,
        quote: token?.quote,
        priceAt: token?.priceAt,
      };
    });
}

/**
 * Read everything the wallet area shows for `account`. The balances and the address information are the claim's
 * `balance` and `address` steps (claim-steps.ts): their failures are ClaimStepErrors (a NodeUnreachableError as cause
 * when no node answers).
 */
export async function readN3Account(
  node: N3Rpc,
  c: N3Contracts,
  account: N3Account,
  known: KnownToken[] = [],
): Promise<N3AccountView> {
  // First, so an unreachable node fails fast and once.
  const height = await claimStep('balance', () => node.getNewestBlock());
  const [native, info, msPerBlock, bneo, others, committee] = await Promise.all([
    claimStep('balance', () => readNativeBalances(node, c, account)),
    claimStep('address', () => readAddressInfo(node, c, account)),
    readMsPerBlock(node, c.POLICY),
    readBneo(node, c.BNEO, account),
    readOthers(
      node,
      account,
      known,
      [c.NEO, c.GAS, c.BNEO].map((h) => h.toLowerCase()),
    ),
    readCommittee(node).catch(() => undefined),
  ]);
  return { account, height, ...native, ...info, msPerBlock, bneo, others, committee };
}

/** The committee and the next block's validators as the node answers them (NEO.md §1.2, §1.6). */
export async function readCommittee(node: N3Rpc): Promise<Committee> {
  const [members, validators] = await Promise.all([node.getCommittee(), node.getNextBlockValidators()]);
  return { members, validators };
}

/** Registered candidates with their votes (RPC getcandidates, NEO.md §1.6). */
export const readCandidates = (node: N3Rpc): Promise<Candidate[]> => node.getCandidates();
