import { describe, expect, it } from 'vitest';
import { judge, latencyRatios, lighthouseFigures, percentile } from './budgets.ts';

describe('percentile', () => {
  it('answers the nearest-rank percentile, whatever the order of the values', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i); // 100 … 1
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile([3.25, 1.5, 2.75], 50)).toBe(2.75);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeUndefined();
  });
});

describe('latency ratios', () => {
  it('divides the route by its baseline and judges the ratio budgets (1.5× at p50, 2× at p99)', () => {
    const read = latencyRatios('api.read', { p50: 3, p99: 12 }, { p50: 2, p99: 5 });
    const list = latencyRatios('api.list', { p50: 1, p99: 4 }, { p50: 2, p99: 2 });
    expect(read).toEqual({ 'api.read.p50.ratio': 1.5, 'api.read.p99.ratio': 2.4 });
    const verdicts = Object.fromEntries(judge({ ...read, ...list }).map((v) => [v.id, v.ok]));
    expect(verdicts).toMatchObject({
      'api.read.p50.ratio': true,
      'api.read.p99.ratio': false,
      'api.list.p50.ratio': true,
      'api.list.p99.ratio': true,
    });
  });

  it('leaves a ratio unmeasured (never passed) when a side has no latency', () => {
    const ratios = latencyRatios('api.read', { p50: 3, p99: Number.NaN }, { p50: 0, p99: 5 });
    expect(ratios).toEqual({ 'api.read.p50.ratio': undefined, 'api.read.p99.ratio': undefined });
    expect(judge(ratios).find((v) => v.id === 'api.read.p50.ratio')?.ok).toBeUndefined();
  });
});

describe('build budgets', () => {
  it('judges the rebuild that reuses its cards and prints the cold build beside it, unjudged', () => {
    const verdicts = judge({
      'build.seconds10k': 470,
      'build.seconds10k.cold': 900,
      'build.peakRssMb10k': 3100,
      'build.peakRssMb10k.cold': 4000,
    });
    const byId = Object.fromEntries(verdicts.map((v) => [v.id, v]));
    expect(byId['build.seconds10k']).toMatchObject({ ok: true, label: expect.stringContaining('cards reused') });
    expect(byId['build.peakRssMb10k']?.ok).toBe(false);
    expect(byId['build.seconds10k.cold']).toMatchObject({ value: 900, informational: true });
    expect(byId['build.seconds10k.cold']?.ok).toBeUndefined();
    expect(byId['build.peakRssMb10k.cold']).toMatchObject({ value: 4000, informational: true });
  });
});

describe('Lighthouse budgets', () => {
  const route = (path: string, score: number, tbt: number, runs = 3) => ({
    route: path,
    performance: score,
    accessibility: 100,
    seo: 100,
    bestPractices: 100,
    metrics: { 'total-blocking-time': tbt },
    runs,
  });
  const isWallet = (path: string) => /gas-calculator|bridge/.test(path);
  const verdicts = (figures: ReturnType<typeof lighthouseFigures>) =>
    Object.fromEntries(judge(figures).map((v) => [v.id, v]));

  it('figures every route at 100 in all four categories with at most 100 ms of blocking time', () => {
    const figures = lighthouseFigures([route('/', 100, 40), route('/gas-calculator', 100, 100)], isWallet);
    expect(figures).toMatchObject({ 'lighthouse.all': 100, 'lighthouse.tbt': 100 });
    expect(verdicts(figures)['lighthouse.all']).toMatchObject({ value: 100, ok: true });
    expect(verdicts(figures)['lighthouse.tbt']).toMatchObject({ value: 100, ok: true });
  });

  it('figures the worst category and the longest blocking time over the routes', () => {
    const figures = lighthouseFigures(
      [route('/', 100, 30), route('/gas-calculator', 92, 294), { ...route('/tokens', 100, 208), seo: 99 }],
      isWallet,
    );
    expect(figures).toMatchObject({
      'lighthouse.all': 92,
      'lighthouse.tbt': 294,
      'lighthouse.performance.wallet': 92,
      'lighthouse.performance.catalogue': 100,
      'lighthouse.seo': 99,
    });
    const v = verdicts(figures);
    expect(v['lighthouse.all']).toMatchObject({ value: 92, ok: false });
    expect(v['lighthouse.tbt']).toMatchObject({ value: 294, unit: 'ms', ok: false });
    // The wallet pages' own performance budget (≥ 90) passes at 92: the every-route row shows the gap.
    expect(v['lighthouse.performance.wallet']?.ok).toBe(true);
    expect(v['lighthouse.seo']?.ok).toBe(false);
  });

  it('leaves the blocking time unmeasured, never passed, when a route could not be audited (its scores count 0)', () => {
    const figures = lighthouseFigures([route('/', 100, 20), route('/bridge', 0, 0, 0)], isWallet);
    expect(figures['lighthouse.tbt']).toBeUndefined();
    expect(verdicts(figures)['lighthouse.tbt']?.value).toBeUndefined();
    expect(figures['lighthouse.all']).toBe(0);
    expect(verdicts(figures)['lighthouse.performance.wallet']?.ok).toBe(false);
    expect(lighthouseFigures([], isWallet)).toEqual({});
  });
});
