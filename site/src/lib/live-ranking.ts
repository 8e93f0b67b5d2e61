/**
 * Home rankings of SPEC §9 over the live snapshot, and what belongs to a dApp. Only measured items rank: a
 * token without a 24 h change is not "trending", a collection without a 30-day volume is not "top".
 */
import { byTitle } from '../../../content-schema/order.ts';

/** Tokens by 24 h price increase, highest first (measured ones only). */
export function trendingTokens<T extends { idTokenPricedPk: number }>(
  tokens: readonly T[],
  change24h: (id: number) => number | undefined,
  limit = 10,
): T[] {
  return tokens
    .filter((t) => change24h(t.idTokenPricedPk) !== undefined)
    .sort(
      (a, b) => change24h(b.idTokenPricedPk)! - change24h(a.idTokenPricedPk)! || a.idTokenPricedPk - b.idTokenPricedPk,
    )
    .slice(0, limit);
}

/** Collections by 30-day volume, highest first; `ranked` false (and every collection by name) when none is measured. */
export function topNfts<T extends { idNftCollectionPk: number; name: string }>(
  collections: readonly T[],
  monthVolume: (id: number) => number | undefined,
  limit = 10,
): { items: T[]; ranked: boolean } {
  const measured = collections.filter((c) => monthVolume(c.idNftCollectionPk) !== undefined);
  if (measured.length) {
    return {
      items: measured
        .sort(
          (a, b) => monthVolume(b.idNftCollectionPk)! - monthVolume(a.idNftCollectionPk)! || byTitle(a.name, b.name),
        )
        .slice(0, limit),
      ranked: true,
    };
  }
  return { items: [...collections].sort((a, b) => byTitle(a.name, b.name)).slice(0, limit), ranked: false };
}

const lower = (s: string) => s.toLowerCase();

/** The tokens a dApp issues: those whose script hash is one of its contracts. */
export function tokensOfDapp<T extends { hash: string }>(
  contracts: readonly { hash: string }[],
  tokens: readonly T[],
): T[] {
  const hashes = new Set(contracts.map((c) => lower(c.hash)));
  return tokens.filter((t) => hashes.has(lower(t.hash)));
}

/** The NFT collections of a dApp: one of its contracts, or a collection whose project is the dApp's title. */
export function nftsOfDapp<T extends { hash: string; project?: string | undefined }>(
  dapp: { title: string; contracts: readonly { hash: string }[] },
  collections: readonly T[],
): T[] {
  const hashes = new Set(dapp.contracts.map((c) => lower(c.hash)));
  const title = lower(dapp.title);
  return collections.filter(
    (c) =>
      hashes.has(lower(c.hash)) ||
      (c.project !== undefined && (lower(c.project) === title || title.startsWith(`${lower(c.project)} `))),
  );
}

/**
 * `tokensOfDapp` and `nftsOfDapp` over fixed lists, for asking them of many dApps (a build asks them of every dApp,
 * on its page and on the lists' health filter): the lists are indexed once by lower-cased script hash (and the
 * collections by project), so one dApp costs its own contracts and title words, not a pass over every token and
 * collection. Same answers, in the lists' order, as the two functions.
 */
export function dappAssetIndex<T extends { hash: string }, C extends { hash: string; project?: string | undefined }>(
  tokens: readonly T[],
  collections: readonly C[],
): {
  tokensOf: (contracts: readonly { hash: string }[]) => T[];
  nftsOf: (dapp: { title: string; contracts: readonly { hash: string }[] }) => C[];
} {
  const positions = <K, V>(items: readonly V[], keys: (item: V) => (K | undefined)[]) => {
    const map = new Map<K, number[]>();
    items.forEach((item, i) => {
      for (const key of keys(item)) if (key !== undefined) (map.get(key) ?? map.set(key, []).get(key)!).push(i);
    });
    return map;
  };
  const tokensByHash = positions(tokens, (t) => [lower(t.hash)]);
  const collectionsByHash = positions(collections, (c) => [lower(c.hash)]);
  const collectionsByProject = positions(collections, (c) => [c.project === undefined ? undefined : lower(c.project)]);
  const pick = <V>(items: readonly V[], found: Iterable<number[] | undefined>) =>
    [...new Set([...found].flatMap((list) => list ?? []))].sort((a, b) => a - b).map((i) => items[i]!);
  return {
    tokensOf: (contracts) =>
      pick(
        tokens,
        contracts.map((c) => tokensByHash.get(lower(c.hash))),
      ),
    nftsOf: (dapp) => {
      const title = lower(dapp.title);
      // A collection's project names the dApp when it is the title or a prefix of it ending before a space.
      const projects = [title, ...[...title].flatMap((ch, i) => (ch === ' ' ? [title.slice(0, i)] : []))];
      return pick(collections, [
        ...dapp.contracts.map((c) => collectionsByHash.get(lower(c.hash))),
        ...projects.map((p) => collectionsByProject.get(p)),
      ]);
    },
  };
}
