import { getEntry } from 'astro:content';
import type { DappMetric, LiveContract, LiveGithub, LiveNews, LiveNft, LiveSnapshot, LiveToken, SourceInfo } from '../../../content-schema/live-snapshot.ts';
import type { NetworkStats } from '../../../content-schema/entities/live.ts';

/*
 * Typed reads of the live-data snapshot (the `live` collection; validated by its loader). Every getter answers
 * undefined (or an empty list) for what was not measured: pages render it as missing, never as zero.
 */

let cached: Promise<LiveSnapshot> | undefined;
/** The whole live snapshot of this build. */
export function getLive(): Promise<LiveSnapshot> {
  return (cached ??= getEntry('live', 'live').then((entry: { data: unknown } | undefined) => entry!.data as LiveSnapshot));
}

/** When the live snapshot was taken (UTC ISO-8601). */
export const getLiveTakenAt = async (): Promise<string> => (await getLive()).takenAt;
/** A source's facts: mode (live/offline), as of when its data is, last success. */
export const getSource = async (name: string): Promise<SourceInfo | undefined> => (await getLive()).sources[name];
/** N3 network statistics, when measured. */
export const getNetworkStats = async (): Promise<NetworkStats | undefined> => (await getLive()).network;
/** A contract's activity figures. */
export const getContractActivity = async (id: number): Promise<LiveContract | undefined> => (await getLive()).contracts[String(id)];
/** A token's market figures (price in its `quote`). */
export const getTokenMarket = async (id: number): Promise<LiveToken | undefined> => (await getLive()).tokens[String(id)];
/** A collection's market figures and assets. */
export const getNftMarket = async (id: number): Promise<LiveNft | undefined> => (await getLive()).nftCollections[String(id)];
/** The metrics of a dApp's stats chart (empty when nothing was measured). */
export const getDappMetrics = async (id: number): Promise<DappMetric[]> => (await getLive()).dapps[String(id)]?.metrics ?? [];
/** Every news article, newest first. */
export const getNews = async (): Promise<LiveNews[]> => (await getLive()).news;
/** The articles about one dApp, newest first. */
export const getNewsFor = async (idDappPk: number): Promise<LiveNews[]> => (await getNews()).filter((n) => n.dappIds.includes(idDappPk));
/** Community development (GitHub). */
export const getCommunity = async (): Promise<LiveGithub> => (await getLive()).github;
