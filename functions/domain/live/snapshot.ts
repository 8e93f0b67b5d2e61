/**
 * Builds the live-data snapshot (content-schema/live-snapshot.ts) from the table: the sync status of each source
 * (mode, as of when its data is), network statistics, contract activity (only what was measured on each contract's
 * own network: indexer/network.ts), the dApps' chart series, token market
 * figures and price history, NFT collection figures, assets and items, news matched to dApps, and community development.
 * Public records only — active and public dApps, active and visible priced tokens, visible collections — validated before it leaves.
 */
import { ENTITIES, type EntityDefinition } from '../../../content-schema/registry.ts';
import { parsePublished } from '../../../content-schema/safe-links.ts';
import { competitionRanks } from '../../../content-schema/order.ts';
import { contractNetwork, isPublicDapp } from '../../../content-schema/entities/dapp.ts';
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
import type { LivePriceHistory, TokenPriceHistory } from '../../../content-schema/price-history.ts';
import {
  LiveSnapshotSchema,
  LIVE_SECTIONS,
  type DappActivity,
  type LiveContract,
  type LiveSection,
  type LiveSnapshot,
  type LiveTransfers,
  type SourceInfo,
} from '../../../content-schema/live-snapshot.ts';
import { getDocument, listDocuments } from '../../adapters/data/documents.ts';
import { repository } from '../../adapters/data/store.ts';
import { readSyncStatus } from '../sync/status.ts';
import { dataMode } from '../sync/recordings.ts';
import { DOCS, SYNC_SOURCES } from '../sync/sources.ts';
import { readFigures, type IndexedFigures } from '../indexer/figures.ts';
import { readNeoXFigures } from '../indexer/neox/figures.ts';
import { tokenNetwork } from '../indexer/neox/watched.ts';
import { NEOX_INDEXER_SOURCE } from '../indexer/neox/subjects.ts';
import { INDEXER_SOURCE, SUBJECTS } from '../indexer/subjects.ts';
import { observesCatalogueAssets, observesContract } from '../indexer/network.ts';
import { liveCollectionActivity, liveTokenActivity } from '../indexer/holder-live.ts';
import { invocationSubject } from '../sync/sources.ts';
import { toWhole } from '../sync/chain/n3-rpc.ts';
import type { NftItemsDocument } from '../sync/nft-collections/items.ts';
import { livePriceHistory } from '../sync/token-prices/history.ts';
import { communitySection } from './community.ts';
import { dappMetrics } from './dapp-stats.ts';
import { relatedDapps } from './related-news.ts';

/** Every stored record of an entity (`ENTITIES.<name>`). */
const all = <T extends Record<string, unknown>>(def: EntityDefinition) => repository<T>(def).list();
const keyed = <T>(entries: [number | string, T][]) =>
  Object.fromEntries(entries.map(([k, value]) => [String(k), value]));

/**
 * The public sync facts of every source, and each indexer's "as of block N, time T" once it indexed blocks (the
 * N3 one's `figures`, the Neo X one's `neoX`: network and chain id under `network` / `magic`).
 */
async function sources(
  figures: IndexedFigures | undefined,
  neoX?: IndexedFigures,
): Promise<Record<string, SourceInfo>> {
  const indexed = new Map<string, IndexedFigures>([
    ...(figures ? [[INDEXER_SOURCE, figures] as const] : []),
    ...(neoX ? [[NEOX_INDEXER_SOURCE, neoX] as const] : []),
  ]);
  const list = await Promise.all([...SYNC_SOURCES, ...indexed.keys()].map(readSyncStatus));
  return Object.fromEntries(
    list.map((s) => [
      s.name,
      {
        mode: s.mode ?? dataMode(),
        asOf: s.asOf ?? undefined,
        lastSuccessAt: s.lastSuccessAt ?? undefined,
        lastError: s.lastError ?? undefined,
        origin: s.origin ?? undefined,
        ...(indexed.has(s.name)
          ? {
              mode: 'live' as const,
              asOf: indexed.get(s.name)!.asOf.at,
              block: indexed.get(s.name)!.asOf.block,
              coveredFrom: indexed.get(s.name)!.coveredFrom,
              origin: indexed.get(s.name)!.origin,
              network: indexed.get(s.name)!.observedOn?.network,
              magic: indexed.get(s.name)!.observedOn?.magic,
            }
          : {}),
      },
    ]),
  );
}

/**
 * A contract's figures measured on its own network (indexer/network.ts), or undefined when nobody measured them
 * there: the N3 indexer's when it follows that network and measured the contract (the source of record), else the
 * figures the third-party `contract-activity` job stored on the record (NeoFura, mainnet). A figure observed on
 * another network (a mainnet contract's hash on the privnet) is never one of them.
 */
export function measuredActivity(
  c: Contract,
  figures: IndexedFigures | undefined,
  source: string = INDEXER_SOURCE,
): LiveContract | undefined {
  const network = contractNetwork(c);
  const f = observesContract(figures?.observedOn?.network, c) ? figures!.contracts[c.hash.toLowerCase()] : undefined;
  if (f) return { ...f, source, network };
  if (c.invocationsLast7Days === undefined || c.activityNetwork !== network) return undefined;
  return {
    invocationsLast7Days: c.invocationsLast7Days,
    last7DaysPercent: c.last7DaysPercent,
    graph14Days: c.graph14Days,
    source: 'contract-activity',
    network,
  };
}

/**
 * The live figures of the public contracts, by id: each one measured on its own network with its rank among them
 * (1 = most invocations in 7 days, ties share a rank); `{}` for a contract nobody measured on its network. A Neo X
 * contract (its `blockchainVersion` is `neoX.chain`) is measured by the Neo X indexer (`neoX.figures`), any other
 * by the N3 one's `figures`.
 */
export function contractsLive(
  contracts: readonly Contract[],
  figures: IndexedFigures | undefined,
  neoX?: { chain: number | undefined; figures: IndexedFigures | undefined },
) {
  const onNeoX = (c: Contract) => neoX?.chain !== undefined && c.blockchainVersion === neoX.chain;
  const measured = new Map(
    contracts.flatMap((c) => {
      const m = onNeoX(c) ? measuredActivity(c, neoX!.figures, NEOX_INDEXER_SOURCE) : measuredActivity(c, figures);
      return m ? [[c.idContractPk, m] as const] : [];
    }),
  );
  const ranks = competitionRanks(
    [...measured],
    ([id]) => id,
    ([, m]) => m.invocationsLast7Days,
  );
  return keyed(
    contracts.map((c): [number, LiveContract] => {
      const m = measured.get(c.idContractPk);
      return [c.idContractPk, m ? { ...m, rank: ranks.get(c.idContractPk) } : {}];
    }),
  );
}

/**
 * The indexed activity of the public dApps and apps (by idDappPk) that have a contract of the network the indexer
 * follows: their periods (indexer/periods.ts: users the union of their contracts' senders) with that network.
 * `figures` is the N3 indexer's (`dappActivity`) or the Neo X indexer's (`dappActivityNeoX`, its Neo X contracts).
 */
export function dappActivity(publicDapps: readonly Dapp[], figures: IndexedFigures): Record<string, DappActivity> {
  const network = figures.observedOn?.network;
  if (!network || !figures.dapps) return {};
  return keyed(
    publicDapps.flatMap((d) => {
      const periods = figures.dapps![String(d.idDappPk)];
      return periods ? [[d.idDappPk, { network, periods }] as [number, DappActivity]] : [];
    }),
  );
}

/**
 * The network statistics of the network the indexer follows: its newest block (the block height, as of which the
 * figures are), the last 14 UTC days it counted and the day of its as-of block (transactions, active addresses),
 * and the committee, validators, GasPerBlock and block time read from its node (chain-params.ts). The third-party
 * reading (`stored`, mainnet) is merged only when the indexer follows mainnet too; without the indexer it stands alone.
 */
export function networkLive(
  stored: NetworkStats | undefined,
  figures: IndexedFigures | undefined,
): NetworkStats | undefined {
  if (!figures) return stored;
  const chain = figures.chain;
  const network = figures.observedOn?.network ?? chain?.network;
  const base = network === 'mainnet' ? stored : undefined;
  const today = figures.network.at(-1);
  return {
    ...base,
    ...(network ? { network } : {}),
    ...(chain
      ? {
          committeeSize: chain.committeeSize,
          validatorsCount: chain.validatorsCount,
          gasPerBlock: toWhole(BigInt(chain.gasPerBlock), 8),
          msPerBlock: chain.msPerBlock,
          paramsAtBlock: chain.block,
          paramsAt: chain.readAt,
          ...(chain.node ? { paramsNode: chain.node } : {}),
        }
      : {}),
    blockHeight: figures.asOf.block,
    asOfBlock: figures.asOf.block,
    daily: figures.network,
    ...(today
      ? { day: today.day, dayTransactions: today.transactions, dayActiveAddresses: today.activeAddresses }
      : {}),
    measuredAt: figures.asOf.at,
    source: [
      base?.source,
      `${INDEXER_SOURCE}: ${figures.origin} (getblock, getapplicationlog${chain ? ', getcommittee, getnextblockvalidators, NeoToken.getGasPerBlock, Policy.getMillisecondsPerBlock' : ''})`,
    ]
      .filter(Boolean)
      .join(' | '),
  };
}

/**
 * The price history of each token with market figures (by idTokenPricedPk), in the quote of those figures, cut to
 * what the token page charts (sync/token-prices/history.ts).
 */
async function priceHistories(tokens: readonly TokenPriced[], markets: Map<number, TokenMarket>) {
  const histories = new Map(await listDocuments<TokenPriceHistory>(DOCS.tokenPriceHistory));
  return keyed(
    tokens.flatMap((t) => {
      const m = markets.get(t.idTokenPricedPk);
      const history = m && histories.get(`${t.idTokenPricedPk}:${m.quote}`);
      return history ? [[t.idTokenPricedPk, livePriceHistory(history)] as [number, LivePriceHistory]] : [];
    }),
  );
}

/** The live snapshot as of now; `sections` limits it to some parts (the rest empty), for the browser islands. */
export async function liveSnapshot(sections: readonly LiveSection[] = LIVE_SECTIONS): Promise<LiveSnapshot> {
  const want = (s: LiveSection) => sections.includes(s);
  const [dapps, contracts, tokens, chains, nfts, news, tags, orgs, repos] = await Promise.all([
    all<Dapp>(ENTITIES.dapp),
    all<Contract>(ENTITIES.contract),
    all<TokenPriced>(ENTITIES['token-priced']),
    all<BlockchainVersion>(ENTITIES['blockchain-version']),
    all<NftCollection>(ENTITIES.nftCollection),
    want('news') ? all<News>(ENTITIES.news) : [],
    want('news') ? all<NntTag>(ENTITIES['nnt-tag']) : [],
    want('github') ? all<Organization>(ENTITIES.organization) : [],
    want('github') ? all<Repository>(ENTITIES.repository) : [],
  ]);
  const publicDapps = dapps.filter(isPublicDapp);
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
  const neoXFigures = await readNeoXFigures();
  const neoX = { chain: chains.find((c) => c.title === 'Neo X')?.idBlockchainVersionPk, figures: neoXFigures };
  const followed = figures?.observedOn?.network;
  // The dApp chart reads the indexer's series for the contracts of the network it follows, the third-party job's
  // (NeoFura, mainnet) for mainnet contracts it does not follow, and nothing for any other contract.
  const seriesOf = (c: Contract) =>
    observesContract(followed, c)
      ? SUBJECTS.invocations
      : contractNetwork(c) === 'mainnet'
        ? invocationSubject
        : undefined;

  const snapshot: LiveSnapshot = {
    takenAt: new Date().toISOString(),
    sources: want('sources') ? await sources(figures, neoXFigures) : {},
    network: want('network') ? networkLive(await getDocument<NetworkStats>(DOCS.network, 'n3'), figures) : undefined,
    contracts: want('contracts') ? contractsLive(publicContracts, figures, neoX) : {},
    dapps: want('dapps')
      ? keyed(
          (
            await Promise.all(
              publicDapps
                .filter((d) => d.isDapp)
                .map(async (d) => {
                  const charted = publicContracts.filter(
                    (c) => c.idDappFk === d.idDappPk && c.blockchainVersion === n3 && seriesOf(c),
                  );
                  const hashes = charted.map((c) => c.hash);
                  const series = new Map(charted.map((c) => [c.hash, seriesOf(c)!]));
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
                  return [d.idDappPk, { metrics: await dappMetrics(hashes, priced, (h) => series.get(h)!(h)) }] as [
                    number,
                    { metrics: Awaited<ReturnType<typeof dappMetrics>> },
                  ];
                }),
            )
          ).filter(([, m]) => m.metrics.length > 0),
        )
      : {},
    ...(want('dapps') && figures?.dapps && followed ? { dappActivity: dappActivity(publicDapps, figures) } : {}),
    ...(want('dapps') && neoXFigures?.dapps && neoXFigures.observedOn
      ? { dappActivityNeoX: dappActivity(publicDapps, neoXFigures) }
      : {}),
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
    ...(want('tokens') && ((figures && followed) || neoXFigures?.observedOn)
      ? {
          tokenTransfers: keyed([
            ...(figures && followed
              ? visibleTokens
                  // The catalogue's tokens are mainnet's; native NEO and GAS are on every network (indexer/figures.ts).
                  .filter((t) => t.network === n3 && (observesCatalogueAssets(followed) || t.native))
                  .flatMap((t) => {
                    const activity = liveTokenActivity(figures, t.hash);
                    return activity ? [[t.idTokenPricedPk, activity] as [number, LiveTransfers]] : [];
                  })
              : []),
            // The Neo X tokens living on the network the Neo X indexer follows (its contract record's, else mainnet).
            ...(neoXFigures?.observedOn && neoX.chain !== undefined
              ? visibleTokens
                  .filter(
                    (t) => t.network === neoX.chain && tokenNetwork(t, contracts) === neoXFigures.observedOn!.network,
                  )
                  .flatMap((t) => {
                    const activity = liveTokenActivity(neoXFigures, t.hash);
                    return activity ? [[t.idTokenPricedPk, activity] as [number, LiveTransfers]] : [];
                  })
              : []),
          ]),
        }
      : {}),
    ...(want('tokenPriceHistory') ? { tokenPriceHistory: await priceHistories(visibleTokens, markets) } : {}),
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
                      ...(figures && observesContract(followed, n) ? liveCollectionActivity(figures, n.hash) : {}),
                    },
                  ] as [number, LiveSnapshot['nftCollections'][string]],
              ),
          ),
        )
      : {},
    ...(want('nftItems')
      ? {
          nftItems: keyed(
            (await listDocuments<NftItemsDocument>(DOCS.nftItems)).filter(([k]) =>
              nfts.some((n) => n.visible && String(n.idNftCollectionPk) === k),
            ),
          ),
        }
      : {}),
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
