import { describe, expect, it } from 'vitest';
import { getAmountIn, getAmountOut, mayBeFrontrun, quoteExactIn, SLIPPAGE, stepSlippage } from './flamingo.ts';

// A bNEO/GAS pool of 10,000 bNEO and 30,000 GAS (both 8 decimals), and a GAS/FLM pool of 50,000 GAS and 2,000,000 FLM.
const bneoGas = { reserveIn: 1_000_000_000_000n, reserveOut: 3_000_000_000_000n };
const gasFlm = { reserveIn: 5_000_000_000_000n, reserveOut: 200_000_000_000_000n };

describe('router arithmetic (0.3 % fee, NEO.md §4.2)', () => {
  it('getAmountOut = amountIn × 997 × reserveOut / (reserveIn × 1000 + amountIn × 997)', () => {
    expect(getAmountOut(100_000_000n, bneoGas)).toBe(299_070_182n);
    expect(getAmountOut(0n, bneoGas)).toBe(0n);
    expect(getAmountOut(1n, { reserveIn: 0n, reserveOut: 1n })).toBe(0n);
  });
  it('getAmountIn is the least input that yields the output', () => {
    const amountIn = getAmountIn(299_070_000n, bneoGas)!;
    expect(amountIn).toBe(99_999_939n);
    expect(getAmountOut(amountIn, bneoGas)).toBeGreaterThanOrEqual(299_070_000n);
    expect(getAmountOut(amountIn - 1n, bneoGas)).toBeLessThan(299_070_000n);
    expect(getAmountIn(bneoGas.reserveOut, bneoGas)).toBeUndefined();
  });
});

describe('quotes (FlamingoSwapHelper, NEO.md §4.4)', () => {
  it('quotes one hop with the minimum received after slippage and the fee', () => {
    const q = quoteExactIn(100_000_000n, [bneoGas], 0.5);
    expect(q.amountOut).toBe(299_070_182n);
    expect(q.minimumReceived).toBe(297_574_831n);
    expect(q.fee).toBe(300_000n); // 0.3 % of 1 bNEO
    expect(q.priceImpact).toBeCloseTo(0.0000994, 6); // ≈ amountIn / reserveIn, the fee excluded
  });
  it('quotes along two hops with the fee compounded', () => {
    const q = quoteExactIn(100_000_000n, [bneoGas, gasFlm], 1);
    expect(q.amountOut).toBe(11_926_207_643n);
    expect(q.fee).toBe(100_000_000n - BigInt(Math.floor(1e8 * 0.997 * 0.997)));
    expect(q.minimumReceived).toBe((11_926_207_643n * 9900n) / 10_000n);
  });
  it('shows a large trade’s price impact', () => {
    const q = quoteExactIn(100_000_000_000n, [bneoGas], 0.5);
    expect(q.amountOut).toBe(271_983_268_164n);
    expect(q.priceImpact).toBeCloseTo(0.0904, 3);
  });
});

describe('slippage', () => {
  it('steps by ± 0.5 % within the bounds', () => {
    expect(stepSlippage(SLIPPAGE.defaultPercent, 1)).toBe(1);
    expect(stepSlippage(SLIPPAGE.minPercent, -1)).toBe(SLIPPAGE.minPercent);
    expect(stepSlippage(SLIPPAGE.maxPercent, 1)).toBe(SLIPPAGE.maxPercent);
  });
  it('warns that the transaction may be frontrun above 5 %', () => {
    expect(mayBeFrontrun(5)).toBe(false);
    expect(mayBeFrontrun(5.5)).toBe(true);
  });
});
