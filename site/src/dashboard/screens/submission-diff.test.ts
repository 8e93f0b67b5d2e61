import { describe, expect, it } from 'vitest';
import { pendingCount } from './pending-submissions.ts';
import { diffLines } from './submission-diff.ts';

describe('diffLines', () => {
  it('marks list entries kept, removed and added, objects as readable text', () => {
    expect(
      diffLines(
        [
          { title: 'Router', hash: '0xaa' },
          { title: 'Old', hash: '0xbb' },
        ],
        [
          { title: 'Router', hash: '0xaa' },
          { title: 'Pool', hash: '0xcc' },
        ],
      ),
    ).toEqual([
      { text: 'Router 0xaa', side: 'both' },
      { text: 'Old 0xbb', side: 'live' },
      { text: 'Pool 0xcc', side: 'proposed' },
    ]);
    expect(diffLines(undefined, ['https://github.com/a/b'])).toEqual([
      { text: 'https://github.com/a/b', side: 'proposed' },
    ]);
  });
});

describe('pendingCount', () => {
  it('counts the submissions waiting for a decision: confirmed and in review', () => {
    const states = ['submitted', 'confirmed', 'in-review', 'published', 'rejected', 'confirmed'] as const;
    expect(pendingCount(states.map((state) => ({ state })))).toBe(3);
  });
});
