/** Home and wallet page promotion: banners and developer aid (SPEC §3). */
import * as v from 'valibot';
import {
  flag,
  httpUrl,
  id,
  isoDateTime,
  optionalText,
  optionalUrl,
  order,
  plainText,
  source,
  text,
} from '../fields.ts';
import { PT_BR_TRANSLATORS } from './dapp.ts';

/** Website sections: 1 Home, 2 Wallet, 3 Home and Wallet. */
export const WEBSITE_SECTIONS = { home: 1, wallet: 2, homeAndWallet: 3 } as const;
/** Banner actions: 1 do nothing, 2 open the Gleeder modal, 3 open an external link. */
export const BANNER_ACTIONS = { 'do-nothing': 1, gleeder: 2, 'external-link': 3 } as const;

/** A banner's fields, without the cross-field checks (the public snapshot picks from it). */
export const BannerFieldsSchema = v.object({
  idBannerPk: id(),
  title: text(120),
  description: optionalText(1000),
  /** The description in pt-BR; without it the pt-BR pages show the en-US one, marked lang="en". */
  descriptionPtBr: optionalText(1000),
  imageUrl: httpUrl(),
  action: v.picklist([1, 2, 3], 'validation.included'),
  url: optionalUrl(),
  active: flag(true),
  order: order(),
  type: optionalText(40),
  tags: v.optional(v.array(v.pipe(v.string(), plainText())), []),
  /** Visibility window, UTC ISO-8601. */
  visibleStartDatetime: isoDateTime(),
  visibleEndDatetime: isoDateTime(),
  websiteSection: v.picklist([1, 2, 3], 'validation.included'),
  source: source(),
});

export const BannerSchema = v.pipe(
  BannerFieldsSchema,
  v.forward(
    v.check((b) => b.visibleEndDatetime > b.visibleStartDatetime, 'validation.after'),
    ['visibleEndDatetime'],
  ),
  v.forward(
    v.check((b) => b.action !== 3 || !!b.url, 'validation.required_if'),
    ['url'],
  ),
);
export type Banner = v.InferOutput<typeof BannerSchema>;

export const DeveloperAidSchema = v.object({
  idDeveloperAidPk: id(),
  title: text(120),
  imageUrl: optionalUrl(),
  callToActionText: text(80),
  /** The call to action in pt-BR (as descriptionPtBr). */
  callToActionTextPtBr: optionalText(80, false),
  actionUrl: httpUrl(),
  description: text(1000, true),
  /** The description in pt-BR; without it the pt-BR pages show the en-US one, marked lang="en". */
  descriptionPtBr: optionalText(1000),
  /** Who wrote descriptionPtBr: this site's translation (`site`) or the resource's team. */
  ptBrTranslatedBy: v.optional(v.picklist(PT_BR_TRANSLATORS, 'validation.included')),
  source: source(),
});
export type DeveloperAid = v.InferOutput<typeof DeveloperAidSchema>;
