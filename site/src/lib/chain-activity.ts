/**
 * A project's activity per chain and combined (issue 30): the 7-day transactions of its contracts measured on their
 * own network (activity-scope.ts `measured`), summed per chain (N3 by the N3 indexer, Neo X by the Neo X indexer),
 * and the combined total. A chain none of whose contracts was measured is left out, never a 0.
 */
import type { ProjectContract } from './project.ts';

export interface ChainActivity {
  /** The chain's tag name (`neo-n3`, `neo-x`) and title. */
  tagName: string;
  title: string;
  invocationsLast7Days: number;
}

/**
 * The measured chains of `contracts` in first-seen order, with their 7-day sums, and the combined sum; `combined`
 * is undefined when no contract was measured. E.g. a dApp with a measured N3 contract (12) and a measured Neo X one
 * (4): `[{ neo-n3, 12 }, { neo-x, 4 }]`, combined 16.
 */
export function activityByChain(contracts: readonly ProjectContract[]): {
  chains: ChainActivity[];
  combined: number | undefined;
} {
  const chains = new Map<string, ChainActivity>();
  for (const { contract, scope } of contracts) {
    if (scope.state !== 'measured' || !contract.blockchainVersion) continue;
    const { tagName, title } = contract.blockchainVersion;
    const c = chains.get(tagName) ?? { tagName, title, invocationsLast7Days: 0 };
    c.invocationsLast7Days += scope.figures.invocationsLast7Days ?? 0;
    chains.set(tagName, c);
  }
  const list = [...chains.values()];
  return {
    chains: list,
    combined: list.length ? list.reduce((sum, c) => sum + c.invocationsLast7Days, 0) : undefined,
  };
}
