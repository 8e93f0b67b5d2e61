/**
 * "Resync transaction data for all registered dapps" (SPEC §2): walks every contract of every dApp and asks the
 * contract-activity source for its invocations. Offline (`DATA_SOURCES=offline`) no recording of per-contract
 * invocations exists (ARCHITECTURE: "no source here holds per-contract invocation counts"), so each contract is
 * counted as `noRecording` and its activity fields stay absent — nothing is invented.
 */
import { ENTITIES } from '../../content-schema/registry.ts';
import type { Contract } from '../../content-schema/index.ts';
import { repository } from '../data/store.ts';
import type { JobContext } from './runner.ts';

export const RESYNC_JOB = 'resync-transactions';

/** What a contract-activity source answers for one contract: daily invocation counts, oldest first, or none. */
export type ActivitySource = (scriptHash: string) => Promise<number[] | undefined>;

/** The offline source: no recording of per-contract invocations exists. (The live indexer adapter comes with the live-data sync.) */
export const offlineActivity: ActivitySource = async () => undefined;

/** Sync every contract's activity through `source`; answers the outcome counts. */
export async function resyncTransactions(ctx: JobContext, source: ActivitySource = offlineActivity) {
  const contracts = repository<Contract>(ENTITIES.contract);
  const all = await contracts.list();
  const summary = { updated: 0, noRecording: 0, failed: 0 };
  await ctx.progress(0, all.length, summary);
  for (const [i, contract] of all.entries()) {
    try {
      const daily = await source(contract.hash);
      if (!daily?.length) summary.noRecording++;
      else {
        const last7 = daily.slice(-7).reduce((a, b) => a + b, 0);
        const prev7 = daily.slice(-14, -7).reduce((a, b) => a + b, 0);
        const current = (await contracts.get({ idContractPk: contract.idContractPk }))!;
        await contracts.replace({
          ...current, invocationsLast7Days: last7, graph14Days: daily.slice(-14),
          last7DaysPercent: prev7 > 0 ? ((last7 - prev7) / prev7) * 100 : undefined,
        }, current.version);
        summary.updated++;
      }
    } catch {
      summary.failed++;
    }
    await ctx.progress(i + 1, all.length, summary);
  }
  return summary;
}
