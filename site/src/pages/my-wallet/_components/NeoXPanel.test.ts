import { describe, expect, it } from 'vitest';
import { neoXHoldingRows } from './NeoXPanel.tsx';

const GAS = { symbol: 'GAS', hash: '0x0000000000000000000000000000000000000000', decimals: 18, native: true };
const NEO = { symbol: 'NEO', hash: '0xc28736dc83f4fd43d6fb832Fd93c3eE7bB26828f', decimals: 18 };
const WGAS = { symbol: 'WGAS', hash: '0xdE41591ED1f8ED1484aC2CD8ca0876428de60EfF', decimals: 18 };
const NDMEME = { symbol: 'NDMEME', hash: '0xE816deE05cf6D0F2a57EB4C489241D8326B5d106', decimals: 18 };

describe('the Neo X holdings', () => {
  it('lists native GAS (even at zero) and every catalogue token held, and names the tokens no contract answered for', () => {
    const { rows, notRead } = neoXHoldingRows(
      {
        gasWei: 0n,
        neoWei: 5n,
        tokens: [
          { hash: GAS.hash, amount: 0n },
          { hash: NEO.hash.toLowerCase(), amount: 5n },
          { hash: WGAS.hash, amount: 0n },
          { hash: NDMEME.hash, amount: undefined },
        ],
      },
      [GAS, NEO, WGAS, NDMEME],
    );
    expect(rows.map((r) => [r.symbol, r.amount, r.token?.hash])).toEqual([
      ['GAS', 0n, GAS.hash],
      ['NEO', 5n, NEO.hash],
    ]);
    expect(notRead).toEqual(['NDMEME']);
  });
});
