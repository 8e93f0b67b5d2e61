/** The public app and dApp lists of SPEC §7 (`GET /client/dapp?isDapp=true`, `GET /client/app?isDapp=true`). */
import * as v from 'valibot';
import { ENTITIES } from '../../../content-schema/registry.ts';
import { isPublicDapp, type Dapp } from '../../../content-schema/entities/dapp.ts';
import { DappListItemSchema } from '../../../content-schema/public-api.ts';
import { byTitle } from '../../../content-schema/order.ts';
import { repository } from '../../adapters/data/store.ts';

/** One item of the public list: enough to link to and describe the detail page (`DappListItemSchema`). */
export type DappListItem = v.InferOutput<typeof DappListItemSchema>;

const ITEM_FIELDS = Object.keys(DappListItemSchema.entries) as (keyof DappListItem)[];

/** The public dApps (`isDapp` true) or apps (`isDapp` false), by title, each with the fields of `DappListItem`. */
export async function listPublicDapps(isDapp: boolean): Promise<DappListItem[]> {
  const all = await repository<Dapp>(ENTITIES.dapp).list();
  return all
    .filter((d) => isPublicDapp(d) && d.isDapp === isDapp)
    .sort((a, b) => byTitle(a.title, b.title))
    .map((d) => Object.fromEntries(ITEM_FIELDS.map((field) => [field, d[field]])) as DappListItem);
}
