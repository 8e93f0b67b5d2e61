/**
 * Builds the live-data snapshot (content-schema/live-snapshot.ts) from the table: the sync status of each source
 * (mode, as of when its data is), network statistics, contract activity, the dApps' chart series, token market
 * figures, NFT collection figures and assets, news matched to dApps, and community development. Public records
 * only — active and public dApps, active and visible priced tokens, visible collections — validated before it leaves.
 */
import { ENTITIES } from '../../../content-schema/registry.ts';
import { parsePublished } from '../../../content-schema/safe-links.ts';
import type {
  BlockchainVersion,
  Contract,
  Dapp,
  NftCollection,
  News,
  NntTag,
  Organization,
  OrganizationCache,
  Repository,
  TokenPriced,
} from '../../../content-schema/index.ts';
import type { NetworkStats, NftAsset, RepositoryActivity, TokenMarket } from '../../../content-schema/entities/live.ts';
import {
  LiveSnapshotSchema,
  LIVE_SECTIONS,
  type LiveSection,
  type LiveSnapshot,
  type SourceInfo,
} from '../../../content-schema/live-snapshot.ts';
import { getDocument, listDocuments } from '../../adapters/data/documents.ts';
import { repository } from '../../adapters/data/store.ts';
import { readSyncStatus } from '../sync/status.ts';
import { dataMode } from '../sync/recordings.ts';
import { DOCS, SYNC_SOURCES } from '../sync/sources.ts';
import { readFigures, type IndexedFigures } from '../indexer/figures.ts';
import { INDEXER_SOURCE, SUBJECTS } from '../indexer/subjects.ts';
import { invocationSubject } from '../sync/sources.ts';
import { communitySection } from './community.ts';
import { dappMetrics } from './dapp-stats.ts';
import { relatedDapps } from './related-news.ts';

const all = <T extends Record<string, unknown>>(name: keyof typeof ENTITIES) => repository<T>(ENTITIES[name]).list();
const keyed = <T>(entries: [number | string, T][]) =>
  Object.fromEntries(entries.map(([k, value]) => [String(k), value]));

/** The public sync facts of every source, and the N3 indexer's "as of block N, time T" once it indexed blocks. */
async function sources(figures: IndexedFigures | undefined): Promise<Record<string, SourceInfo>> {
  const list = await Promise.all([...SYNC_SOURCES, ...(figures ? [INDEXER_SOURCE] : [])].map(readSyncStatus));
  return Object.fromEntries(
    list.map((s) => [
      s.name,
      {
        mode: s.mode ?? dataMode(),
        asOf: s.asOf ?? undefined,
        lastSuccessAt: s.lastSuccessAt ?? undefined,
        lastError: s.lastError ?? undefined,
        origin: s.origin ?? undefined,
        ...(s.name === INDEXER_SOURCE && figures
          ? {
              mode: 'live' as const,
              asOf: figures.asOf.at,
              block: figures.asOf.block,
              coveredFrom: figures.coveredFrom,
              origin: figures.origin,
            }
          : {}),
      },
    ]),
  );
}

/**
 * A contract's live figures: the N3 indexer's when it measured the contract (the source of record), else the
 * figures the third-party `contract-activity` job stored on the record (NeoFura, optional cross-check).
 */
function contractLive(
  c: Contract,
  figures: IndexedFigures | undefined,
  rank: Map<number, number>,
): LiveSnapshot['contracts'][string] {
  const f = figures?.contracts[c.hash.toLowerCase()];
  if (f) return { ...f, rank: rank.get(c.idContractPk), source: INDEXER_SOURCE };
  const measured = c.invocationsLast7Days !== undefined;
  return {
    invocationsLast7Days: c.invocationsLast7Days,
    last7DaysPercent: c.last7DaysPercent,
    graph14Days: c.graph14Days,
    rank: c.rank,
    ...(measured ? { source: 'contract-activity' } : {}),
  };
}

/** Rank of the public contracts the indexer measured: 1 = most invocations in 7 days (ties by id). */
function indexedRanks(contracts: Contract[], figures: IndexedFigures | undefined): Map<number, number> {
  if (!figures) return new Map();
  const measured = contracts
    .filter((c) => figures.contracts[c.hash.toLowerCase()])
    .sort(
      (a, b) =>
        figures.contracts[b.hash.toLowerCase()]!.invocationsLast7Days -
          figures.contracts[a.hash.toLowerCase()]!.invocationsLast7Days || a.idContractPk - b.idContractPk,
    );
  return new Map(measured.map((c, i) => [c.idContractPk, i + 1]));
}

/** The network statistics: the third-party reading merged with the indexer's block height and daily figures. */
function networkLive(stored: NetworkStats | undefined, figures: IndexedFigures | undefined): NetworkStats | undefined {
  if (!figures) return stored;
  return {
    ...stored,
    blockHeight: figures.asOf.block + 1,
    asOfBlock: figures.asOf.block,
    daily: figures.network,
    measuredAt: figures.asOf.at,
    source: [stored?.source, `${INDEXER_SOURCE}: ${figures.origin} (getblock, getapplicationlog)`]
      .filter(Boolean)
      .join(' | '),
  };
}

/** The live snapshot as of now; `sections` limits it to some parts (the rest empty), for the browser islands. */
export async function liveSnapshot(sections: readonly LiveSection[] = LIVE_SECTIONS): Promise<LiveSnapshot> {
  const want = (s: LiveSection) => sections.includes(s);
  const [dapps, contracts, tokens, chains, nfts, news, tags, orgs, repos] = await Promise.all([
    all<Dapp>('dapp'),
    all<Contract>('contract'),
    all<TokenPriced>('token-priced'),
    all<BlockchainVersion>('blockchain-version'),
    all<NftCollection>('nftCollection'),
    want('news') ? all<News>('news') : [],
    want('news') ? all<NntTag>('nnt-tag') : [],
    want('github') ? all<Organization>('organization') : [],
    want('github') ? all<Repository>('repository') : [],
  ]);
  const publicDapps = dapps.filter((d) => d.active && !d.private);
  const publicIds = new Set(publicDapps.map((d) => d.idDappPk));
  const publicContracts = contracts.filter((c) => publicIds.has(c.idDappFk));
  const visibleTokens = tokens.filter((t) => t.active && t.isVisible);
  const markets = new Map((await listDocuments<TokenMarket>(DOCS.tokenMarket)).map(([k, m]) => [Number(k), m]));
  const n3 = chains.find((c) => c.title === 'Neo N3')?.idBlockchainVersionPk;
  const tokenByHash = new Map(visibleTokens.filter((t) => t.network === n3).map((t) => [t.hash.toLowerCase(), t]));
  const tokensOf = (d: Dapp) =>
    publicContracts
      .filter((c) => c.idDappFk === d.idDappPk)
      .map((c) => tokenByHash.get(c.hash.toLowerCase()))
      .filter((t) => !!t);

  const figures = await readFigures();
  const ranks = indexedRanks(publicContracts, figures);
  // The dApp chart reads the indexer's series once it has indexed blocks, else the third-party job's.
  const invocationSeries = figures ? SUBJECTS.invocations : invocationSubject;

  const snapshot: LiveSnapshot = {
    takenAt: new Date().toISOString(),
    sources: want('sources') ? await sources(figures) : {},
    network: want('network') ? networkLive(await getDocument<NetworkStats>(DOCS.network, 'n3'), figures) : undefined,
    contracts: want('contracts')
      ? keyed(publicContracts.map((c) => [c.idContractPk, contractLive(c, figures, ranks)]))
      : {},
    dapps: want('dapps')
      ? keyed(
          (
            await Promise.all(
              publicDapps
                .filter((d) => d.isDapp)
                .map(async (d) => {
                  const hashes = publicContracts
                    .filter((c) => c.idDappFk === d.idDappPk && c.blockchainVersion === n3)
                    .map((c) => c.hash);
                  const priced = tokensOf(d).flatMap((t) =>
                    markets.has(t.idTokenPricedPk)
                      ? [
                          {
                            idTokenPricedPk: t.idTokenPricedPk,
                            symbol: t.symbol,
                            quote: markets.get(t.idTokenPricedPk)!.quote,
                          },
                        ]
                      : [],
                  );
                  return [d.idDappPk, { metrics: await dappMetrics(hashes, priced, invocationSeries) }] as [
                    number,
                    { metrics: Awaited<ReturnType<typeof dappMetrics>> },
                  ];
                }),
            )
          ).filter(([, m]) => m.metrics.length > 0),
        )
      : {},
    tokens: want('tokens')
      ? keyed(
          visibleTokens.flatMap((t) => {
            const m = markets.get(t.idTokenPricedPk);
            return m
              ? ([
                  [
                    t.idTokenPricedPk,
                    {
                      price: m.price,
                      quote: m.quote,
                      priceAt: m.priceAt,
                      change24h: m.change24h,
                      change7d: m.change7d,
                      totalSupply: m.totalSupply,
                      supplyAt: m.supplyAt,
                      marketCap: m.marketCap,
                      graph7Days: m.graph7Days,
                      poolLiquidityUSD: m.poolLiquidityUSD,
                      source: m.source,
                    },
                  ],
                ] as [number, LiveSnapshot['tokens'][string]][])
              : [];
          }),
        )
      : {},
    ...(want('tokens') && figures
      ? {
          tokenTransfers: keyed(
            visibleTokens
              .filter((t) => t.network === n3 && figures.tokens[t.hash.toLowerCase()])
              .map((t) => [t.idTokenPricedPk, figures.tokens[t.hash.toLowerCase()]!]),
          ),
        }
      : {}),
    nftCollections: want('nftCollections')
      ? keyed(
          await Promise.all(
            nfts
              .filter((n) => n.visible)
              .map(
                async (n) =>
                  [
                    n.idNftCollectionPk,
                    {
                      lowestPrice: n.lowestPrice,
                      averagePriceWeek: n.averagePriceWeek,
                      weekPriceChange: n.weekPriceChange,
                      monthVolume: n.monthVolume,
                      totalSupply: n.totalSupply,
                      assets: (await getDocument<NftAsset[]>(DOCS.nftAssets, n.idNftCollectionPk)) ?? [],
                      ...(figures?.nftCollections[n.hash.toLowerCase()]
                        ? { transfers: figures.nftCollections[n.hash.toLowerCase()] }
                        : {}),
                    },
                  ] as [number, LiveSnapshot['nftCollections'][string]],
              ),
          ),
        )
      : {},
    news: want('news')
      ? (() => {
          const tagTitle = new Map(tags.filter((t) => t.active).map((t) => [t.idNntTagPk, t.title]));
          const matchable = publicDapps.map((d) => ({
            idDappPk: d.idDappPk,
            title: d.title,
            nntTags: d.dappNntTag.map((id) => tagTitle.get(id)).filter((t): t is string => !!t),
            tokenSymbols: tokensOf(d).map((t) => t.symbol),
          }));
          return [...news]
            .sort((a, b) => b.publishedDate.localeCompare(a.publishedDate) || b.idNewsPk - a.idNewsPk)
            .map((a) => ({
              idNewsPk: a.idNewsPk,
              title: a.title,
              url: a.url,
              publishedDate: a.publishedDate,
              publisher: a.publisher,
              tags: a.tags,
              dappIds: relatedDapps(a, matchable),
            }));
        })()
      : [],
    github: want('github')
      ? communitySection(
          orgs,
          repos,
          (await listDocuments<RepositoryActivity>(DOCS.githubRepo)).map(([, a]) => a),
          (await listDocuments<OrganizationCache>(DOCS.githubOrg)).map(([, c]) => c),
        )
      : { organizations: [], repositories: {}, recentCommits: [], weekly: [], languages: [] },
  };
  return parsePublished(LiveSnapshotSchema, snapshot);
}

/** Parse `?sections=a,b` into known sections (all when absent or empty). */
export function parseSections(query: string | undefined): LiveSection[] {
  const asked = (query ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const known = asked.filter((s): s is LiveSection => (LIVE_SECTIONS as readonly string[]).includes(s));
  return known.length ? known : [...LIVE_SECTIONS];
}
