/**
 * The header search (issue #27 item 1): the index the build writes from the catalogue snapshot
 * (`/search-index.json`, pages/search-index.json.ts), what a pasted text is (`recognize`), and the search over the
 * index (`createSiteSearch`, minisearch: prefix and fuzzy matching, ranked, grouped by kind). Pure: the build, the
 * header's search chunk (loaded on first use, never in a page's first load) and the /search page share it.
 */
import MiniSearch from 'minisearch';
import { normalizeText } from './text.ts';

/** The kinds of record the search finds, in the order their groups are shown. */
export const SEARCH_KINDS = [
  'dapp',
  'app',
  'token',
  'contract',
  'nft',
  'wallet',
  'explorer',
  'exchange',
  'organization',
  'repository',
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/**
 * One record of the index, in short keys (the index travels to the browser): `k` kind, `t` title, `s` what is
 * shown under it (a token's symbol, a contract's dApp, an organization's GitHub login), `h` a script hash
 * (contracts, tokens, NFT collections; `0x` + 40 lower-case hex) or Neo X address, `u` where it leads (a locale-free
 * site path starting with `/`, or an absolute URL for GitHub), `l` the logo URL (absent: a monogram), `d` 1 when
 * the wallet, explorer or exchange is discontinued, `x` 1 when the token is deprecated.
 */
export interface SearchRecord {
  k: SearchKind;
  t: string;
  s?: string;
  h?: string;
  u: string;
  l?: string;
  d?: 1;
  x?: 1;
}

/**
 * An active explorer, for pasted transaction hashes and block numbers: `t` title, `c` its chain (`n3` or `neoX`,
 * mainnet), `u` its website, and its URL templates when the catalogue has them (`tx`, `block`; `{hash}` and
 * `{block}` stand for the value). Without a template the explorer is offered by its website.
 */
export interface SearchExplorer {
  t: string;
  c: 'n3' | 'neoX';
  u: string;
  tx?: string;
  block?: string;
  l?: string;
}

/** The whole index: `v` its format version, the records in kind order, the explorers. */
export interface SearchIndex {
  v: 1;
  records: SearchRecord[];
  explorers: SearchExplorer[];
}

/**
 * What a typed or pasted text is, by its shape alone: an N3 address (`N` + 33 base58 characters; the checksum is
 * checked later, with the chain library), `0x` + 40 hex (an N3 script hash or a Neo X address: both), a
 * transaction hash (64 hex, `0x` optional), a block number (digits only, at most 10), or plain `text`.
 */
export type Recognized =
  | { kind: 'n3Address'; value: string }
  | { kind: 'hash160'; value: string }
  | { kind: 'txHash'; value: string }
  | { kind: 'block'; value: number }
  | { kind: 'text'; value: string };

/** The shape of `query` (see `Recognized`); hex values come back lower case with `0x`. */
export function recognize(query: string): Recognized {
  const value = query.trim();
  if (/^N[1-9A-HJ-NP-Za-km-z]{33}$/.test(value)) return { kind: 'n3Address', value };
  if (/^0x[0-9a-fA-F]{40}$/.test(value)) return { kind: 'hash160', value: value.toLowerCase() };
  if (/^(0x)?[0-9a-fA-F]{64}$/.test(value))
    return { kind: 'txHash', value: `0x${value.replace(/^0x/, '').toLowerCase()}` };
  if (/^\d{1,10}$/.test(value)) return { kind: 'block', value: Number(value) };
  return { kind: 'text', value };
}

/**
 * A pasted transaction hash or block number on an explorer: its URL from the explorer's template, or undefined when
 * the explorer has no template for it (then it is offered by its website).
 */
export function explorerUrl(explorer: SearchExplorer, what: Recognized): string | undefined {
  if (what.kind === 'txHash' && explorer.tx) return explorer.tx.replace('{hash}', what.value);
  if (what.kind === 'block' && explorer.block) return explorer.block.replace('{block}', String(what.value));
  return undefined;
}

/** The matches of one kind, best first. */
export interface SearchGroup {
  kind: SearchKind;
  records: SearchRecord[];
}

/** A search over an index: `search(query, perKind)` answers the groups in `SEARCH_KINDS` order, at most `perKind` each. */
export interface SiteSearch {
  search(query: string, perKind?: number): SearchGroup[];
  /** The records whose script hash (or Neo X address) is `hash` (`0x` + 40 hex, any case). */
  byHash(hash: string): SearchRecord[];
}

/**
 * Builds the search over `records`: words are matched by prefix (and with one typo in five characters from the
 * fourth character on), titles weigh three times the rest, every word must match; a hex query of 6 characters or
 * more also matches script hashes by prefix (`0x` optional). Ranking is minisearch's (BM25), then the index order.
 */
export function createSiteSearch(records: readonly SearchRecord[]): SiteSearch {
  const mini = new MiniSearch<{ id: number; t: string; s: string }>({
    fields: ['t', 's'],
    processTerm: (term) => normalizeText(term) || null,
    tokenize: (text) => normalizeText(text).split(' '),
    searchOptions: {
      boost: { t: 3 },
      prefix: true,
      fuzzy: (term) => (term.length > 3 ? 0.2 : false),
      combineWith: 'AND',
    },
  });
  mini.addAll(records.map((r, id) => ({ id, t: r.t, s: r.s ?? '' })));
  const hashes = records.map((r) => r.h?.replace(/^0x/, '') ?? '');

  return {
    search(query, perKind = 5) {
      const q = query.trim();
      if (!q) return [];
      const ids = new Set<number>();
      const hex = q.replace(/^0x/i, '').toLowerCase();
      if (/^[0-9a-f]{6,40}$/.test(hex)) hashes.forEach((h, i) => h && h.startsWith(hex) && ids.add(i));
      for (const hit of mini.search(q)) ids.add(hit.id as number);
      const groups = new Map<SearchKind, SearchRecord[]>();
      for (const id of ids) {
        const record = records[id]!;
        const group = groups.get(record.k) ?? [];
        if (group.length < perKind) group.push(record);
        groups.set(record.k, group);
      }
      return SEARCH_KINDS.filter((kind) => groups.has(kind)).map((kind) => ({ kind, records: groups.get(kind)! }));
    },
    byHash(hash) {
      const h = hash.toLowerCase().replace(/^0x/, '');
      return records.filter((_, i) => hashes[i] === h);
    },
  };
}
