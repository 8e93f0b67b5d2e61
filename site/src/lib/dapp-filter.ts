import type { Health } from './project-health.ts';
import { normalizeText } from './text.ts';

/** What a visitor filters the apps/dApps list by (SPEC §2, §5). Slugs, not titles, so URLs stay stable. */
export interface DappFilter {
  /** Free text; matched word by word against the entry's search text. */
  q: string;
  /** Category slug. */
  category?: string | undefined;
  /** Blockchain version tagName, e.g. `neo-n3`. */
  chain?: string | undefined;
  /** Minimum 7-day invocations (inclusive). */
  minTx?: number | undefined;
  /** Maximum 7-day invocations (inclusive). */
  maxTx?: number | undefined;
  /** Computed (or curated) health: active / dormant (lib/project-health.ts). */
  health?: Health | undefined;
}

/** One list entry as the filter sees it (built at build time, read back from the HTML in the browser). */
export interface DappFilterEntry {
  /** Normalized text (see `normalizeText`) of everything a search may hit. */
  text: string;
  categories: readonly string[];
  chains: readonly string[];
  /** 7-day invocations; undefined when not measured. */
  tx?: number | undefined;
  /** The entry's health as the build judged it. */
  health?: string | undefined;
}

/** The transaction filter applies only when Min TX or Max TX is filled (SPEC §5). */
export function isTxFilterActive(filter: Pick<DappFilter, 'minTx' | 'maxTx'>): boolean {
  return filter.minTx !== undefined || filter.maxTx !== undefined;
}

/** Whether any filter or search is set (the list then differs from the full list). */
export function isFilterActive(filter: DappFilter): boolean {
  return (
    normalizeText(filter.q) !== '' || !!filter.category || !!filter.chain || !!filter.health || isTxFilterActive(filter)
  );
}

/**
 * Whether `entry` passes `filter`: every search word occurs in its text, it has the category and chain when
 * those are set, it has the health when that is set, and — only when Min TX or Max TX is filled — it has a measurement within [minTx, maxTx].
 * An entry without a measurement never passes a filled transaction filter.
 */
export function matchesDapp(entry: DappFilterEntry, filter: DappFilter): boolean {
  const words = normalizeText(filter.q).split(' ').filter(Boolean);
  if (!words.every((word) => entry.text.includes(word))) return false;
  if (filter.category && !entry.categories.includes(filter.category)) return false;
  if (filter.chain && !entry.chains.includes(filter.chain)) return false;
  if (filter.health && entry.health !== filter.health) return false;
  if (isTxFilterActive(filter)) {
    if (entry.tx === undefined) return false;
    if (filter.minTx !== undefined && entry.tx < filter.minTx) return false;
    if (filter.maxTx !== undefined && entry.tx > filter.maxTx) return false;
  }
  return true;
}

/** Indexes (in list order) of the entries that pass `filter`. */
export function filterDapps(entries: readonly DappFilterEntry[], filter: DappFilter): number[] {
  const out: number[] = [];
  entries.forEach((entry, index) => {
    if (matchesDapp(entry, filter)) out.push(index);
  });
  return out;
}

/** The normalized search text of a dApp: title, short description, company, categories, chains, contracts. */
export function dappSearchText(dapp: {
  title: string;
  shortDescription: string;
  companyName?: string | undefined;
  categories: readonly { title: string }[];
  blockchainVersions: readonly { title: string }[];
  contracts: readonly { title: string; hash: string }[];
}): string {
  return normalizeText(
    [
      dapp.title,
      dapp.shortDescription,
      dapp.companyName ?? '',
      ...dapp.categories.map((c) => c.title),
      ...dapp.blockchainVersions.map((c) => c.title),
      ...dapp.contracts.flatMap((c) => [c.title, c.hash]),
    ].join(' '),
  );
}
