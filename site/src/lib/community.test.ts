import { describe, expect, it } from 'vitest';
import { bars, lastActive, topProjects, weekDate, wheelSlices } from './community.ts';

const repo = (fullName: string, commits: number, last?: string) => ({
  idRepositoryPk: 1,
  idOrganizationPk: 1,
  fullName,
  name: fullName.split('/')[1]!,
  htmlUrl: `https://github.com/${fullName}`,
  commitsLast52Weeks: commits,
  additionsLast52Weeks: 0,
  deletionsLast52Weeks: 0,
  contributorsLast52Weeks: 0,
  lastCommitAt: last,
  asOf: '2026-08-21T20:21:01Z',
});

describe('community helpers', () => {
  it('ranks top projects by 52-week commits and leaves idle ones out', () => {
    const list = [repo('a/x', 5), repo('a/y', 0), repo('a/z', 9)];
    expect(topProjects(list).map((r) => r.name)).toEqual(['z', 'x']);
  });
  it('breaks a tie in commits by contributors, a repository without a contributor count after the measured ones', () => {
    const list = [
      { ...repo('a/a-unmeasured', 5), contributorsLast52Weeks: undefined },
      { ...repo('a/one', 5), contributorsLast52Weeks: 1 },
      { ...repo('a/none', 5), contributorsLast52Weeks: 0 },
    ];
    expect(topProjects(list).map((r) => r.name)).toEqual(['one', 'none', 'a-unmeasured']);
  });
  it('orders last active projects by their newest commit', () => {
    const list = [repo('a/x', 1, '2026-01-01T00:00:00Z'), repo('a/y', 1), repo('a/z', 1, '2026-08-01T00:00:00Z')];
    expect(lastActive(list).map((r) => r.name)).toEqual(['z', 'x', 'y']);
  });
  it('cuts the wheel into the top languages and the rest', () => {
    const slices = wheelSlices(
      [
        { language: 'Go', amountInBytes: 6 },
        { language: 'C#', amountInBytes: 3 },
        { language: 'Rust', amountInBytes: 1 },
      ],
      'Other',
      2,
    );
    expect(slices.map((s) => [s.label, s.share])).toEqual([
      ['Go', 0.6],
      ['C#', 0.3],
      ['Other', 0.1],
    ]);
    expect(slices[0]!.path).toMatch(/^M100\.00,0\.00A100,100 0 1 1 /);
    expect(wheelSlices([], 'Other')).toEqual([]);
  });
  it('scales bars to the tallest and dates GitHub weeks', () => {
    expect(bars([0, 5, 10], 30, 100, 0)).toEqual([
      { x: 0, width: 10, y: 100, height: 0 },
      { x: 10, width: 10, y: 50, height: 50 },
      { x: 20, width: 10, y: 0, height: 100 },
    ]);
    expect(weekDate(1786838400)).toBe('2026-08-16');
  });
});
