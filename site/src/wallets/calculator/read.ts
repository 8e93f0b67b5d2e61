/**
 * Reading the calculator's parameters from an N3 node (NEO.md §1.6, §3.1–3.2): GasPerBlock
 * (`NEO.getGasPerBlock`, datoshi), block time (`Policy.getMillisecondsPerBlock`, else getversion), the committee (RPC
 * getcommittee) and the next block's validators (RPC getnextblockvalidators), the candidates with their votes (RPC
 * getcandidates) and NeoBurger's state (`bNEO.rewardEnabled`, `totalSupply`, `agent(i)` and each agent's
 * `NEO.getAccountState`). Scripts built without neon-js (chain/n3/call-script.ts): the page's first read loads only
 * the light JSON-RPC client. Throws NodeUnreachableError when no node answers, and
 * an Error when GasPerBlock or the block time cannot be read; the votes (candidates and committee) and bNEO failing
 * alone leave `candidates` / `committee` / `bneo` null (SPEC §8: temporarily unavailable).
 */
import { readCommittee, readMsPerBlock } from '../n3/account.ts';
import { callScript, type CallArg, type ContractCall } from '../../../../chain/n3/call-script.ts';
import type { N3Rpc } from '../../../../chain/n3/rpc.ts';
import { base64Bytes, stackHex, stackInteger, stackList, toHex, type StackItem } from '../../../../chain/n3/stack.ts';
import type { BneoState, CalculatorParams } from './params.ts';

/** NeoBurger's agent slots: BurgerAgent0..21 (NEO.md §3.1: neoburger/code README.md); unset slots answer null. */
export const BNEO_AGENT_SLOTS = 22;

export interface CalculatorContracts {
  NEO: string;
  POLICY: string;
  BNEO: string;
}

const call = (scriptHash: string, operation: string, args: CallArg[] = []): ContractCall => ({
  scriptHash,
  operation,
  args,
});

/** Run read-only calls in one test invocation; their results in order. Throws on FAULT. */
async function readCalls(node: N3Rpc, calls: ContractCall[]): Promise<StackItem[]> {
  const answer = await node.invokeScript(callScript(...calls));
  if (answer.state !== 'HALT') throw new Error(answer.exception ?? 'FAULT');
  return answer.stack;
}

/** A UInt160 as the VM stores it (20 bytes little-endian, base64 in the RPC) → 0x big-endian hex; undefined for null. */
function hash160(item: StackItem | undefined): string | undefined {
  if (!item || item.type === 'Any') return undefined;
  return `0x${toHex(base64Bytes(String(item.value)).reverse())}`;
}

/** NeoBurger's reward switch, and while rewards are on, its supply and the agents' NEO and votes. */
export async function readBneoState(node: N3Rpc, c: CalculatorContracts): Promise<BneoState> {
  // BurgerNEO.cs `RewardEnabled()`; the devpack lower-cases the first letter of method names (as `rPS`, `syncAccount`).
  const [enabled] = await readCalls(node, [call(c.BNEO, 'rewardEnabled')]);
  if (stackInteger(enabled) === 0n) return { rewardEnabled: false, totalSupply: '0', agents: [] };
  const slots = Array.from({ length: BNEO_AGENT_SLOTS }, (_, i) =>
    call(c.BNEO, 'agent', [{ type: 'Integer', value: String(i) }]),
  );
  const [supply, ...agentItems] = await readCalls(node, [call(c.BNEO, 'totalSupply'), ...slots]);
  const agents = agentItems.map(hash160).filter((h): h is string => !!h);
  const states = agents.length
    ? await readCalls(
        node,
        agents.map((a) => call(c.NEO, 'getAccountState', [{ type: 'Hash160', value: a }])),
      )
    : [];
  return {
    rewardEnabled: true,
    totalSupply: stackInteger(supply).toString(),
    agents: states.map((state) => {
      // getAccountState: null (Any) for an account without NEO, else [balance, balanceHeight, voteTo, lastGasPerVote] (NEO.md §1.3).
      if (!state || state.type === 'Any') return { neo: '0', voteTo: null };
      const [balance, , voteTo] = stackList(state);
      return { neo: stackInteger(balance).toString(), voteTo: stackHex(voteTo) ?? null };
    }),
  };
}

/** GasPerBlock in datoshi (NeoToken `getGasPerBlock`, NEO.md §1.6). */
async function readGasPerBlock(node: N3Rpc, neo: string): Promise<bigint> {
  const answer = await node.invokeFunction(neo, 'getGasPerBlock');
  if (answer.state !== 'HALT') throw new Error(`NEO.getGasPerBlock failed: ${answer.exception ?? 'FAULT'}`);
  return stackInteger(answer.stack[0]);
}

/**
 * Every calculator parameter from the chain now, labelled `origin` with the node, its newest block
 * (`getblockcount − 1`) and the time. The votes are read whole or not at all: candidates and committee are both
 * null when either fails, so no voter share is computed from half of them.
 */
export async function readCalculatorParams(
  node: N3Rpc,
  c: CalculatorContracts,
  origin: 'live' | 'build',
  now: () => Date = () => new Date(),
): Promise<CalculatorParams> {
  const height = await node.getNewestBlock(); // first, so an unreachable node fails fast and once
  const [gasPerBlock, msPerBlock, votes, bneo] = await Promise.all([
    readGasPerBlock(node, c.NEO),
    readMsPerBlock(node, c.POLICY),
    Promise.all([node.getCandidates(), readCommittee(node)]).then(
      ([list, committee]) => ({
        candidates: list.map((x) => ({ publickey: x.publickey, votes: String(x.votes) })),
        committee,
      }),
      () => ({ candidates: null, committee: null }),
    ),
    readBneoState(node, c).catch(() => null),
  ]);
  return {
    origin,
    asOf: now().toISOString(),
    node: node.node,
    height,
    gasPerBlock: gasPerBlock.toString(),
    msPerBlock,
    ...votes,
    committeeCounts: votes.committee
      ? { members: votes.committee.members.length, validators: votes.committee.validators.length }
      : null,
    bneo,
  };
}
