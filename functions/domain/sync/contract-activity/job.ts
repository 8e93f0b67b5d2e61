/**
 * The `contract-activity` sync job (Neo N3): the network statistics of the home page (block height,
 * transactions, committee, GAS per block) and, for every registered N3 contract, a reading of its call total
 * that becomes daily and hourly invocations; then the dashboard's resync walk stores `invocationsLast7Days`, the
 * 7-day percent change, the 14-day graph and the rank on each contract. Offline nothing is recorded for this
 * source (no real per-contract or RPC recording exists), so every figure stays absent.
 */
import * as v from 'valibot';
import { ENTITIES } from '../../../../content-schema/registry.ts';
import type { BlockchainVersion, Contract } from '../../../../content-schema/index.ts';
import { NetworkStatsSchema } from '../../../../content-schema/entities/live.ts';
import { newestBlockOf } from '../../../../chain/n3/blocks.ts';
import { putDocument } from '../../../adapters/data/documents.ts';
import { repository } from '../../../adapters/data/store.ts';
import type { JobContext } from '../../jobs/runner.ts';
import { resyncTransactions } from './resync.ts';
import { syncN3RpcUrl, gasPerBlock, toWhole } from '../chain/n3-rpc.ts';
import { NEOFURA_URL, blockCount, committeeSize, transactionCount } from '../chain/neofura.ts';
import { SourceUnreachableError, type SourceFetch } from '../http.ts';
import { dataMode, nothingRecorded } from '../recordings.ts';
import type { SyncDefinition, SyncOutcome } from '../job.ts';
import { chainActivity, optional } from './activity.ts';
import { DOCS, SYNC_SCHEDULES } from '../sources.ts';

export const NETWORK_DOCS = DOCS.network;

/** The N3 network statistics; absent figures were not answered. Throws when the services are unreachable. */
export async function readNetworkStats(fetch: SourceFetch, now = new Date()) {
  const [height, transactions, committee, gas] = [
    await optional(() => blockCount(fetch)),
    await optional(() => transactionCount(fetch)),
    await optional(() => committeeSize(fetch)),
    await optional(() => gasPerBlock(fetch)),
  ];
  if ([height, transactions, committee, gas].every((x) => x === undefined)) return undefined;
  return v.parse(NetworkStatsSchema, {
    // NeoFura's GetBlockCount answers the number of blocks; the block height shown is the newest block (count − 1).
    blockHeight: height === undefined || height < 1 ? undefined : newestBlockOf(height),
    transactions,
    committeeSize: committee,
    gasPerBlock: gas === undefined ? undefined : toWhole(gas, 8),
    measuredAt: now.toISOString(),
    source: `${NEOFURA_URL} (GetBlockCount, GetTransactionCount, GetCommittee) | ${syncN3RpcUrl()} (NeoToken.getGasPerBlock)`,
  });
}

/** Sync the network statistics and every N3 contract's activity through `fetch`. */
export async function syncContractActivity(ctx: JobContext, fetch: SourceFetch): Promise<SyncOutcome> {
  const network = await readNetworkStats(fetch);
  if (network) await putDocument(NETWORK_DOCS, 'n3', network);
  const chains = await repository<BlockchainVersion>(ENTITIES['blockchain-version']).list();
  const n3 = chains.find((c) => c.title === 'Neo N3')?.idBlockchainVersionPk;
  const n3Hashes = new Set(
    (await repository<Contract>(ENTITIES.contract).list())
      .filter((c) => c.blockchainVersion === n3)
      .map((c) => c.hash.toLowerCase()),
  );
  const source = chainActivity(fetch);
  let unreachable: Error | undefined;
  const summary = await resyncTransactions(ctx, async (hash) => {
    if (!n3Hashes.has(hash.toLowerCase()) || unreachable) return undefined;
    try {
      return await source(hash);
    } catch (error) {
      if (error instanceof SourceUnreachableError) unreachable = error;
      throw error;
    }
  });
  if (unreachable) throw unreachable;
  return {
    summary: { ...summary, network: network ? 1 : 0 },
    asOf: network?.measuredAt ?? (summary.updated ? new Date().toISOString() : undefined),
    origin: dataMode() === 'live' ? `${NEOFURA_URL} | ${syncN3RpcUrl()}` : 'no recording exists for this source',
  };
}

/** The registry definition: hourly (the 24H range needs hourly readings). */
export const contractActivitySync: SyncDefinition = {
  name: 'contract-activity',
  schedule: SYNC_SCHEDULES['contract-activity'],
  work: (ctx) => syncContractActivity(ctx, dataMode() === 'live' ? globalThis.fetch : nothingRecorded),
};
