/**
 * "Resync transaction data for all registered dapps" (SPEC §2). With the N3 indexer running (a node and a cursor),
 * the job re-indexes the registered contracts' range through it (functions/domain/indexer/resync-job.ts). Without it, and for the
 * `contract-activity` sync job: walks every contract of every dApp and asks the
 * contract-activity source for its invocations (live: NeoFura readings, see functions/domain/sync/contract-activity/).
 * Offline (`DATA_SOURCES=offline`) no recording of per-contract invocations exists (ARCHITECTURE: "no source
 * here holds per-contract invocation counts"), so each contract is counted as `noRecording` and its activity
 * fields stay absent — nothing is invented. The `contract-activity` sync job runs this same walk.
 */
import { ENTITIES } from '../../../../content-schema/registry.ts';
import { contractNetwork, type Contract } from '../../../../content-schema/index.ts';
import { competitionRanks } from '../../../../content-schema/order.ts';
import { repository } from '../../../adapters/data/store.ts';
import type { JobContext } from '../../jobs/runner.ts';
import { dataMode } from '../recordings.ts';
import { chainActivity, type ActivitySource } from './activity.ts';

export const RESYNC_JOB = 'resync-transactions';

/** The offline source: no recording of per-contract invocations exists. */
export const offlineActivity: ActivitySource = async () => undefined;

/** The source of the current data mode: NeoFura live (functions/domain/sync/contract-activity), nothing offline. */
export const defaultActivity = (): ActivitySource =>
  dataMode() === 'live' ? chainActivity(globalThis.fetch) : offlineActivity;

/**
 * Sync every mainnet contract's activity through `source` (a contract needs 7 complete days to be measured; NeoFura
 * reads mainnet, so a testnet or private contract is not asked), then rank the contracts measured on their own
 * network by 7-day invocations (1 = most, ties share a rank); answers the outcome counts.
 */
export async function resyncTransactions(ctx: JobContext, source: ActivitySource = defaultActivity()) {
  const contracts = repository<Contract>(ENTITIES.contract);
  const all = (await contracts.list()).filter((c) => contractNetwork(c) === 'mainnet');
  const summary = { updated: 0, noRecording: 0, failed: 0 };
  await ctx.progress(0, all.length, summary);
  for (const [i, contract] of all.entries()) {
    try {
      const daily = await source(contract.hash);
      if (!daily || daily.length < 7) summary.noRecording++;
      else {
        const last7 = daily.slice(-7).reduce((a, b) => a + b, 0);
        const prev7 = daily.slice(-14, -7).reduce((a, b) => a + b, 0);
        const current = (await contracts.get({ idContractPk: contract.idContractPk }))!;
        await contracts.replace(
          {
            ...current,
            invocationsLast7Days: last7,
            graph14Days: daily.slice(-14),
            last7DaysPercent: prev7 > 0 ? ((last7 - prev7) / prev7) * 100 : undefined,
            activityNetwork: 'mainnet',
          },
          current.version,
        );
        summary.updated++;
      }
    } catch {
      summary.failed++;
    }
    await ctx.progress(i + 1, all.length, summary);
  }
  await rankContracts();
  return summary;
}

/** Store `rank` on every contract measured on its own network (1 = most invocations in 7 days; ties share a rank). */
async function rankContracts(): Promise<void> {
  const contracts = repository<Contract>(ENTITIES.contract);
  const measured = (await contracts.list()).filter(
    (c) => c.invocationsLast7Days !== undefined && c.activityNetwork === contractNetwork(c),
  );
  const ranks = competitionRanks(
    measured,
    (c) => c.idContractPk,
    (c) => c.invocationsLast7Days,
  );
  for (const contract of measured) {
    if (contract.rank === ranks.get(contract.idContractPk)) continue;
    await contracts
      .replace({ ...contract, rank: ranks.get(contract.idContractPk) }, contract.version)
      .catch(() => undefined);
  }
}
