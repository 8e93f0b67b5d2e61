/**
 * The indexed figures the pages show, computed once per indexer run from the series (subjects.ts) and kept as
 * one document (`indexer-figures/n3`), so the live snapshot reads one item: each figure is "as of block N, time
 * T" (the newest block indexed, `asOf`), over the days the index covers (`coveredFrom`).
 *
 * Only records of the network the indexer follows (`observedOn`, network.ts) get figures: a figure observed on one
 * network says nothing about a record of another.
 *
 * - Per registered N3 contract of that network (by hash): invocations in the last 7 UTC days up to and including
 *   T's day (`invocationsLast7Days`), the 14 daily counts ending on T's day (`graph14Days`, oldest first; days before the
 *   coverage are left out unless the coverage starts at the genesis, where they truly had none), the change
 *   against the 7 days before in percent (`last7DaysPercent`, only when those 7 days are covered and had any),
 *   first and last invocation; and over the last 1, 7 and 30 UTC days (`periods`, periods.ts) invocations, users
 *   (distinct senders: the union of the day sets) and transfers emitted, each period only when the index covers it.
 * - Per dApp or app with such contracts (by idDappPk): the same periods over its contracts of that network (users
 *   the union of their senders, invocations and transfers summed).
 * - Per registered NEP-17 token / NEP-11 collection of that network (by hash; the catalogue's tokens are mainnet's,
 *   native NEO and GAS are on every network, a collection names its `network`): transfers in the last 7 days, daily
 *   transfers (14 days), for tokens the distinct holders touched per day, and the holders (accounts with a balance
 *   > 0) when the index saw the contract's whole history (holder-figures.ts).
 * - Network: per day (14 days) blocks, transactions, distinct active addresses (transaction signers) and fees
 *   (GAS fractions of 10^-8 as a decimal string).
 */
import { ENTITIES } from '../../../content-schema/registry.ts';
import type {
  BlockchainVersion,
  Contract,
  N3Network,
  NftCollection,
  TokenPriced,
} from '../../../content-schema/index.ts';
import type { ActivityPeriods, LivePoint } from '../../../content-schema/live-snapshot.ts';
import { bucketStart, readMembers, readPoints } from '../../adapters/data/series.ts';
import { getDocument, putDocument } from '../../adapters/data/documents.ts';
import { repository } from '../../adapters/data/store.ts';
import { mapLimit } from '../../../chain/n3/rpc.ts';
import { contractActivity, type ContractActivity } from './apply.ts';
import { coveredFrom, type IndexerCursor } from './cursor.ts';
import type { ChainParams } from './chain-params.ts';
import { observesCatalogueAssets, observesContract } from './network.ts';
import { contractDays, mergeDays, periodActivity, type ActivityDays } from './periods.ts';
import { holderFigures, type HolderFigure } from './holder-figures.ts';
import { SHARDS, SUBJECTS, untagged, type ChainSubjects } from './subjects.ts';

const DAY = 86_400_000;
export const FIGURES_DOCS = 'indexer-figures';

export interface ContractFigures {
  invocationsLast7Days: number;
  last7DaysPercent?: number;
  graph14Days: number[];
  firstInvokedAt?: string;
  firstInvokedBlock?: number;
  lastInvokedAt?: string;
  lastInvokedBlock?: number;
  /** Invocations, users and transfers per period (periods.ts); a period the index does not cover is absent. */
  periods?: ActivityPeriods;
}
export interface TransferFigures {
  transfersLast7Days: number;
  transfersDaily: LivePoint[];
  holdersTouchedDaily?: LivePoint[];
  /** Accounts holding the token or items of the collection as of `asOf` (holder-figures.ts). */
  holders?: HolderFigure;
}
export interface NetworkDay {
  day: string;
  blocks: number;
  transactions: number;
  activeAddresses: number;
  feesFractions: string;
}

export interface IndexedFigures {
  /** The newest block indexed: the figures are as of it. */
  asOf: { block: number; at: string; hash: string };
  coveredFrom: string;
  /** Where the blocks were read, e.g. the node's URL. */
  origin: string;
  /**
   * The network the blocks are of (the cursor's, network.ts) and its magic: the contracts below are the registered
   * ones of that network only, and the tokens and collections are there only when it is mainnet (the catalogue's).
   */
  observedOn?: { network: N3Network; magic: number };
  contracts: Record<string, ContractFigures>;
  /** Per dApp or app (key idDappPk) with a contract of the followed network: its periods (periods.ts). */
  dapps?: Record<string, ActivityPeriods>;
  tokens: Record<string, TransferFigures>;
  nftCollections: Record<string, TransferFigures>;
  network: NetworkDay[];
  /** The committee, validators, GasPerBlock and block time read from the same node (chain-params.ts); absent when that read failed. */
  chain?: ChainParams;
}

/** The 14 UTC day starts ending with the day of `asOf` (ms), oldest first. */
const fourteenDays = (asOf: number) =>
  Array.from({ length: 14 }, (_, i) => Date.parse(bucketStart(asOf, 'day')) - (13 - i) * DAY);

/** Daily values of `subject` on `days` (0 when no point). */
async function daily(subject: string, days: number[]): Promise<number[]> {
  const points = new Map(
    (await readPoints(subject, 'day', new Date(days[0]!).toISOString())).map((p) => [Date.parse(p.at), p.value]),
  );
  return days.map((d) => points.get(d) ?? 0);
}

/** Distinct members per day over the shards of a set series (block tags of Neo X members left out: subjects.ts). */
async function distinctDaily(subjectOf: (shard: number) => string, days: number[]): Promise<number[]> {
  const perDay = new Map<number, Set<string>>();
  for (let s = 0; s < SHARDS; s++) {
    for (const p of await readMembers(subjectOf(s), new Date(days[0]!).toISOString())) {
      const day = perDay.get(Date.parse(p.at)) ?? new Set<string>();
      for (const m of p.members) day.add(untagged(m));
      perDay.set(Date.parse(p.at), day);
    }
  }
  return days.map((d) => perDay.get(d)?.size ?? 0);
}

/** Figures of one contract from its series of `subjects` (default the N3 indexer's; see the module comment). */
export async function contractFigures(
  hash: string,
  asOf: number,
  coverage: number,
  activity?: ContractActivity,
  subjects: ChainSubjects = SUBJECTS,
): Promise<ContractFigures> {
  const days = fourteenDays(asOf);
  const counts = await daily(subjects.invocations(hash), days);
  const covered = days.map((d) => coverage <= 0 || d >= Date.parse(bucketStart(coverage, 'day')));
  const last7 = counts.slice(7).reduce((a, b) => a + b, 0);
  const prev7 = counts.slice(0, 7).reduce((a, b) => a + b, 0);
  const previousCovered = covered.slice(0, 7).every(Boolean) && (coverage <= 0 || coverage <= days[0]!);
  return {
    invocationsLast7Days: last7,
    ...(previousCovered && prev7 > 0 ? { last7DaysPercent: ((last7 - prev7) / prev7) * 100 } : {}),
    graph14Days: counts.filter((_, i) => covered[i]),
    ...(activity
      ? {
          firstInvokedAt: activity.first.at,
          firstInvokedBlock: activity.first.block,
          lastInvokedAt: activity.last.at,
          lastInvokedBlock: activity.last.block,
        }
      : {}),
  };
}

/** Transfers per day (14 days) of `subject`, and distinct holders touched per day when `holders` is given. */
export async function transferFigures(
  subject: string,
  asOf: number,
  holders?: (shard: number) => string,
): Promise<TransferFigures> {
  const days = fourteenDays(asOf);
  const counts = await daily(subject, days);
  const at = days.map((d) => new Date(d).toISOString());
  return {
    transfersLast7Days: counts.slice(7).reduce((a, b) => a + b, 0),
    transfersDaily: counts.map((value, i) => ({ at: at[i]!, value })),
    ...(holders
      ? { holdersTouchedDaily: (await distinctDaily(holders, days)).map((value, i) => ({ at: at[i]!, value })) }
      : {}),
  };
}

/** The network's last 14 days from the series of `subjects` (default the N3 indexer's; see the module comment). */
export async function networkDays(asOf: number, subjects: ChainSubjects = SUBJECTS): Promise<NetworkDay[]> {
  const days = fourteenDays(asOf);
  const [blocks, transactions, fees, addresses] = await Promise.all([
    daily(subjects.networkBlocks, days),
    daily(subjects.networkTransactions, days),
    daily(subjects.networkFees, days),
    distinctDaily(subjects.networkAddresses, days),
  ]);
  return days.map((d, i) => ({
    day: new Date(d).toISOString(),
    blocks: blocks[i]!,
    transactions: transactions[i]!,
    activeAddresses: addresses[i]!,
    feesFractions: String(BigInt(fees[i]!)),
  }));
}

/**
 * Compute the figures of every registered N3 contract, token and collection as of the cursor, and store them, with
 * the chain parameters `chain` read from the same node (kept from the last stored figures when this run could not
 * read them).
 */
export async function refreshFigures(
  cursor: IndexerCursor,
  origin: string,
  chain?: ChainParams,
): Promise<IndexedFigures | undefined> {
  if (!cursor.newest) return undefined;
  const asOf = Date.parse(cursor.newest.at);
  const coverage = Date.parse(coveredFrom(cursor));
  const chains = await repository<BlockchainVersion>(ENTITIES['blockchain-version']).list();
  const n3 = chains.find((c) => c.title === 'Neo N3')?.idBlockchainVersionPk;
  const onN3 = (id: number | undefined) => id === undefined || id === n3;
  const records = (await repository<Contract>(ENTITIES.contract).list()).filter(
    (c) => onN3(c.blockchainVersion) && observesContract(cursor.network, c),
  );
  const contracts = [...new Set(records.map((c) => c.hash.toLowerCase()))];
  const days = new Map<string, ActivityDays>(
    await mapLimit(contracts, 8, async (h) => [h, await contractDays(h, asOf)] as const),
  );
  const dappIds = [...new Set(records.map((c) => c.idDappFk))];
  const hashesOf = (id: number) => [
    ...new Set(records.filter((c) => c.idDappFk === id).map((c) => c.hash.toLowerCase())),
  ];
  const tokens = [
    ...new Set(
      (await repository<TokenPriced>(ENTITIES['token-priced']).list())
        // Native tokens (NEO, GAS) live on every N3 network: their figures are of the network followed (observedOn).
        .filter((t) => t.hash !== 'native' && t.network === n3 && (observesCatalogueAssets(cursor.network) || t.native))
        .map((t) => t.hash.toLowerCase()),
    ),
  ];
  const nfts = [
    ...new Set(
      (await repository<NftCollection>(ENTITIES.nftCollection).list())
        .filter((n) => onN3(n.blockchainVersion) && observesContract(cursor.network, n))
        .map((n) => n.hash.toLowerCase()),
    ),
  ];
  const figures: IndexedFigures = {
    asOf: { block: cursor.newest.index, at: cursor.newest.at, hash: cursor.newest.hash },
    coveredFrom: coveredFrom(cursor),
    origin,
    ...(cursor.network && cursor.magic !== undefined
      ? { observedOn: { network: cursor.network, magic: cursor.magic } }
      : {}),
    contracts: Object.fromEntries(
      await mapLimit(
        contracts,
        8,
        async (h) =>
          [
            h,
            {
              ...(await contractFigures(h, asOf, coverage, await contractActivity(h))),
              periods: periodActivity(days.get(h)!, asOf, coverage),
            },
          ] as const,
      ),
    ),
    dapps: Object.fromEntries(
      dappIds.map((id) => [
        String(id),
        periodActivity(mergeDays(hashesOf(id).map((h) => days.get(h)!)), asOf, coverage),
      ]),
    ),
    tokens: Object.fromEntries(
      await mapLimit(
        tokens,
        8,
        async (h) =>
          [h, await transferFigures(SUBJECTS.tokenTransfers(h), asOf, (s) => SUBJECTS.tokenHolders(h, s))] as const,
      ),
    ),
    nftCollections: Object.fromEntries(
      await mapLimit(nfts, 8, async (h) => [h, await transferFigures(SUBJECTS.nftTransfers(h), asOf)] as const),
    ),
    network: await networkDays(asOf),
  };
  const holders = await holderFigures(cursor, [...tokens, ...nfts]);
  for (const entry of [figures.tokens, figures.nftCollections])
    for (const [h, f] of Object.entries(entry)) if (holders.has(h)) f.holders = holders.get(h);
  const params = chain ?? (await readFigures())?.chain;
  if (params) figures.chain = params;
  await putDocument(FIGURES_DOCS, 'n3', figures);
  return figures;
}

/** The stored figures, or undefined before the indexer's first run with blocks. */
export const readFigures = () => getDocument<IndexedFigures>(FIGURES_DOCS, 'n3');
