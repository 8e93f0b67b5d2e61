import type { SourceInfo } from '../../../content-schema/live-snapshot.ts';
import { t, type Locale } from '../i18n.ts';
import { formatInteger } from './format.ts';
import { formatDateTimeUtc } from './live-format.ts';

import { INDEXER_SOURCE } from './indexer-source.ts';

/** The source name of the N3 indexer (reads the figures from N3 blocks; its `asOf` is the time of block `block`). */
export { INDEXER_SOURCE };

/** What a figure on a page is: contract activity (contracts, dApp chart, top dApps), network statistics, token transfers. */
export type FigureKind = 'activity' | 'network' | 'transfers';

/** The source each kind of figure came from before the indexer existed (the third-party activity job). */
const FALLBACK: Record<FigureKind, string> = {
  activity: 'contract-activity',
  network: 'contract-activity',
  transfers: 'contract-activity',
};

/** A named source of the live snapshot (`name` is its key in `sources`). */
export interface NamedSource {
  name: string;
  info: SourceInfo | undefined;
}

/**
 * Which source a page's figures of `kind` are as of: the N3 indexer when the snapshot has it with a block
 * (`sources['n3-indexer'].block`), else the source those figures came from before (the `contract-activity` job).
 * Pages label figures with `asOfLabel(figuresSource(...).info, …)`, so the label follows wherever the figures come from.
 */
export function figuresSource(sources: Record<string, SourceInfo>, kind: FigureKind): NamedSource {
  const indexer = sources[INDEXER_SOURCE];
  if (indexer?.asOf && indexer.block !== undefined) return { name: INDEXER_SOURCE, info: indexer };
  return { name: FALLBACK[kind], info: sources[FALLBACK[kind]] };
}

/** The i18n key of the "as of" sentence for a source (`live.asOf.*`). */
export function asOfKey(source: SourceInfo | undefined): string {
  if (!source?.asOf) return 'live.asOf.none';
  const recorded = source.mode === 'offline';
  if (source.block !== undefined) return recorded ? 'live.asOf.blockRecorded' : 'live.asOf.block';
  return recorded ? 'live.asOf.recorded' : 'live.asOf.live';
}

/**
 * The sentence saying as of when `source`'s figures are, in `locale`: "Contract activity as of block #1,234,
 * time 08/21/2026 20:21 UTC." for a block source, "… as of 08/21/2026 20:21 UTC" (plus "replayed from a recording"
 * when offline) for a dated one, "…: not measured yet." without an as-of. `what` is a key under `live.what.`.
 */
export function asOfLabel(source: SourceInfo | undefined, what: string, locale: Locale): string {
  const when = source?.asOf ? formatDateTimeUtc(source.asOf, locale) : '';
  const block = source?.block !== undefined ? formatInteger(source.block, locale) : '';
  return t(locale, asOfKey(source), { what: t(locale, `live.what.${what}`), when, block });
}

/** The short form for one signal: "N3 indexer, as of block #1,234 (08/21/2026 20:21 UTC)" / "GitHub, as of 08/21/2026 20:21 UTC". */
export function sourceAsOf(name: string, source: SourceInfo | undefined, locale: Locale): string {
  const label = t(locale, `live.sourceName.${name}`, { defaultValue: name });
  if (!source?.asOf) return t(locale, 'live.sourceAsOf.none', { source: label });
  const when = formatDateTimeUtc(source.asOf, locale);
  if (source.block !== undefined)
    return t(locale, 'live.sourceAsOf.block', { source: label, block: formatInteger(source.block, locale), when });
  return t(locale, source.mode === 'offline' ? 'live.sourceAsOf.recorded' : 'live.sourceAsOf.live', {
    source: label,
    when,
  });
}
