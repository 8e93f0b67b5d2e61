/** The public app and dApp lists of SPEC §7 (`GET /client/dapp?isDapp=true`, `GET /client/app?isDapp=true`). */
import { ENTITIES } from '../../../content-schema/registry.ts';
import type { Dapp } from '../../../content-schema/index.ts';
import { byTitle } from '../../../content-schema/order.ts';
import { repository } from '../../adapters/data/store.ts';

/** One item of the public list: enough to link to and describe the detail page. */
export interface DappListItem {
  idDappPk: number;
  slug: string;
  isDapp: boolean;
  title: string;
  shortDescription: string;
  imageUrl?: string;
  categoryNamesCache?: string;
}

/** The public (active, not private) dApps (`isDapp` true) or apps (`isDapp` false), by title. */
export async function listPublicDapps(isDapp: boolean): Promise<DappListItem[]> {
  const all = await repository<Dapp>(ENTITIES.dapp).list();
  return all
    .filter((d) => d.active && !d.private && d.isDapp === isDapp)
    .sort((a, b) => byTitle(a.title, b.title))
    .map(({ idDappPk, slug, isDapp: flag, title, shortDescription, imageUrl, categoryNamesCache }) => ({
      idDappPk,
      slug,
      isDapp: flag,
      title,
      shortDescription,
      imageUrl,
      categoryNamesCache,
    }));
}
