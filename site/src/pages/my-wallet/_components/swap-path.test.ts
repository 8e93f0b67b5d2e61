import { describe, expect, it } from 'vitest';
import { candidatePaths, findRoute } from './swap-path.ts';

describe('swap routes', () => {
  it('tries the direct pool, then one hop through each hub token', () => {
    expect(candidatePaths('0xA', '0xB', ['0xG', '0xA', '0xN'])).toEqual([
      ['0xa', '0xb'],
      ['0xa', '0xg', '0xb'],
      ['0xa', '0xn', '0xb'],
    ]);
  });
  it('takes the first path whose reserves can be read', async () => {
    const hops = [
      { reserveIn: 1n, reserveOut: 2n },
      { reserveIn: 3n, reserveOut: 4n },
    ];
    const route = await findRoute(
      [
        ['a', 'b'],
        ['a', 'g', 'b'],
      ],
      async (path) => {
        if (path.length === 2) throw new Error('no pool');
        return hops;
      },
    );
    expect(route).toEqual({ path: ['a', 'g', 'b'], hops });
    expect(
      await findRoute([['a', 'b']], async () => {
        throw new Error('no pool');
      }),
    ).toBeUndefined();
  });
  it('stops at a failure that is not a missing pool (no node answered)', async () => {
    const down = new Error('no node');
    await expect(
      findRoute(
        [
          ['a', 'b'],
          ['a', 'g', 'b'],
        ],
        async () => {
          throw down;
        },
        (e) => e !== down,
      ),
    ).rejects.toBe(down);
  });
});
