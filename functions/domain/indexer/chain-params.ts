/**
 * The network-wide chain parameters the home's network statistics show, read from the node the indexer follows
 * in one JSON-RPC batch (NEO.md §1.6): the committee (`getcommittee`, its size), the next block's validators
 * (`getnextblockvalidators`, their count), GasPerBlock (`NeoToken.getGasPerBlock`, datoshi), the block time
 * (`Policy.getMillisecondsPerBlock`, else `getversion` `protocol.msperblock`), the network magic (`getversion`), the
 * newest block they were read at (`getblockcount − 1`) and the node that answered. Never a mainnet constant: the privnet's committee is one.
 */
import type { N3Network } from '../../../content-schema/entities/dapp.ts';
import type { N3Rpc } from '../../../chain/n3/rpc.ts';
import { NATIVE } from '../../../chain/n3/native.ts';
import { newestBlockOf } from '../../../chain/n3/blocks.ts';
import { stackInteger, type StackItem } from '../../../chain/n3/stack.ts';

/** N3 network magics (NEO.md §0: config.mainnet.json / config.testnet.json `Network`). */
export const N3_NETWORK_MAGIC = { mainnet: 860_833_102, testnet: 894_710_606 } as const;
/** The network a `getversion` magic names: the public mainnet, the public testnet (T5), or a private network. */
export function n3NetworkOf(magic: number): N3Network {
  if (magic === N3_NETWORK_MAGIC.mainnet) return 'mainnet';
  return magic === N3_NETWORK_MAGIC.testnet ? 'testnet' : 'private';
}

export interface ChainParams {
  /** The network the node is on and its magic (getversion `protocol.network`). */
  network: N3Network;
  magic: number;
  /** Members of the committee (getcommittee). */
  committeeSize: number;
  /** Consensus validators of the next block (getnextblockvalidators). */
  validatorsCount: number;
  /** GasPerBlock in datoshi (10^-8 GAS), decimal string. */
  gasPerBlock: string;
  /** Block time in milliseconds. */
  msPerBlock: number;
  /** The newest block when they were read (getblockcount − 1), and when (UTC ISO-8601). */
  block: number;
  readAt: string;
  /** The node that answered (its URL); absent in figures stored before it was recorded. */
  node?: string;
}

interface InvokeResult {
  state: string;
  stack: StackItem[];
  exception?: string | null;
}
interface Version {
  protocol: { network: number; msperblock?: number };
}

/** Read the parameters from `rpc` (see the module comment). Throws N3RpcError, or an Error when NeoToken faults. */
export async function readChainParams(rpc: N3Rpc, now: () => Date = () => new Date()): Promise<ChainParams> {
  const [count, version, committee, validators, gas, ms] = await rpc.batch<unknown>([
    { method: 'getblockcount' },
    { method: 'getversion' },
    { method: 'getcommittee' },
    { method: 'getnextblockvalidators' },
    { method: 'invokefunction', params: [NATIVE.NEO, 'getGasPerBlock', []] },
    { method: 'invokefunction', params: [NATIVE.POLICY, 'getMillisecondsPerBlock', []] },
  ]);
  const gasAnswer = gas as InvokeResult;
  if (gasAnswer.state !== 'HALT') throw new Error(`NEO.getGasPerBlock failed: ${gasAnswer.exception ?? 'FAULT'}`);
  const msAnswer = ms as InvokeResult;
  const magic = (version as Version).protocol.network;
  // Policy.getMillisecondsPerBlock exists from HF_Echidna on; before it, the node's configured block time.
  const msPerBlock =
    msAnswer.state === 'HALT' ? Number(stackInteger(msAnswer.stack[0])) : (version as Version).protocol.msperblock;
  if (!msPerBlock) throw new Error('The node does not tell its block time');
  return {
    network: n3NetworkOf(magic),
    magic,
    committeeSize: (committee as string[]).length,
    validatorsCount: (validators as unknown[]).length,
    gasPerBlock: stackInteger(gasAnswer.stack[0]).toString(),
    msPerBlock,
    block: newestBlockOf(count as number),
    readAt: now().toISOString(),
    node: rpc.node,
  };
}
