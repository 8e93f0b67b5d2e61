import { describe, expect, it } from 'vitest';
import { parseSource } from './source.ts';

describe('parseSource', () => {
  it('links GitHub files at their commit, repositories and pages; keeps other text', () => {
    expect(
      parseSource(
        'neo-project/neo.org:NeoWeb/Views/Dev/_ToolingPartial.cshtml@68153ee | https://neonewstoday.com/a/ | neo-project/neo (listed by the code index) | derived from dapps.json',
      ),
    ).toEqual([
      {
        label: 'neo-project/neo.org:NeoWeb/Views/Dev/_ToolingPartial.cshtml@68153ee',
        href: 'https://github.com/neo-project/neo.org/blob/68153ee/NeoWeb/Views/Dev/_ToolingPartial.cshtml',
      },
      { label: 'neonewstoday.com/a/', href: 'https://neonewstoday.com/a/' },
      { label: 'neo-project/neo (listed by the code index)', href: 'https://github.com/neo-project/neo' },
      { label: 'derived from dapps.json' },
    ]);
  });
});
