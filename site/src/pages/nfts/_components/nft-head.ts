import type { PublicNftCollection } from '../../../../../content-schema/snapshot.ts';
import type { AssetHead } from '../../../components/AssetPage/asset-head.ts';
import type { LocaleContext } from '../../../section-context.ts';

/** The frame of `collection`'s page (AssetPage.astro): its name, lead ("<name> on <chain>") and texts, in `t`'s language. */
export function nftHead(collection: PublicNftCollection, t: LocaleContext['t']): AssetHead {
  const { name } = collection;
  const chain = collection.blockchainVersion?.title;
  return {
    kind: 'nft',
    id: collection.idNftCollectionPk,
    name,
    heading: name,
    // A symbol that only repeats the name is not shown twice.
    symbol: collection.symbol !== name ? collection.symbol : undefined,
    logoName: name,
    lead: chain ? t('pages.nfts.page.lead', { name, chain }) : t('pages.nfts.page.leadNoChain', { name }),
    back: { path: '/nfts', label: t('pages.nfts.page.back') },
    dapps: { heading: t('pages.nfts.page.dapps'), empty: t('pages.nfts.page.noDapps') },
  };
}
