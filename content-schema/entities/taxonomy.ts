/** Small lookup entities: categories, chains, platform types, social types, tags and the like (SPEC §3). */
import * as v from 'valibot';
import { flag, hexColor, id, optionalText, optionalUrl, order, slug, source, text } from '../fields.ts';

export const CategorySchema = v.object({
  idCategoryPk: id(),
  title: text(80),
  active: flag(true),
  slug: v.optional(slug()),
  description: optionalText(500),
  source: source(),
});
export type Category = v.InferOutput<typeof CategorySchema>;

export const BlockchainVersionSchema = v.object({
  idBlockchainVersionPk: id(),
  title: text(80),
  color: hexColor(),
  networkIdentifier: v.optional(v.number()),
  active: flag(true),
  tagName: slug(),
  testnetIdentifier: v.optional(v.nullable(v.number())),
  networkIdentifierType: optionalText(120),
  description: optionalText(1000),
  websiteUrl: optionalUrl(),
  source: source(),
});
export type BlockchainVersion = v.InferOutput<typeof BlockchainVersionSchema>;

export const PlatformTypeSchema = v.object({
  idPlatformTypePk: id(),
  title: text(80),
  slug: v.optional(slug()),
  isMobile: flag(false),
  isDesktop: flag(false),
  isWeb: flag(false),
  isHardware: flag(false),
  source: source(),
});
export type PlatformType = v.InferOutput<typeof PlatformTypeSchema>;

export const SocialTypeSchema = v.object({
  idSocialTypePk: id(),
  title: text(80),
  iconUrl: optionalUrl(),
  active: flag(true),
  slug: v.optional(slug()),
  urlPrefix: optionalUrl(),
  source: source(),
});
export type SocialType = v.InferOutput<typeof SocialTypeSchema>;

export const TokenSchema = v.object({
  idTokenPk: id(),
  title: text(80),
  active: flag(true),
  imageUrl: optionalUrl(),
  source: source(),
});
export type Token = v.InferOutput<typeof TokenSchema>;

export const SupportedTokenSchema = v.object({
  idSupportedTokenPk: id(),
  title: text(80),
  order: order(),
  imageUrl: optionalUrl(),
  source: source(),
});
export type SupportedToken = v.InferOutput<typeof SupportedTokenSchema>;

export const DappConnectionSchema = v.object({
  idDappConnectionPk: id(),
  title: text(80),
  active: flag(true),
  source: source(),
});
export type DappConnection = v.InferOutput<typeof DappConnectionSchema>;

export const NntTagSchema = v.object({ idNntTagPk: id(), title: text(80), active: flag(true), source: source() });
export type NntTag = v.InferOutput<typeof NntTagSchema>;

export const PrivateCategorySchema = v.object({
  idPrivateCategoryPk: id(),
  title: text(80),
  slug: slug(),
  source: source(),
});
export type PrivateCategory = v.InferOutput<typeof PrivateCategorySchema>;
