/**
 * The one place that knows the chart library (ApexCharts, tree-shaken: its core and the area chart only). Swapping
 * the library means rewriting this file alone: `createLineChart` draws a series of `{ at, value }` points and
 * answers a handle that redraws it. ApexCharts ≥ 5 is under its own licence (free below US$2M revenue; see README).
 */
import ApexCharts, { type ApexOptions } from 'apexcharts/core';
import 'apexcharts/area';
import { formatLive } from '../../lib/live-format.ts';
import { currentTheme, onThemeChange, tokenColor } from '../../lib/theme.ts';

/** A point of the line; `null` is a gap (nothing measured), drawn as a break, never bridged. */
export interface ChartPoint {
  at: string;
  value: number | null;
}
export interface ChartOptions {
  unit: 'count' | 'USD' | 'USDT';
  label: string;
  hourly: boolean;
}
export interface ChartHandle {
  update(points: ChartPoint[], options: ChartOptions): void;
  destroy(): void;
}

const lang = () => document.documentElement.lang || 'en-US';
const format = (value: number, unit: ChartOptions['unit']) =>
  unit === 'count' ? formatLive('integer', value, 'USD', lang()) : formatLive('price', value, unit, lang());

/** The tooltip's date in the page's language: MM/DD/YYYY (en-US) or DD/MM/YYYY (pt-BR), UTC. */
const dateFormat = (hourly: boolean) =>
  `${lang() === 'pt-BR' ? 'dd/MM/yyyy' : 'MM/dd/yyyy'}${hourly ? ' HH:mm UTC' : ''}`;

const axisDate = (at: number | undefined, hourly: boolean) =>
  at === undefined
    ? ''
    : new Intl.DateTimeFormat(lang(), {
        timeZone: 'UTC',
        day: '2-digit',
        month: 'short',
        ...(hourly ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' as const } : {}),
      }).format(at);

/** The chart's colours from the design tokens (styles/tokens.css), as the page shows them now (light or dark). */
const palette = (host: HTMLElement) => ({
  line: tokenColor(host, '--chart-line'),
  grid: tokenColor(host, '--chart-grid'),
  text: tokenColor(host, '--muted'),
  mode: currentTheme(),
});

function config(host: HTMLElement, points: ChartPoint[], options: ChartOptions): ApexOptions {
  const colors = palette(host);
  return {
    chart: {
      type: 'area',
      height: 240,
      toolbar: { show: false },
      zoom: { enabled: false },
      animations: { enabled: false },
      fontFamily: 'inherit',
      foreColor: colors.text,
      background: 'transparent',
    },
    theme: { mode: colors.mode },
    series: [{ name: options.label, data: points.map((p) => ({ x: Date.parse(p.at), y: p.value })) }],
    colors: [colors.line],
    dataLabels: { enabled: false },
    stroke: { curve: 'straight', width: 2 },
    fill: { type: 'gradient', gradient: { opacityFrom: 0.35, opacityTo: 0.02 } },
    // Axis dates through Intl in the page's language (ApexCharts' own month names are English).
    xaxis: {
      type: 'datetime',
      labels: { datetimeUTC: true, formatter: (_: string, at?: number) => axisDate(at, options.hourly) },
    },
    yaxis: { labels: { formatter: (v: number) => format(v, options.unit) } },
    tooltip: {
      theme: colors.mode,
      x: { format: dateFormat(options.hourly) },
      y: { formatter: (v: number | null) => (v === null ? '—' : format(v, options.unit)) },
    },
    grid: { borderColor: colors.grid },
    legend: { show: false },
  };
}

/** Draw `points` into `host`; resolves once drawn. The chart redraws in the new colours when the theme changes. */
export async function createLineChart(
  host: HTMLElement,
  points: ChartPoint[],
  options: ChartOptions,
): Promise<ChartHandle> {
  let shown = { points, options };
  const chart = new ApexCharts(host, config(host, points, options));
  await chart.render();
  const stopFollowingTheme = onThemeChange(
    () => void chart.updateOptions(config(host, shown.points, shown.options), false, false),
  );
  return {
    update(next, nextOptions) {
      shown = { points: next, options: nextOptions };
      void chart.updateOptions(config(host, next, nextOptions), false, false);
    },
    destroy: () => {
      stopFollowingTheme();
      chart.destroy();
    },
  };
}
