/**
 * Builds the header search's index (lib/site-search.ts `SearchIndex`) from the catalogue snapshot and the GitHub
 * part of the live snapshot, at build time (pages/search-index.json.ts).
 */
import type { CatalogueSnapshot, PublicExplorer } from '../../../content-schema/snapshot.ts';
import type { LiveOrganization, LiveRepository } from '../../../content-schema/live-snapshot.ts';
import { dappPath, walletPath } from './routes.ts';
import { tokenPath, tokenSlugs } from './token-page.ts';
import { nftPath, nftSlugs } from './nft-page.ts';
import type { SearchExplorer, SearchIndex, SearchRecord } from './site-search.ts';

/** The catalogue snapshot's lists the index is built from. */
type CatalogueList = 'dapps' | 'tokens' | 'nftCollections' | 'wallets' | 'explorers' | 'exchanges';

/** What the index is built from: the catalogue's lists as the pages get them, GitHub's organizations and repositories. */
export type SearchSources = { [K in CatalogueList]: readonly CatalogueSnapshot[K][number][] } & {
  organizations: readonly LiveOrganization[];
  repositories: readonly LiveRepository[];
};

/** The explorer's transaction and block URL templates, when its record has them (issue #27 item 4). */
function templates(explorer: PublicExplorer): { tx?: string; block?: string } {
  const own = explorer as { transactionUrlTemplate?: string | undefined; blockUrlTemplate?: string | undefined };
  return {
    ...(own.transactionUrlTemplate && { tx: own.transactionUrlTemplate }),
    ...(own.blockUrlTemplate && { block: own.blockUrlTemplate }),
  };
}

const lower = (hash: string | undefined) => (hash ? hash.toLowerCase() : undefined);

/** A token's or NFT collection's record: found by its name, its symbol and its script hash (lower case), to `u`. */
function byHash(k: 'token' | 'nft', t: string, s: string | undefined, hash: string | undefined, u: string) {
  const h = lower(hash);
  return { k, t, ...(s && { s }), ...(h && { h }), u };
}

/**
 * The index: dApps and apps (their pages), tokens (by name, symbol and script hash; to their pages), every contract
 * (by name and script hash, to its dApp), NFT collections (to their pages), wallets, explorers, exchanges (their rows or cards),
 * organizations and repositories (GitHub). `logo(url)` gives the URL the browser loads for a record's image
 * (undefined: a monogram). Explorers: the active mainnet ones of N3 and Neo X.
 */
export async function buildSearchIndex(
  sources: SearchSources,
  logo: (url: string | undefined) => Promise<string | undefined>,
): Promise<SearchIndex> {
  const records: SearchRecord[] = [];
  const add = async (record: Omit<SearchRecord, 'l'>, image: string | undefined) => {
    const l = await logo(image);
    records.push(l ? { ...record, l } : record);
  };
  // dApps first, then apps; the company name is shown where it is not the title.
  for (const d of [...sources.dapps.filter((x) => x.isDapp), ...sources.dapps.filter((x) => !x.isDapp)]) {
    const k = d.isDapp ? ('dapp' as const) : ('app' as const);
    const s = d.companyName && d.companyName !== d.title ? { s: d.companyName } : {};
    await add({ k, t: d.title, ...s, u: dappPath(d) }, d.imageUrl);
  }
  const tokenSlug = tokenSlugs(sources.tokens);
  for (const t of sources.tokens) {
    const u = tokenPath(tokenSlug.get(t.idTokenPricedPk)!);
    await add(
      { ...byHash('token', t.title, t.symbol, t.hash, u), ...(t.isDeprecated && { x: 1 as const }) },
      t.imageUrl,
    );
  }
  for (const d of sources.dapps)
    for (const c of d.contracts)
      await add(
        { k: 'contract', t: c.title, s: d.title, ...(c.hash && { h: c.hash.toLowerCase() }), u: dappPath(d) },
        d.imageUrl,
      );
  const nftSlug = nftSlugs(sources.nftCollections);
  for (const n of sources.nftCollections)
    await add(byHash('nft', n.name, n.symbol, n.hash, nftPath(nftSlug.get(n.idNftCollectionPk)!)), n.imageUrl);
  const gone = (x: { status?: string | undefined }) => (x.status === 'discontinued' ? { d: 1 as const } : {});
  for (const w of sources.wallets) await add({ k: 'wallet', t: w.title, u: walletPath(w), ...gone(w) }, w.logoUrl);
  for (const x of sources.explorers)
    await add(
      { k: 'explorer', t: x.title, u: `/explorers#explorer-${encodeURIComponent(x.slug)}`, ...gone(x) },
      x.imageUrl,
    );
  for (const x of sources.exchanges)
    await add(
      { k: 'exchange', t: x.title, u: `/exchanges#exchange-${encodeURIComponent(x.slug)}`, ...gone(x) },
      x.imageUrl,
    );
  for (const o of sources.organizations)
    await add({ k: 'organization', t: o.title, s: `@${o.githubLogin}`, u: o.url }, o.logoUrl);
  for (const r of sources.repositories) records.push({ k: 'repository', t: r.name, s: r.fullName, u: r.htmlUrl });

  const explorers: SearchExplorer[] = [];
  for (const x of sources.explorers) {
    const tag = x.blockchainVersion?.tagName;
    const c = tag === 'neo-n3' ? 'n3' : tag === 'neo-x' ? 'neoX' : undefined;
    if (!c || x.network !== 'mainnet' || x.status === 'discontinued' || !x.websiteUrl) continue;
    const l = await logo(x.imageUrl);
    explorers.push({ t: x.title, c, u: x.websiteUrl, ...templates(x), ...(l && { l }) });
  }
  return { v: 1, records, explorers };
}
