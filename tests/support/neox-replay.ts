/**
 * Replays Neo X JSON-RPC answers for the bridge's browser tests, in the shapes of tests/fixtures/bridge/ (see its
 * README: built to the documented shapes): chain id, block number, balances, `eth_call` (ERC-20 balanceOf), the
 * bridge's `NativeDeposit` logs filtered by range and recipient as a node filters them, and blocks for their times.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const FIXTURES = join(import.meta.dirname, '../fixtures/bridge');
const fixture = <T>(name: string): T => (JSON.parse(readFileSync(join(FIXTURES, name), 'utf8')) as { result: T }).result;

/** `NativeDeposit(uint256 indexed nonce, address indexed to, uint256 amount)` topic (keccak256 of the signature). */
export const NATIVE_DEPOSIT_TOPIC = '0x36ff427cd7fcc43201a72e64e384d724f51876e00593f9febbf758a11cb829af';
export const NEOX_BRIDGE = '0x1212000000000000000000000000000000000004';

/** One delivered deposit on Neo X; `amountDatoshi` as the bridge's event carries it (GAS 10^-8). */
export interface ReplayDeposit { nonce: number; to: string; amountDatoshi: bigint; block: number }

export interface NeoXScenario {
  chainId: number;
  height: number;
  /** Native GAS (wei) by lowercase address. */
  balances: Record<string, bigint>;
  deposits: ReplayDeposit[];
  /** Methods that answer an RPC error (e.g. eth_getBalance, to show the balance failure). */
  failing?: string[];
  seen: string[];
}

const hex = (n: bigint | number) => `0x${n.toString(16)}`;
const word = (value: string) => `0x${value.replace(/^0x/, '').toLowerCase().padStart(64, '0')}`;

/** A deposit as the log `eth_getLogs` answers (the shape of neox-getlogs.json). */
function logOf(d: ReplayDeposit, index: number) {
  const template = fixture<Record<string, unknown>[]>('neox-getlogs.json')[0]!;
  return {
    ...template, topics: [NATIVE_DEPOSIT_TOPIC, word(d.nonce.toString(16)), word(d.to)], data: word(d.amountDatoshi.toString(16)),
    blockNumber: hex(d.block), blockHash: word(d.block.toString(16)), transactionHash: word((0xd0000 + d.nonce).toString(16).repeat(4)), logIndex: hex(index),
  };
}

/** Answer one JSON-RPC request body. */
export function answerNeoX(s: NeoXScenario, body: { id?: number; method: string; params?: unknown[] }): unknown {
  s.seen.push(body.method);
  const params = body.params ?? [];
  const ok = (result: unknown) => ({ jsonrpc: '2.0', id: body.id ?? 1, result });
  if (s.failing?.includes(body.method)) return { jsonrpc: '2.0', id: body.id ?? 1, error: { code: -32000, message: 'header not found' } };
  switch (body.method) {
    case 'eth_chainId': return ok(hex(s.chainId));
    case 'eth_blockNumber': return ok(hex(s.height));
    case 'eth_getBalance': return ok(hex(s.balances[String(params[0]).toLowerCase()] ?? 0n));
    case 'eth_call': return ok(word('0'));
    case 'eth_getBlockByNumber': {
      const number = Number(BigInt(String(params[0])));
      return ok({ ...fixture<Record<string, unknown>>('neox-getblock.json'), number: hex(number), hash: word(number.toString(16)), timestamp: hex(1_750_000_000 + number) });
    }
    case 'eth_getLogs': {
      const filter = params[0] as { address?: string; fromBlock: string; toBlock: string; topics?: (string | null)[] };
      const to = filter.topics?.[2];
      const logs = s.deposits
        .map((d, i) => ({ d, log: logOf(d, i) }))
        .filter(({ d, log }) => filter.address?.toLowerCase() === NEOX_BRIDGE && d.block >= Number(BigInt(filter.fromBlock)) && d.block <= Number(BigInt(filter.toBlock))
          && (!to || log.topics[2] === String(to).toLowerCase()))
        .map(({ log }) => log);
      return ok(logs);
    }
    default: return { jsonrpc: '2.0', id: body.id ?? 1, error: { code: -32601, message: 'the method does not exist' } };
  }
}
