import { describe, expect, it } from 'vitest';
import { citations } from './source.ts';

describe('citations', () => {
  it('names a repository file by its site or repository and keeps the exact file and commit for the hover', () => {
    expect(citations('neo-project/neo.org:NeoWeb/Views/Eco/_OverviewPartial.cshtml@68153ee')).toEqual([
      {
        name: 'neo.org',
        href: 'https://github.com/neo-project/neo.org/blob/68153ee/NeoWeb/Views/Eco/_OverviewPartial.cshtml',
        detail: 'neo-project/neo.org · NeoWeb/Views/Eco/_OverviewPartial.cshtml @ 68153ee',
      },
    ]);
    expect(citations('flamingo-finance/flamingo-contract-swap:README.md@a3586eb')[0]).toMatchObject({
      name: 'github.com/flamingo-finance/flamingo-contract-swap',
      href: 'https://github.com/flamingo-finance/flamingo-contract-swap/blob/a3586eb/README.md',
    });
  });

  it('names pages by their site and links them', () => {
    const url =
      'https://neonewstoday.com/general/cex-io-gate-io-houbi-exchanges-migrate-user-tokens-to-n3-open-trading/';
    expect(citations(url)).toEqual([{ name: 'Neo News Today', href: url, detail: url }]);
    expect(citations('https://www.gate.io/article/18156')[0]!.name).toBe('gate.io');
    expect(citations('https://github.com/CityOfZion/neo-mon/pull/124')[0]!.name).toBe('github.com/CityOfZion/neo-mon');
  });

  it('splits sources joined with " | " and merges those of one repository or site into one citation', () => {
    const list = citations(
      'NeoNEXT/neoline:cross-runtime/constants.ts@7c40663 | https://neo.org/migration | NeoNEXT/neoline:src/app/popup/_lib/bridge.ts@7c40663',
    );
    expect(list.map((c) => c.name)).toEqual(['github.com/NeoNEXT/neoline', 'neo.org']);
    expect(list[0]!.detail.split('\n')).toEqual([
      'NeoNEXT/neoline · cross-runtime/constants.ts @ 7c40663',
      'NeoNEXT/neoline · src/app/popup/_lib/bridge.ts @ 7c40663',
    ]);
  });

  it("leaves curators' notes and remarks out of the citations", () => {
    const list = citations(
      'neo-project/neo (listed by the code index; existence checked with find_repos) | derived from the categories assigned in dapps.json | NeoNEXT/neoline cross-runtime/constants.ts (chainId)',
    );
    expect(list).toEqual([
      { name: 'github.com/neo-project/neo', href: 'https://github.com/neo-project/neo', detail: 'neo-project/neo' },
      {
        name: 'github.com/NeoNEXT/neoline',
        href: 'https://github.com/NeoNEXT/neoline',
        detail: 'NeoNEXT/neoline · cross-runtime/constants.ts',
      },
    ]);
    expect(JSON.stringify(list)).not.toMatch(/code index|find_repos|derived|chainId/);
    expect(citations('')).toEqual([]);
    expect(citations(undefined)).toEqual([]);
  });
});
