/**
 * Behaviour of the dApp stats chart: the range buttons (24H, 7D, 14D, 30D) and series buttons switch what is
 * shown, with or without the chart library; the library (chart-engine.ts) is imported only when the chart box
 * scrolls into view. A range without points shows the empty-state text instead of a chart.
 */
import { loadChunk } from '../../lib/load-chunk.ts';
import type { DappMetric, LivePoint } from '../../../../content-schema/live-snapshot.ts';
import type { ChartHandle } from './chart-engine.ts';
import { sparklinePoints } from '../../lib/sparkline.ts';

type Metric = DappMetric & { label: string };
interface ChartData {
  metrics: Metric[];
  emptyTemplate: string;
}

function setup(root: HTMLElement): void {
  const data = JSON.parse(root.querySelector('[data-chart-data]')!.textContent!) as ChartData;
  const box = root.querySelector<HTMLElement>('[data-chart-box]')!;
  const empty = root.querySelector<HTMLElement>('[data-chart-empty]')!;
  const preview = root.querySelector<SVGSVGElement>('.chart-preview');
  let chart: ChartHandle | undefined;
  let host: HTMLElement | undefined;

  const current = () => {
    const metric = data.metrics.find((m) => m.key === root.dataset.metric) ?? data.metrics[0]!;
    const range = (root.dataset.range ?? '7D') as keyof DappMetric['ranges'];
    return { metric, range, points: metric.ranges[range] as LivePoint[] };
  };

  const render = () => {
    const { metric, range, points } = current();
    for (const b of root.querySelectorAll<HTMLElement>('[data-range-button]'))
      b.setAttribute('aria-pressed', String(b.dataset.rangeButton === range));
    for (const b of root.querySelectorAll<HTMLElement>('[data-metric-button]'))
      b.setAttribute('aria-pressed', String(b.dataset.metricButton === metric.key));
    const hasPoints = points.length > 0;
    empty.hidden = hasPoints;
    empty.textContent = data.emptyTemplate.replace('{metric}', metric.label.toLowerCase()).replace('{range}', range);
    if (preview) preview.toggleAttribute('data-hidden', true);
    if (host) host.hidden = !hasPoints;
    if (chart && hasPoints)
      chart.update(points, { unit: metric.unit, label: `${metric.label}, ${range}`, hourly: range === '24H' });
    else if (!chart && preview) {
      preview.querySelector('polyline')?.setAttribute(
        'points',
        sparklinePoints(
          points.map((p) => p.value),
          600,
          200,
          8,
        ),
      );
      preview.toggleAttribute('data-hidden', !hasPoints);
    }
  };

  root.addEventListener('click', (event) => {
    const button = (event.target as HTMLElement).closest<HTMLElement>('[data-range-button], [data-metric-button]');
    if (!button) return;
    if (button.dataset.rangeButton) root.dataset.range = button.dataset.rangeButton;
    if (button.dataset.metricButton) root.dataset.metric = button.dataset.metricButton;
    render();
  });

  const observer = new IntersectionObserver(
    async (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      const { createLineChart } = await loadChunk('chart', () => import('./chart-engine.ts'));
      host = document.createElement('div');
      host.className = 'chart-host';
      box.prepend(host);
      const { metric, range, points } = current();
      chart = await createLineChart(host, points, {
        unit: metric.unit,
        label: `${metric.label}, ${range}`,
        hourly: range === '24H',
      });
      render();
    },
    { rootMargin: '100px' },
  );
  observer.observe(box);
}

/** Wire every stats chart of the page. */
export function initStatsCharts(): void {
  for (const root of document.querySelectorAll<HTMLElement>('[data-stats-chart]:not([data-chart-init])')) {
    root.dataset.chartInit = '';
    setup(root);
  }
}
