import type { PublicToken } from '../../../../../content-schema/snapshot.ts';
import type { AssetHead } from '../../../components/AssetPage/asset-head.ts';
import { tokenWatchName } from '../../../lib/watchlist.ts';
import type { LocaleContext } from '../../../section-context.ts';

/** The frame of `token`'s page (AssetPage.astro): its names, lead ("<title> (<symbol>) on <chain>") and texts, in `t`'s language. */
export function tokenHead(token: PublicToken, t: LocaleContext['t']): AssetHead {
  const chain = token.blockchainVersion?.title;
  const named = { name: token.title, symbol: token.symbol };
  return {
    kind: 'token',
    id: token.idTokenPricedPk,
    name: tokenWatchName(token),
    heading: token.title,
    symbol: token.title !== token.symbol ? token.symbol : undefined,
    logoName: token.symbol,
    lead: chain ? t('pages.tokens.page.lead', { ...named, chain }) : t('pages.tokens.page.leadNoChain', named),
    back: { path: '/tokens', label: t('pages.tokens.page.back') },
    dapps: { heading: t('pages.tokens.page.dapps'), empty: t('pages.tokens.page.noDapps') },
  };
}
