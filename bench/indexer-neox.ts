/**
 * The Neo X part of the indexer bench (indexer.ts module comment), on the local Hardhat node (local/neox/node.ts):
 *  - empty blocks: `EMPTY_BLOCKS` blocks mined without transactions (`evm_mine`);
 *  - full blocks: with automine off, `FULL_BLOCKS` blocks of 100 transactions each from `SENDERS` funded accounts,
 *    signed here and sent in JSON-RPC batches, then one `evm_mine` per block: a third mints of an ERC-20 (a
 *    `Transfer` the token emits), a third calls of a counter contract, a third plain GAS transfers; the token and
 *    the counter are the watched addresses (a listed token and a listed dApp's contract);
 *  - the bare batched fetch: viem's public client on a batching HTTP transport (100 calls per request), every
 *    block of the range with its transactions (`eth_getBlockByNumber <n> true`), then every transaction's receipt;
 *  - the indexer: functions/domain/indexer/neox/indexer.ts `indexNeoXChunk` in its chunks of 50 blocks.
 * Projection: one week of Neo X mainnet (120,960 blocks of 5 s) at 20 transactions a block (indexer-model.ts).
 */
import {
  createPublicClient,
  createTestClient,
  encodeFunctionData,
  http,
  parseAbi,
  parseGwei,
  type Address,
} from 'viem';
import { localNeoXChain } from '../local/neox/bridge.ts';
import { startNeoXNode } from '../local/neox/node.ts';
import { deployTrafficContract, fundedNeoXAccounts } from '../local/neox/traffic.ts';
import type { Lane } from '../functions/adapters/data/series.ts';
import { indexNeoXChunk } from '../functions/domain/indexer/neox/indexer.ts';
import { neoXRpc } from '../functions/domain/indexer/neox/read-blocks.ts';
import { NEOX_MAINNET_WEEK, projectedMinutes } from './indexer-model.ts';
import { emptyAndFullPasses, type ChainIndexerBench } from './indexer-passes.ts';
import type { MemoryWatch } from './memory.ts';

const EMPTY_BLOCKS = 60;
const FULL_BLOCKS = 20;
const TRANSACTIONS_PER_FULL_BLOCK = 100;
const SENDERS = 10;
/** The indexer's own chunk (neox/indexer.ts `chunkBlocks` default). */
const CHUNK_BLOCKS = 50;

export interface NeoXIndexerBench extends ChainIndexerBench {
  /** The projected mainnet week (NEOX_MAINNET_WEEK), minutes. */
  weekMinutes: number;
  /** The same week at the bare fetch's rates (what the node alone allows on this machine now), minutes. */
  bareWeekMinutes: number;
}

const TRAFFIC_ABI = parseAbi(['function touch()', 'function mint(address to, uint256 value)']);

/** A public client that batches up to 100 calls per HTTP request (viem `http` batch). */
const batchedClient = (rpcUrl: string) =>
  createPublicClient({
    chain: localNeoXChain(rpcUrl),
    transport: http(rpcUrl, { batch: { batchSize: 100, wait: 0 }, retryCount: 0, timeout: 60_000 }),
  });
type BatchedClient = ReturnType<typeof batchedClient>;

/** The bare batched fetch of blocks `from` … `to − 1` (see the module comment); nothing done with the answers. */
export async function bareNeoXFetch(client: BatchedClient, from: number, to: number): Promise<void> {
  const numbers = Array.from({ length: to - from }, (_, i) => BigInt(from + i));
  const blocks = await Promise.all(
    numbers.map((blockNumber) => client.getBlock({ blockNumber, includeTransactions: true })),
  );
  await Promise.all(blocks.flatMap((b) => b.transactions.map((t) => client.getTransactionReceipt({ hash: t.hash }))));
}

/** The Neo X part (about a minute); `memory` samples the heap between passes. */
export async function benchNeoXIndexer(log: (line: string) => void, memory: MemoryWatch): Promise<NeoXIndexerBench> {
  const node = await startNeoXNode();
  try {
    const url = node.rpcUrl;
    const chain = localNeoXChain(url);
    const client = batchedClient(url);
    const test = createTestClient({ chain, mode: 'hardhat', transport: http(url, { retryCount: 0 }) });
    const senders = await fundedNeoXAccounts(url, SENDERS, '1000');
    const token = await deployTrafficContract(url, senders[0]!, 'TrafficToken');
    const counter = await deployTrafficContract(url, senders[0]!, 'TrafficCounter');
    const watched = new Set([token.toLowerCase(), counter.toLowerCase()]);

    const emptyFrom = Number(await client.getBlockNumber({ cacheTime: 0 })) + 1;
    // One evm_mine per block: hardhat_mine of many blocks reserves them with a zero parent hash, which the
    // indexer rightly takes for a chain that changed under it.
    for (let i = 0; i < EMPTY_BLOCKS; i++) await test.request({ method: 'evm_mine' } as never);
    const emptyTo = emptyFrom + EMPTY_BLOCKS;

    const nonces = await Promise.all(senders.map((s) => client.getTransactionCount({ address: s.address })));
    const mint = (to: Address) => encodeFunctionData({ abi: TRAFFIC_ABI, functionName: 'mint', args: [to, 1n] });
    const touch = encodeFunctionData({ abi: TRAFFIC_ABI, functionName: 'touch' });
    const fullFrom = emptyTo;
    await test.setAutomine(false);
    try {
      for (let b = 0; b < FULL_BLOCKS; b++) {
        const raw = await Promise.all(
          Array.from({ length: TRANSACTIONS_PER_FULL_BLOCK }, (_, i) => {
            const s = i % SENDERS;
            const next = senders[(s + 1) % SENDERS]!.address;
            // A third each: an ERC-20 mint (a Transfer the token emits), a counter call, a plain GAS transfer.
            const kind = i % 3;
            return senders[s]!.signTransaction({
              chainId: chain.id,
              type: 'eip1559',
              nonce: nonces[s]!++,
              to: kind === 0 ? token : kind === 1 ? counter : next,
              data: kind === 0 ? mint(next) : kind === 1 ? touch : undefined,
              value: kind === 2 ? 1n : 0n,
              gas: kind === 2 ? 21_000n : 150_000n,
              maxFeePerGas: parseGwei('50'),
              maxPriorityFeePerGas: parseGwei('1'),
            });
          }),
        );
        await Promise.all(raw.map((serializedTransaction) => client.sendRawTransaction({ serializedTransaction })));
        await test.request({ method: 'evm_mine' } as never);
      }
    } finally {
      await test.setAutomine(true);
    }
    const fullTo = Number(await client.getBlockNumber({ cacheTime: 0 })) + 1;
    const counts = (
      await Promise.all(
        Array.from({ length: fullTo - fullFrom }, (_, i) => client.getBlock({ blockNumber: BigInt(fullFrom + i) })),
      )
    ).map((block) => block.transactions.length);
    const perBlock = counts.reduce((a, b) => a + b, 0) / counts.length;
    log(`Neo X: ${EMPTY_BLOCKS} empty blocks, ${counts.length} blocks with ${counts.join('/')} transactions`);

    const rpc = neoXRpc([url]);
    const index = async (lane: Lane, from: number, to: number) => {
      for (let i = from; i < to; i += CHUNK_BLOCKS)
        await indexNeoXChunk(rpc, lane, i, Math.min(i + CHUNK_BLOCKS, to), watched);
    };
    const { rates, bare, empty, full } = await emptyAndFullPasses(
      { empty: [emptyFrom, emptyTo], full: [fullFrom, fullTo] },
      perBlock,
      (from, to) => bareNeoXFetch(client, from, to),
      index,
      memory,
    );
    return {
      ...rates,
      empty,
      full,
      weekMinutes: projectedMinutes(rates, NEOX_MAINNET_WEEK),
      bareWeekMinutes: projectedMinutes(bare, NEOX_MAINNET_WEEK),
    };
  } finally {
    await node.stop();
  }
}
