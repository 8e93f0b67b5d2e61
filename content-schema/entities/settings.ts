/** Global settings (one record, idGlobalPk 1) with the min/max bounds the dashboard shows beside them. */
import * as v from 'valibot';
import { id } from '../fields.ts';

/** Bounds of the numeric settings; the API answers them with the settings (SPEC §3 "min and max values"). */
export const GLOBAL_BOUNDS = {
  dappImageDimension: { min: 64, max: 2048 },
  boostedDappMaxsize: { min: 1, max: 20 },
  minDappTransactionCountForTrending: { min: 0, max: 1_000_000 },
  socialTypeIconDimension: { min: 16, max: 512 },
} as const;

const bounded = (key: keyof typeof GLOBAL_BOUNDS) =>
  v.pipe(
    v.number('validation.numeric'),
    v.integer('validation.integer'),
    v.minValue(GLOBAL_BOUNDS[key].min, 'validation.min_value'),
    v.maxValue(GLOBAL_BOUNDS[key].max, 'validation.max_value'),
  );

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml'] as const;

export const GlobalSettingsSchema = v.object({
  idGlobalPk: id(),
  dappImageDimension: v.optional(bounded('dappImageDimension'), 256),
  boostedDappMaxsize: v.optional(bounded('boostedDappMaxsize'), 5),
  minDappTransactionCountForTrending: v.optional(bounded('minDappTransactionCountForTrending'), 100),
  isSwapFeatureActive: v.optional(v.boolean(), true),
  newContractMailingList: v.optional(v.array(v.pipe(v.string(), v.email('validation.email'))), []),
  uploadImageAllowedFiles: v.optional(v.array(v.picklist(IMAGE_TYPES, 'validation.mimes')), [
    'image/png',
    'image/jpeg',
    'image/webp',
  ]),
  socialTypeIconDimension: v.optional(bounded('socialTypeIconDimension'), 80),
});
export type GlobalSettings = v.InferOutput<typeof GlobalSettingsSchema>;

/**
 * The part of the global settings anyone may read (GET /client/global/public, no session): the swap feature switch
 * the public wallet pages honour and the image rules (allowed upload types, the dApp logo's minimum side, the social
 * network icon's side).
 */
export const PublicGlobalSchema = v.object({
  isSwapFeatureActive: v.boolean(),
  uploadImageAllowedFiles: v.array(v.picklist(IMAGE_TYPES)),
  dappImageDimension: v.number(),
  socialTypeIconDimension: v.number(),
});
export type PublicGlobal = v.InferOutput<typeof PublicGlobalSchema>;
