/**
 * Behaviour of the token page's price chart (TokenPriceChart.astro): the range buttons (24H, 7D, 30D, 1Y, All) switch
 * what is shown, with or without the chart library; the library (StatsChart/chart-engine.ts) is imported only when
 * the chart scrolls into view. A range without two measured prices shows "—" and why instead of a line.
 */
import type { LivePriceHistory } from '../../../../../content-schema/price-history.ts';
import type { ChartHandle } from '../../../components/StatsChart/chart-engine.ts';
import { loadChunk } from '../../../lib/load-chunk.ts';
import { HOURLY_RANGES, previewPath, priceChartRanges, type PriceRange } from '../../../lib/price-chart.ts';

interface ChartData {
  history: LivePriceHistory;
  rangeLabels: Record<PriceRange, string>;
  /** The chart's name with `{range}` to fill. */
  label: string;
  /** Why a range has no line, with `{range}` to fill. */
  emptyTemplate: string;
}

function setup(root: HTMLElement): void {
  const data = JSON.parse(root.querySelector('[data-chart-data]')!.textContent!) as ChartData;
  const ranges = priceChartRanges(data.history);
  const box = root.querySelector<HTMLElement>('[data-chart-box]')!;
  const empty = root.querySelector<HTMLElement>('[data-chart-empty]')!;
  const preview = root.querySelector<SVGSVGElement>('.chart-preview')!;
  let chart: ChartHandle | undefined;
  let host: HTMLElement | undefined;

  const current = () => {
    const range = (root.dataset.range ?? '30D') as PriceRange;
    const label = data.label.replace('{range}', data.rangeLabels[range]);
    return {
      range,
      points: ranges[range],
      options: { unit: data.history.quote, label, hourly: HOURLY_RANGES.includes(range) },
    };
  };

  const render = () => {
    const { range, points, options } = current();
    for (const b of root.querySelectorAll<HTMLElement>('[data-range-button]'))
      b.setAttribute('aria-pressed', String(b.dataset.rangeButton === range));
    const hasPoints = points.length > 0;
    empty.hidden = hasPoints;
    empty.querySelector('[data-chart-empty-text]')!.textContent = data.emptyTemplate.replace(
      '{range}',
      data.rangeLabels[range],
    );
    preview.setAttribute('aria-label', options.label);
    preview.querySelector('path')!.setAttribute('d', previewPath(points));
    preview.toggleAttribute('data-hidden', !!chart || !hasPoints);
    if (host) {
      host.hidden = !hasPoints;
      host.setAttribute('aria-label', options.label);
    }
    if (chart && hasPoints) chart.update(points, options);
  };

  root.addEventListener('click', (event) => {
    const button = (event.target as HTMLElement).closest<HTMLElement>('[data-range-button]');
    if (!button?.dataset.rangeButton) return;
    root.dataset.range = button.dataset.rangeButton;
    render();
  });

  const observer = new IntersectionObserver(
    async (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      const { createLineChart } = await loadChunk(
        'chart',
        () => import('../../../components/StatsChart/chart-engine.ts'),
      );
      host = document.createElement('div');
      host.className = 'chart-host';
      host.setAttribute('role', 'img');
      box.prepend(host);
      const { points, options } = current();
      chart = await createLineChart(host, points, options);
      render();
    },
    { rootMargin: '100px' },
  );
  observer.observe(box);
}

/** Wire every price chart of the page. */
export function initPriceCharts(): void {
  for (const root of document.querySelectorAll<HTMLElement>('[data-price-chart]:not([data-chart-init])')) {
    if (!root.querySelector('[data-chart-data]')) continue;
    root.dataset.chartInit = '';
    setup(root);
  }
}
