/**
 * The bridge history over the light Neo X reader decodes NativeDeposit logs to the same rows as viem's `getLogs`
 * (strict) on the same node answers: the network's history and one recipient's, newest first, with removed, pending
 * and malformed logs left out; the event's topic and ABI item are viem's.
 */
import {
  createClient,
  custom,
  encodeAbiParameters,
  encodeEventTopics,
  parseAbiItem,
  toEventSelector,
  type Address,
  type Hex,
} from 'viem';
import { getLogs } from 'viem/actions';
import { describe, expect, it } from 'vitest';
import { NeoXRpc, type RpcLog } from '../../../../chain/neox/rpc.ts';
import { loadDeposits, NATIVE_DEPOSIT_EVENT, NATIVE_DEPOSIT_TOPIC, withTimes } from './history.ts';

const BRIDGE = '0x1212000000000000000000000000000000000004' as Address;
const ALICE = '0x00000000000000000000000000000000000a11ce' as Address;
const BOB = '0xd8da6bf26964af9d7eed9e03e53415d37aa96045' as Address;

/** A NativeDeposit log as a node answers it (topics and data encoded by viem). */
function depositLog(
  nonce: bigint,
  to: Address,
  amount: bigint,
  block: number,
  index: number,
  extra: Partial<RpcLog> = {},
) {
  return {
    address: BRIDGE,
    topics: encodeEventTopics({ abi: [NATIVE_DEPOSIT_EVENT], eventName: 'NativeDeposit', args: { nonce, to } }),
    data: encodeAbiParameters([{ type: 'uint256' }], [amount]),
    blockNumber: `0x${block.toString(16)}`,
    transactionHash: `0x${(block * 100 + index).toString(16).padStart(64, '0')}`,
    logIndex: `0x${index.toString(16)}`,
    removed: false,
    ...extra,
  } as RpcLog;
}

const LOGS: RpcLog[] = [
  depositLog(4240n, BOB, 250_000_000n, 10, 0),
  depositLog(4241n, ALICE, 100_000_000n, 12, 3),
  depositLog(4242n, BOB, 2n ** 255n, 12, 5),
  depositLog(4243n, ALICE, 1n, 12, 1, { removed: true }),
  depositLog(4244n, ALICE, 7n, 14, 0, { blockNumber: null, transactionHash: null, logIndex: null }),
  { ...depositLog(4245n, BOB, 9n, 15, 0), data: '0x' },
  { ...depositLog(4246n, BOB, 9n, 16, 0), topics: depositLog(4246n, BOB, 9n, 16, 0).topics.slice(0, 2) },
  depositLog(4247n, ALICE, 5_000_000_000n, 19, 2),
];

/** A Neo X node over `LOGS`: answers eth_blockNumber, eth_getLogs (range and topic filter) and block times. */
function answer(method: string, params: unknown[]): unknown {
  if (method === 'eth_blockNumber') return '0x14';
  if (method === 'eth_getBlockByNumber') return { timestamp: `0x${(1_700_000_000 + Number(params[0])).toString(16)}` };
  if (method !== 'eth_getLogs') throw new Error(`unexpected ${method}`);
  const f = params[0] as { address: string; topics: (Hex | null)[]; fromBlock: Hex; toBlock: Hex };
  return LOGS.filter(
    (l) =>
      l.address.toLowerCase() === f.address.toLowerCase() &&
      (l.blockNumber === null ||
        (BigInt(l.blockNumber) >= BigInt(f.fromBlock) && BigInt(l.blockNumber) <= BigInt(f.toBlock))) &&
      f.topics.every((t, i) => t === null || l.topics[i] === t),
  );
}

const fetch = async (_url: string, init?: RequestInit) => {
  const call = JSON.parse(String(init!.body)) as { id: number; method: string; params: unknown[] };
  return Response.json({ jsonrpc: '2.0', id: call.id, result: answer(call.method, call.params) });
};
const reader = () => new NeoXRpc({ urls: ['http://neox'], fetch });
const viemClient = createClient({
  transport: custom({ request: async ({ method, params }) => answer(method, params) }),
});

/** viem's rows for the same range: getLogs (strict) as the history read it before. */
async function viemRows(to?: Address) {
  const logs = await getLogs(viemClient, {
    address: BRIDGE,
    event: NATIVE_DEPOSIT_EVENT,
    args: to ? { to } : undefined,
    fromBlock: 0n,
    toBlock: 20n,
    strict: true,
  });
  return logs
    .filter((l) => !l.removed && l.blockNumber !== null && l.transactionHash !== null && l.logIndex !== null)
    .map((l) => ({
      nonce: l.args.nonce,
      to: l.args.to,
      amountDatoshi: l.args.amount,
      blockNumber: l.blockNumber,
      txHash: l.transactionHash,
      logIndex: l.logIndex,
    }))
    .reverse();
}

describe('bridge history over the light Neo X reader', () => {
  it('has viem’s event: the same ABI item and topic', () => {
    const parsed = parseAbiItem('event NativeDeposit(uint256 indexed nonce, address indexed to, uint256 amount)');
    expect(NATIVE_DEPOSIT_EVENT).toEqual(parsed);
    expect(NATIVE_DEPOSIT_TOPIC).toBe(toEventSelector(parsed));
  });

  it('decodes the network’s deposits to viem’s rows, newest first, without removed, pending or malformed logs', async () => {
    const { rows, cursor } = await loadDeposits(reader(), { bridge: BRIDGE, want: 10, windowBlocks: 8n });
    expect(rows).toEqual(await viemRows());
    expect(rows.map((r) => r.nonce)).toEqual([4247n, 4242n, 4241n, 4240n]);
    expect(rows[0]!.to).toBe('0x00000000000000000000000000000000000A11cE');
    expect(cursor).toEqual({ toBlock: -1n, scannedFrom: 0n, latest: 20n, exhausted: true });
  });

  it('filters one recipient through the indexed `to` as viem does', async () => {
    const { rows } = await loadDeposits(reader(), { bridge: BRIDGE, to: BOB, want: 10 });
    expect(rows).toEqual(await viemRows(BOB));
    expect(rows.map((r) => r.nonce)).toEqual([4242n, 4240n]);
  });

  it('fills each row’s time from its block (seconds × 1000)', async () => {
    const { rows } = await loadDeposits(reader(), { bridge: BRIDGE, want: 10 });
    const timed = await withTimes(reader(), rows);
    expect(timed.map((r) => r.timeMs)).toEqual(timed.map((r) => (1_700_000_000 + Number(r.blockNumber)) * 1000));
  });
});
