import { describe, expect, it } from 'vitest';
import { activityByChain } from './chain-activity.ts';
import type { ProjectContract } from './project.ts';

const chain = (tagName: string, title: string) => ({ idBlockchainVersionPk: 1, tagName, title, color: '#000' });
const contract = (tag: [string, string], invocations?: number): ProjectContract =>
  ({
    contract: { idContractPk: 1, blockchainVersion: chain(...tag), network: 'mainnet' },
    activity: undefined,
    scope:
      invocations === undefined
        ? { state: 'notMeasured' }
        : { state: 'measured', network: 'mainnet', figures: { invocationsLast7Days: invocations } },
  }) as unknown as ProjectContract;
const N3: [string, string] = ['neo-n3', 'Neo N3'];
const X: [string, string] = ['neo-x', 'Neo X'];

describe('activity per chain', () => {
  it('sums the measured contracts per chain and combined, leaving out unmeasured chains', () => {
    expect(activityByChain([contract(N3, 12), contract(X, 4), contract(X, 1), contract(N3)])).toEqual({
      chains: [
        { tagName: 'neo-n3', title: 'Neo N3', invocationsLast7Days: 12 },
        { tagName: 'neo-x', title: 'Neo X', invocationsLast7Days: 5 },
      ],
      combined: 17,
    });
    expect(activityByChain([contract(N3), contract(X)])).toEqual({ chains: [], combined: undefined });
  });
});
