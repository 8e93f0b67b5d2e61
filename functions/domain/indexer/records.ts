/**
 * Copies the indexed figures onto the contract records (`invocationsLast7Days`, `last7DaysPercent`,
 * `graph14Days`, `rank`), which the catalogue snapshot reads for the home top dApps and the dApp lists. Only
 * changed records are written (each write starts a site rebuild), and the caller throttles how often this runs.
 * Rank: 1 = most invocations in 7 days among the contracts with indexed figures (ties by id).
 */
import { ENTITIES } from '../../../content-schema/registry.ts';
import type { Contract } from '../../../content-schema/index.ts';
import { repository } from '../../adapters/data/store.ts';
import type { IndexedFigures } from './figures.ts';

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Write the figures onto the contract records that differ; answers how many were written. */
export async function writeContractRecords(figures: IndexedFigures): Promise<number> {
  const repo = repository<Contract>(ENTITIES.contract);
  const all = await repo.list();
  const measured = all
    .filter((c) => figures.contracts[c.hash.toLowerCase()])
    .sort(
      (a, b) =>
        figures.contracts[b.hash.toLowerCase()]!.invocationsLast7Days -
          figures.contracts[a.hash.toLowerCase()]!.invocationsLast7Days || a.idContractPk - b.idContractPk,
    );
  let written = 0;
  for (const [i, c] of measured.entries()) {
    const f = figures.contracts[c.hash.toLowerCase()]!;
    const next = {
      invocationsLast7Days: f.invocationsLast7Days,
      last7DaysPercent: f.last7DaysPercent,
      graph14Days: f.graph14Days,
      rank: i + 1,
    };
    if (Object.entries(next).every(([k, v]) => same(c[k as keyof Contract], v))) continue;
    const current = (await repo.get({ idContractPk: c.idContractPk }))!;
    await repo.replace({ ...current, ...next }, current.version).catch(() => undefined); // an editor's concurrent save wins; the next run retries
    written++;
  }
  return written;
}
