/**
 * Bridge history from Neo X: the bridge contract `0x1212…0004` emits `NativeDeposit(uint256 indexed nonce, address
 * indexed to, uint256 amount)` when the relayer delivers a deposit from N3 (NEO.md §5.3: blockchain-services bs-neox
 * `assets/abis/bridge.ts`). Read with `eth_getLogs` over windows of blocks, newest first; a wallet's history filters
 * on the indexed `to`. No tracker list endpoint is documented, so this is the one source. The N3 sender is not in the
 * event: rows carry the deposit nonce instead. The event's `amount` is the deposit as it was locked on N3, in GAS
 * datoshi (10^-8): the bridge pays `amount × 10^10` wei and emits the unscaled amount (bane-labs/bridge-evm-contracts
 * contracts/bridge/BridgeImpl.sol `_executeNativeTransfers`, `decimalScalingFactor` 10 for GAS; NEO.md §5.2).
 */
import type { Address, Hash } from 'viem';
import type { WalletConfig } from '../config.ts';
import { addressTopic, NeoXRpc, wordToAddress, wordToBigInt, type RpcLog } from '../../../../chain/neox/rpc.ts';

/** The event's ABI item (viem's `parseAbiItem` of the signature above, written out so the first load needs no viem). */
export const NATIVE_DEPOSIT_EVENT = {
  type: 'event',
  name: 'NativeDeposit',
  inputs: [
    { type: 'uint256', name: 'nonce', indexed: true },
    { type: 'address', name: 'to', indexed: true },
    { type: 'uint256', name: 'amount' },
  ],
} as const;

/** The event's topic 0: keccak256("NativeDeposit(uint256,address,uint256)") (viem's `toEventSelector`, history.test.ts). */
export const NATIVE_DEPOSIT_TOPIC = '0x36ff427cd7fcc43201a72e64e384d724f51876e00593f9febbf758a11cb829af';

/** One delivered deposit; `amountDatoshi` in GAS datoshi (10^-8). `timeMs` is filled for the rows shown (block timestamp × 1000). */
export interface DepositRow {
  nonce: bigint;
  to: Address;
  amountDatoshi: bigint;
  blockNumber: bigint;
  txHash: Hash;
  logIndex: number;
  timeMs?: number | undefined;
}

/** Where the next scan continues: blocks below `toBlock` are unread; `scannedFrom` is the oldest block read so far. */
export interface HistoryCursor {
  toBlock: bigint;
  scannedFrom: bigint;
  latest: bigint;
  exhausted: boolean;
}

/** Blocks per `eth_getLogs` request and requests per load (public RPCs cap a request's range). */
export const HISTORY = { windowBlocks: 5_000n, maxWindowsPerLoad: 20, pageSize: 10 } as const;

export interface LoadDepositsArgs {
  bridge: Address;
  /** Only deposits to this Neo X address (a wallet's history). */
  to?: Address | undefined;
  /** Stop once this many rows are held (the rows already held count). */
  want: number;
  rows?: DepositRow[];
  cursor?: HistoryCursor | undefined;
  windowBlocks?: bigint;
  maxWindows?: number;
}

/** Newest first; within a block, the later log first. */
const newestFirst = (a: DepositRow, b: DepositRow) =>
  a.blockNumber === b.blockNumber ? b.logIndex - a.logIndex : a.blockNumber > b.blockNumber ? -1 : 1;

/**
 * A NativeDeposit log as a row, decoded as viem's `getLogs` with `strict: true` does (history.test.ts): undefined for
 * a removed or pending log, another event, or a log whose topics or data are too short to hold the fields.
 */
export function depositOfLog(log: RpcLog): DepositRow | undefined {
  const [topic0, nonce, to] = log.topics;
  if (log.removed || log.blockNumber === null || log.transactionHash === null || log.logIndex === null) return;
  if (topic0?.toLowerCase() !== NATIVE_DEPOSIT_TOPIC || !nonce || !to || log.data.length < 2 + 64) return;
  return {
    nonce: wordToBigInt(nonce),
    to: wordToAddress(to),
    amountDatoshi: wordToBigInt(log.data.slice(0, 2 + 64)),
    blockNumber: BigInt(log.blockNumber),
    txHash: log.transactionHash as Hash,
    logIndex: Number(log.logIndex),
  };
}

/**
 * Scan back from the cursor (or the latest block) until `want` rows are held, the window budget is spent, or block 0
 * is reached. Answers every row held and the new cursor. Throws what the reader throws (NeoXRpcError,
 * NodeUnreachableError).
 */
export async function loadDeposits(
  node: NeoXRpc,
  args: LoadDepositsArgs,
): Promise<{ rows: DepositRow[]; cursor: HistoryCursor }> {
  const window = args.windowBlocks ?? HISTORY.windowBlocks;
  const rows = [...(args.rows ?? [])];
  let cursor = args.cursor;
  if (!cursor) {
    // Read afresh each time: the reload after a settled deposit must reach the block holding it.
    const latest = await node.getBlockNumber();
    cursor = { toBlock: latest, scannedFrom: latest + 1n, latest, exhausted: false };
  }
  for (
    let i = 0;
    i < (args.maxWindows ?? HISTORY.maxWindowsPerLoad) && !cursor.exhausted && rows.length < args.want;
    i++
  ) {
    const fromBlock: bigint = cursor.toBlock >= window ? cursor.toBlock - window + 1n : 0n;
    const logs = await node.getLogs({
      address: args.bridge,
      topics: args.to ? [NATIVE_DEPOSIT_TOPIC, null, addressTopic(args.to)] : [NATIVE_DEPOSIT_TOPIC],
      fromBlock,
      toBlock: cursor.toBlock,
    });
    for (const log of logs) {
      const row = depositOfLog(log);
      if (row) rows.push(row);
    }
    cursor = { ...cursor, toBlock: fromBlock - 1n, scannedFrom: fromBlock, exhausted: fromBlock === 0n };
  }
  return { rows: rows.sort(newestFirst), cursor };
}

/** Fill `timeMs` of `rows` from their blocks' timestamps (one request per distinct block not known yet). */
export async function withTimes(node: NeoXRpc, rows: DepositRow[]): Promise<DepositRow[]> {
  const blocks = [...new Set(rows.filter((r) => r.timeMs === undefined).map((r) => r.blockNumber))];
  const times = new Map(
    await Promise.all(blocks.map(async (n) => [n, Number(await node.getBlockTimestamp(n)) * 1000] as const)),
  );
  return rows.map((r) =>
    r.timeMs === undefined && times.has(r.blockNumber) ? { ...r, timeMs: times.get(r.blockNumber) } : r,
  );
}

/**
 * The history reader of the bridge's Neo X logs over the light reader (chain/neox/rpc.ts, no viem): what /bridge
 * shows before any wallet is connected. `node` defaults to a page reader of the configured Neo X nodes.
 */
export function createBridgeHistory(config: WalletConfig, node = new NeoXRpc({ urls: config.neoX.rpcUrls })) {
  return {
    /** History rows from Neo X logs (the network's, or one recipient's): scan on from a cursor (history.ts). */
    readHistory: (args: Omit<LoadDepositsArgs, 'bridge'>) =>
      loadDeposits(node, { ...args, bridge: config.neoX.contracts.BRIDGE as Address }),
    /** Fill the rows' times from their blocks. */
    withTimes: (rows: DepositRow[]) => withTimes(node, rows),
  };
}
export type BridgeHistoryReader = ReturnType<typeof createBridgeHistory>;
