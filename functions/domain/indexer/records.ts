/**
 * Copies the indexed figures onto the contract records (`invocationsLast7Days`, `last7DaysPercent`,
 * `graph14Days`, `rank`, and `activityNetwork`: the network they were observed on), which the catalogue snapshot
 * reads for the home top dApps and the dApp lists. Only changed records are written (each write starts a site
 * rebuild), and the caller throttles how often this runs.
 *
 * Scope (network.ts): the figures hold only the contracts of the network the indexer follows. A record whose
 * activity fields were observed on a network other than its own (or on no recorded network: written before the
 * network was recorded) loses them here, so no figure of one network stays on a record of another. Figures of the
 * record's own network written by another source (the contract-activity job's mainnet readings) are left alone.
 * Rank: 1 = most invocations in 7 days among the contracts measured on their own network; ties share a rank.
 */
import { ENTITIES } from '../../../content-schema/registry.ts';
import { competitionRanks } from '../../../content-schema/order.ts';
import { contractNetwork, type Contract } from '../../../content-schema/index.ts';
import { repository } from '../../adapters/data/store.ts';
import type { IndexedFigures } from './figures.ts';

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The activity fields of a contract record. */
const ACTIVITY = ['invocationsLast7Days', 'last7DaysPercent', 'graph14Days', 'rank', 'activityNetwork'] as const;
type Activity = Pick<Contract, (typeof ACTIVITY)[number]>;

/** Whether a record's activity fields, if any, were observed on its own network. */
const ownNetwork = (c: Contract) => c.invocationsLast7Days === undefined || c.activityNetwork === contractNetwork(c);

/** Write the figures onto the contract records that differ; answers how many were written. */
export async function writeContractRecords(figures: IndexedFigures): Promise<number> {
  const repo = repository<Contract>(ENTITIES.contract);
  const all = await repo.list();
  const followed = figures.observedOn?.network;
  const indexed = (c: Contract) =>
    followed !== undefined && contractNetwork(c) === followed ? figures.contracts[c.hash.toLowerCase()] : undefined;
  const next = new Map<number, Activity>();
  for (const c of all) {
    const f = indexed(c);
    if (f)
      next.set(c.idContractPk, {
        invocationsLast7Days: f.invocationsLast7Days,
        last7DaysPercent: f.last7DaysPercent,
        graph14Days: f.graph14Days,
        activityNetwork: followed,
      });
    else if (ownNetwork(c)) next.set(c.idContractPk, Object.fromEntries(ACTIVITY.map((k) => [k, c[k]])) as Activity);
    else next.set(c.idContractPk, {});
  }
  const ranks = competitionRanks(
    [...next],
    ([id]) => id,
    ([, a]) => a.invocationsLast7Days,
  );
  let written = 0;
  for (const c of all) {
    const wanted = { ...next.get(c.idContractPk)!, rank: ranks.get(c.idContractPk) };
    if (ACTIVITY.every((k) => same(c[k], wanted[k]))) continue;
    const current = (await repo.get({ idContractPk: c.idContractPk }))!;
    const cleared = Object.fromEntries(ACTIVITY.map((k) => [k, undefined]));
    const record = Object.fromEntries(
      Object.entries({ ...current, ...cleared, ...wanted }).filter(([, v]) => v !== undefined),
    ) as Contract & { version: number };
    await repo.replace(record, current.version).catch(() => undefined); // an editor's concurrent save wins; the next run retries
    written++;
  }
  return written;
}
