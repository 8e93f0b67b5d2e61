// @vitest-environment jsdom
/** The live refresh of indexer-backed "as of" sentences (AsOf.astro with `kind`): what a visitor reads after it ran. */
import { beforeEach, describe, expect, it } from 'vitest';
import { applyAsOf, applyLive } from './live-refresh.ts';
import { sparklinePoints } from '../../lib/sparkline.ts';

const page = (block?: number) => `
  <p class="as-of" data-live-as-of="activity" ${block === undefined ? '' : `data-block="${block}"`}
     data-template="Contract activity as of block #{block}, time {when}."
     data-template-recorded="Contract activity as of block #{block}, time {when} (replayed).">Contract activity: not measured yet.</p>`;
const snapshot = (block: number, mode = 'live') => ({
  sources: { 'n3-indexer': { asOf: '2026-11-26T14:28:41.676Z', block, mode } },
});

describe('applyAsOf', () => {
  beforeEach(() => {
    document.documentElement.lang = 'en-US';
  });

  it("moves a sentence the build left without a block to the indexer's block and time", () => {
    document.body.innerHTML = page();
    expect(applyAsOf(snapshot(1234))).toBe(1);
    expect(document.querySelector('.as-of')!.textContent).toBe(
      'Contract activity as of block #1,234, time 11/26/2026 14:28 UTC.',
    );
  });

  it('keeps a sentence whose block is as new, and says so for a replayed reading', () => {
    document.body.innerHTML = page(55);
    expect(applyAsOf(snapshot(55))).toBe(0);
    expect(document.querySelector('.as-of')!.textContent).toBe('Contract activity: not measured yet.');
    expect(applyAsOf(snapshot(56, 'offline'))).toBe(1);
    expect(document.querySelector('.as-of')!.textContent).toContain('block #56');
    expect(document.querySelector('.as-of')!.textContent).toContain('(replayed)');
  });

  it('changes nothing without an indexer reading', () => {
    document.body.innerHTML = page();
    expect(applyAsOf({ sources: {} })).toBe(0);
    expect(applyAsOf({})).toBe(0);
  });
});

describe('applyLive sparklines', () => {
  const values = [1, 2, 1.5, 3];
  it('draws a line where the build had none, redraws one whose values moved, and leaves an equal one alone', () => {
    document.body.innerHTML = `
      <span data-live-spark="tokens.1.graph7Days">—</span>
      <svg class="sparkline" data-live-spark="tokens.2.graph7Days" data-trend="up"><polyline points="${sparklinePoints(values, 100, 28)}" fill="none" stroke-width="2"></polyline></svg>`;
    const snapshot = { tokens: { 1: { graph7Days: values }, 2: { graph7Days: values } } };
    expect(applyLive(snapshot)).toBe(1);
    const drawn = document.querySelector('[data-live-spark="tokens.1.graph7Days"] polyline')!;
    expect(drawn.getAttribute('points')).toBe(sparklinePoints(values, 100, 28));
    expect(drawn.getAttribute('fill')).toBe('none');
    const kept = document.querySelector('[data-live-spark="tokens.2.graph7Days"] polyline')!;
    expect(applyLive(snapshot)).toBe(0);
    expect(applyLive({ tokens: { 2: { graph7Days: [3, 2, 1] } } })).toBe(1);
    expect(kept.getAttribute('points')).toBe(sparklinePoints([3, 2, 1], 100, 28));
    expect(kept.parentElement!.getAttribute('data-trend')).toBe('down');
  });
});
