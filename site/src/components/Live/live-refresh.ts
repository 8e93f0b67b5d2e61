/**
 * The live-data island: after the page loaded, fetch the latest live snapshot (only the sections this page shows)
 * and refresh every prebuilt number (`[data-live]`) and sparkline (`[data-live-spark]`) with the same
 * formatting the build used. A value the snapshot lacks keeps what the build rendered; a failed request changes
 * nothing. Plain script, no framework.
 */
import { productClient } from '../../lib/product-api.ts';
import { formatInteger } from '../../lib/format.ts';
import { INDEXER_SOURCE } from '../../lib/indexer-source.ts';
import { formatDateTimeUtc, formatLive, trendOf, type Quote } from '../../lib/live-format.ts';
import { sparklinePoints, sparklineTrend } from '../../lib/sparkline.ts';

/** The value at a dotted path (`tokens.3.price`) of a JSON object, or undefined. */
export function valueAt(root: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      root,
    );
}

const SVG = 'http://www.w3.org/2000/svg';

/** Apply a live snapshot to the page's live elements; answers how many changed. */
export function applyLive(snapshot: unknown, root: ParentNode = document): number {
  let changed = 0;
  for (const el of root.querySelectorAll<HTMLElement>('[data-live]')) {
    const value = valueAt(snapshot, el.dataset.live!);
    if (typeof value !== 'number') continue;
    const quote =
      (valueAt(snapshot, el.dataset.live!.replace(/\.[^.]+$/, '.quote')) as Quote | undefined) ??
      (el.dataset.quote as Quote | undefined);
    const text = formatLive(el.dataset.format ?? 'integer', value, quote, document.documentElement.lang || 'en-US');
    if (el.dataset.format === 'change') el.dataset.trend = trendOf(value);
    if (el.textContent !== text) {
      el.textContent = text;
      changed++;
    }
  }
  for (const el of root.querySelectorAll<HTMLElement | SVGElement>('[data-live-spark]')) {
    const values = valueAt(snapshot, el.dataset.liveSpark!);
    if (!Array.isArray(values) || values.length < 2) continue;
    let svg = el instanceof SVGElement ? el : undefined;
    if (!svg) {
      svg = document.createElementNS(SVG, 'svg');
      svg.setAttribute('class', 'sparkline');
      svg.setAttribute('viewBox', '0 0 100 28');
      svg.setAttribute('width', '100');
      svg.setAttribute('height', '28');
      svg.setAttribute('role', 'img');
      svg.setAttribute('aria-label', el.closest('[data-spark-label]')?.getAttribute('data-spark-label') ?? '');
      svg.dataset.liveSpark = el.dataset.liveSpark;
      const line = document.createElementNS(SVG, 'polyline');
      line.setAttribute('fill', 'none');
      line.setAttribute('stroke-width', '2');
      svg.append(line);
      el.replaceWith(svg);
    }
    const line = svg.querySelector('polyline')!;
    const points = sparklinePoints(values as number[], 100, 28);
    const trend = sparklineTrend(values as number[]);
    // A line the build already drew from the same values is left alone: no style or layout work for a list of them.
    if (line.getAttribute('points') === points && svg.dataset.trend === trend) continue;
    line.setAttribute('points', points);
    svg.dataset.trend = trend;
    changed++;
  }
  return changed;
}

/**
 * Move each indexer-backed "as of" sentence (`[data-live-as-of]`, AsOf.astro) to the N3 indexer's block in
 * `snapshot.sources`, when that block is newer than the one the page was built with; answers how many changed.
 */
export function applyAsOf(snapshot: unknown, root: ParentNode = document): number {
  const source = valueAt(snapshot, `sources.${INDEXER_SOURCE}`) as
    { asOf?: string; block?: number; mode?: string } | undefined;
  if (!source?.asOf || typeof source.block !== 'number') return 0;
  const locale = document.documentElement.lang || 'en-US';
  let changed = 0;
  for (const el of root.querySelectorAll<HTMLElement>('[data-live-as-of]')) {
    const template = source.mode === 'offline' ? el.dataset.templateRecorded : el.dataset.template;
    if (!template || (el.dataset.block !== undefined && Number(el.dataset.block) >= source.block)) continue;
    el.textContent = template
      .replace('{block}', formatInteger(source.block, locale))
      .replace('{when}', formatDateTimeUtc(source.asOf, locale));
    el.dataset.block = String(source.block);
    if (source.mode) el.dataset.mode = source.mode;
    changed++;
  }
  return changed;
}

/** The API's live snapshot route (`productClient().snapshot.live`). */
const LIVE_PATH = '/client/snapshot/live';
/**
 * Where the latest live snapshot is read: `PUBLIC_LIVE_SNAPSHOT_URL` at build time (production: the CDN copy,
 * `/snapshots/live.json`), else the API route, which can answer only the sections a page needs.
 */
const ENDPOINT: string = import.meta.env.PUBLIC_LIVE_SNAPSHOT_URL || LIVE_PATH;

/** Fetch the sections the page uses from `endpoint` and apply them. */
export async function refreshLive(endpoint = ENDPOINT): Promise<void> {
  const paths = [...document.querySelectorAll<HTMLElement>('[data-live], [data-live-spark]')].map(
    (el) => el.dataset.live ?? el.dataset.liveSpark ?? '',
  );
  const sections = [...new Set(paths.map((p) => p.split('.')[0]).filter(Boolean))];
  if (!sections.length) return;
  if (document.querySelector('[data-live-as-of]')) sections.push('sources');
  try {
    // The API's live snapshot through the typed client; a copy elsewhere (a CDN's live.json) as it is.
    const res =
      endpoint === LIVE_PATH
        ? await productClient().snapshot.live.$get({ query: { sections: sections.join(',') } })
        : await fetch(endpoint.endsWith('.json') ? endpoint : `${endpoint}?sections=${sections.join(',')}`);
    if (!res.ok) return;
    const snapshot: unknown = await res.json();
    applyLive(snapshot);
    applyAsOf(snapshot);
  } catch {
    // Offline or the API is down: the prebuilt numbers stay.
  }
}
