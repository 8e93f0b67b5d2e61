/**
 * Bridge history from Neo X: the bridge contract `0x1212…0004` emits `NativeDeposit(uint256 indexed nonce, address
 * indexed to, uint256 amount)` when the relayer delivers a deposit from N3 (NEO.md §5.3: blockchain-services bs-neox
 * `assets/abis/bridge.ts`). Read with `eth_getLogs` over windows of blocks, newest first; a wallet's history filters
 * on the indexed `to`. No tracker list endpoint is documented, so this is the one source. The N3 sender is not in the
 * event: rows carry the deposit nonce instead. The event's `amount` is the deposit as it was locked on N3, in GAS
 * datoshi (10^-8): the bridge pays `amount × 10^10` wei and emits the unscaled amount (bane-labs/bridge-evm-contracts
 * contracts/bridge/BridgeImpl.sol `_executeNativeTransfers`, `decimalScalingFactor` 10 for GAS; NEO.md §5.2).
 */
import { parseAbiItem, type Address, type Client, type Hash } from 'viem';
import { getBlock, getBlockNumber, getLogs } from 'viem/actions';
import type { WalletConfig } from '../config.ts';
import type { NeoXService } from '../../../../chain/neox/client.ts';

export const NATIVE_DEPOSIT_EVENT = parseAbiItem(
  'event NativeDeposit(uint256 indexed nonce, address indexed to, uint256 amount)',
);

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
 * Scan back from the cursor (or the latest block) until `want` rows are held, the window budget is spent, or block 0
 * is reached. Answers every row held and the new cursor. Throws what the node throws.
 */
export async function loadDeposits(
  client: Client,
  args: LoadDepositsArgs,
): Promise<{ rows: DepositRow[]; cursor: HistoryCursor }> {
  const window = args.windowBlocks ?? HISTORY.windowBlocks;
  const rows = [...(args.rows ?? [])];
  let cursor = args.cursor;
  if (!cursor) {
    // Never viem's cached height (4 s by default): the reload after a settled deposit must reach the block holding it.
    const latest = await getBlockNumber(client, { cacheTime: 0 });
    cursor = { toBlock: latest, scannedFrom: latest + 1n, latest, exhausted: false };
  }
  for (
    let i = 0;
    i < (args.maxWindows ?? HISTORY.maxWindowsPerLoad) && !cursor.exhausted && rows.length < args.want;
    i++
  ) {
    const fromBlock: bigint = cursor.toBlock >= window ? cursor.toBlock - window + 1n : 0n;
    const logs = await getLogs(client, {
      address: args.bridge,
      event: NATIVE_DEPOSIT_EVENT,
      args: args.to ? { to: args.to } : undefined,
      fromBlock,
      toBlock: cursor.toBlock,
      strict: true,
    });
    for (const log of logs) {
      if (log.removed || log.blockNumber === null || log.transactionHash === null || log.logIndex === null) continue;
      rows.push({
        nonce: log.args.nonce,
        to: log.args.to,
        amountDatoshi: log.args.amount,
        blockNumber: log.blockNumber,
        txHash: log.transactionHash,
        logIndex: log.logIndex,
      });
    }
    cursor = { ...cursor, toBlock: fromBlock - 1n, scannedFrom: fromBlock, exhausted: fromBlock === 0n };
  }
  return { rows: rows.sort(newestFirst), cursor };
}

/** Fill `timeMs` of `rows` from their blocks' timestamps (one request per distinct block not known yet). */
export async function withTimes(client: Client, rows: DepositRow[]): Promise<DepositRow[]> {
  const blocks = [...new Set(rows.filter((r) => r.timeMs === undefined).map((r) => r.blockNumber))];
  const times = new Map(
    await Promise.all(
      blocks.map(async (n) => [n, Number((await getBlock(client, { blockNumber: n })).timestamp) * 1000] as const),
    ),
  );
  return rows.map((r) =>
    r.timeMs === undefined && times.has(r.blockNumber) ? { ...r, timeMs: times.get(r.blockNumber) } : r,
  );
}

/** The history reader of the bridge's Neo X logs (viem only): what /bridge shows before any wallet is connected. */
export function createBridgeHistory(config: WalletConfig, neoX: NeoXService) {
  return {
    /** History rows from Neo X logs (the network's, or one recipient's): scan on from a cursor (history.ts). */
    readHistory: (args: Omit<LoadDepositsArgs, 'bridge'>) =>
      loadDeposits(neoX.client, { ...args, bridge: config.neoX.contracts.BRIDGE as Address }),
    /** Fill the rows' times from their blocks. */
    withTimes: (rows: Parameters<typeof withTimes>[1]) => withTimes(neoX.client, rows),
  };
}
export type BridgeHistoryReader = ReturnType<typeof createBridgeHistory>;
