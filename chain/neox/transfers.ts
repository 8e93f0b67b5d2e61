/**
 * The last ERC-20 transfers of one Neo X address (issue 28), from the node's logs: `Transfer(address indexed from,
 * address indexed to, uint256 value)` (EIP-20) of the catalogue's Neo X tokens with the address as `from` or `to`,
 * read with `eth_getLogs` over a bounded recent range of blocks (public nodes cap a request's range), newest first,
 * each with its block's time. Native GAS payments emit no log and are not listed; the page says so.
 */
import { parseAbiItem, zeroAddress, type Address, type Client, type Hash } from 'viem';
import { getBlock, getLogs } from 'viem/actions';

export const TRANSFER_EVENT = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)');

/** Blocks per `eth_getLogs` request, requests per side and the most rows kept (the newest). */
export const NEOX_HISTORY = { windowBlocks: 5_000n, windows: 4, maxRows: 100 } as const;

export interface NeoXTransfer {
  txHash: Hash;
  blockNumber: bigint;
  logIndex: number;
  /** Block time, ms since the epoch (UTC). */
  timeMs: number;
  direction: 'in' | 'out';
  /** The other address; undefined for a mint (from the zero address) or a burn (to it). */
  counterparty: Address | undefined;
  /** The token's contract, lower case. */
  token: Address;
  /** In the token's smallest unit. */
  amount: bigint;
}

/** What was read: the transfers and the block range `[fromBlock, toBlock]` the logs cover. */
export interface NeoXHistory {
  transfers: NeoXTransfer[];
  fromBlock: bigint;
  toBlock: bigint;
}

type Log = { transactionHash: Hash | null; blockNumber: bigint | null; logIndex: number | null; address: Address };
type TransferLog = Log & { args: { from?: Address; to?: Address; value?: bigint } };

/** One row per log (a transfer to oneself once, as "out"), newest first: by block, then the later log first. */
export function transferRows(owner: Address, logs: TransferLog[], timesMs: Map<bigint, number>): NeoXTransfer[] {
  const self = owner.toLowerCase();
  const seen = new Set<string>();
  const rows: NeoXTransfer[] = [];
  for (const log of logs) {
    const { from, to, value } = log.args;
    if (log.transactionHash === null || log.blockNumber === null || log.logIndex === null || value === undefined)
      continue;
    const key = `${log.transactionHash}:${log.logIndex}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const direction = from?.toLowerCase() === self ? 'out' : 'in';
    const other = direction === 'out' ? to : from;
    rows.push({
      txHash: log.transactionHash,
      blockNumber: log.blockNumber,
      logIndex: log.logIndex,
      timeMs: timesMs.get(log.blockNumber) ?? 0,
      direction,
      counterparty: !other || other === zeroAddress ? undefined : other,
      token: log.address.toLowerCase() as Address,
      amount: value,
    });
  }
  return rows.sort((a, b) =>
    a.blockNumber === b.blockNumber ? b.logIndex - a.logIndex : a.blockNumber > b.blockNumber ? -1 : 1,
  );
}

/**
 * The transfers of `tokens` from or to `owner` in the NEOX_HISTORY.windows × windowBlocks blocks up to `toBlock`,
 * newest first, the newest NEOX_HISTORY.maxRows of them, with their block times. Throws what the node throws.
 */
export async function readNeoXTransfers(
  client: Client,
  owner: Address,
  tokens: readonly Address[],
  toBlock: bigint,
): Promise<NeoXHistory> {
  const span = NEOX_HISTORY.windowBlocks * BigInt(NEOX_HISTORY.windows);
  const fromBlock = toBlock >= span ? toBlock - span + 1n : 0n;
  if (!tokens.length) return { transfers: [], fromBlock, toBlock };
  const windows: [bigint, bigint][] = [];
  for (let end = toBlock; end >= fromBlock; end -= NEOX_HISTORY.windowBlocks) {
    const start = end - NEOX_HISTORY.windowBlocks + 1n;
    windows.push([start > fromBlock ? start : fromBlock, end]);
    if (start <= fromBlock) break;
  }
  const reads = windows.flatMap(([from, to]) =>
    (['from', 'to'] as const).map((side) =>
      getLogs(client, {
        address: [...tokens],
        event: TRANSFER_EVENT,
        args: { [side]: owner },
        fromBlock: from,
        toBlock: to,
      }),
    ),
  );
  const logs = (await Promise.all(reads)).flat() as TransferLog[];
  const newest = transferRows(owner, logs, new Map()).slice(0, NEOX_HISTORY.maxRows);
  const blocks = [...new Set(newest.map((r) => r.blockNumber))];
  const times = new Map(
    await Promise.all(
      blocks.map(async (n) => [n, Number((await getBlock(client, { blockNumber: n })).timestamp) * 1000] as const),
    ),
  );
  return { transfers: newest.map((r) => ({ ...r, timeMs: times.get(r.blockNumber) ?? 0 })), fromBlock, toBlock };
}
