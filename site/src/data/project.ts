import type { PublicDapp, PublicNftCollection, PublicToken, PublicWallet } from '../../../content-schema/snapshot.ts';
import { dappAssetIndex } from '../lib/live-ranking.ts';
import type { Health } from '../lib/project-health.ts';
import { projectDetail, type ProjectDetail } from '../lib/project.ts';
import { getDapps, getNftCollections, getTokens, getWallets } from './catalogue.ts';
import { getLive } from './live.ts';

/*
 * The project pages' reads (dApp and app detail pages share them): the static paths, the joined project and the
 * health of every listed project. The join itself is the pure `projectDetail` (lib/project.ts).
 */

/** The static paths of the dApp (`isDapp: true`) or app detail pages: one per slug, with the project and every wallet. */
export async function projectPaths(isDapp: boolean): Promise<{ params: { slug: string }; props: { dapp: PublicDapp; wallets: PublicWallet[] } }[]> {
  const [dapps, wallets] = await Promise.all([getDapps({ isDapp }), getWallets()]);
  return dapps.map((dapp) => ({ params: { slug: dapp.slug }, props: { dapp, wallets } }));
}

let assets: Promise<ReturnType<typeof dappAssetIndex<PublicToken, PublicNftCollection>>> | undefined;
/** The tokens and collections indexed by contract and project (once per build; per call in dev, whose store reloads). */
function getAssetIndex() {
  const index = () => Promise.all([getTokens(), getNftCollections()]).then(([t, c]) => dappAssetIndex(t, c));
  if (import.meta.env.DEV) return index();
  assets ??= index();
  return assets;
}

/** Everything the detail page of `dapp` shows: contracts with activity, repositories, tokens, NFTs, news, health. */
export async function getProjectDetail(dapp: PublicDapp): Promise<ProjectDetail> {
  const [live, index] = await Promise.all([getLive(), getAssetIndex()]);
  // Only the dApp's own tokens and collections (the index answers what projectDetail's scans would keep).
  return projectDetail({ dapp, live, tokens: index.tokensOf(dapp.contracts), collections: index.nftsOf(dapp) });
}

/** The health of each project of a list, keyed by idDappPk (for the lists' health filter). */
export async function getProjectHealths(dapps: readonly PublicDapp[]): Promise<Record<number, Health>> {
  const details = await Promise.all(dapps.map(getProjectDetail));
  return Object.fromEntries(details.map((d) => [d.dapp.idDappPk, d.health.health]));
}
