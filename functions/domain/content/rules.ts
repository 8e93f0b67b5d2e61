/** Entity-specific rules on save (SPEC §3, §5): the few places where one generic persist is not enough. */
import * as v from 'valibot';
import { GlobalSettingsSchema, imageSized, UserInputSchema, type EntityName } from '../../../content-schema/index.ts';
import { ENTITIES } from '../../../content-schema/registry.ts';
import { hashPassword } from '../auth/passwords.ts';
import { repository, type Stored } from '../../adapters/data/store.ts';
import { ConflictError, InvalidError } from '../errors.ts';
import { translator, type Locale } from '../../lib/i18n.ts';
import { fieldError, validateOrThrow } from '../validation.ts';
import { uploadedImageDimensions } from '../../adapters/uploads/images.ts';
import { readGlobal } from './settings.ts';

type Row = Record<string, unknown>;
export interface Rule {
  /** Replaces the registry's input schema. */
  schema?: v.GenericSchema;
  /** Adjust or check a validated record before it is stored; `existing` is the stored record on update. */
  beforeSave?(input: Row, existing: Stored | undefined, locale: Locale): Promise<Row>;
  /** The most records the entity may have; the database enforces it on create (functions/adapters/data/guards.ts). */
  maxCount?(): Promise<number>;
}

export const RULES: Partial<Record<EntityName, Rule>> = {
  user: {
    schema: UserInputSchema,
    /** Password (SHA-256 hex) required on create, stored as argon2id; a new one ends old sessions. (E-mail unique: UNIQUE_FIELDS.) */
    async beforeSave({ password, ...input }, existing, locale) {
      if (!existing && !password) fieldError('password', 'validation.required', locale);
      if (!password)
        return { ...input, passwordHash: existing!.passwordHash, sessionEpoch: existing!.sessionEpoch ?? 0 };
      return {
        ...input,
        passwordHash: await hashPassword(String(password)),
        sessionEpoch: Number(existing?.sessionEpoch ?? -1) + 1,
      };
    },
  },
  dapp: {
    /** categoryNamesCache follows dappCategory; an uploaded logo must meet dappImageDimension. (Slug unique: UNIQUE_FIELDS.) */
    async beforeSave(input, existing, locale) {
      const categories = await repository(ENTITIES.category).list();
      const names = ((input.dappCategory as number[] | undefined) ?? [])
        .map((id) => categories.find((c) => c.idCategoryPk === id)?.title)
        .filter(Boolean);
      if (typeof input.imageUrl === 'string' && input.imageUrl !== existing?.imageUrl) {
        const size = await uploadedImageDimensions(input.imageUrl);
        const min = (await readGlobal()).dappImageDimension;
        if (size && (size.width < min || size.height < min)) {
          throw new InvalidError(translator(locale)('validation.general'), {
            imageUrl: translator(locale)('api.imageTooSmall', { min, width: size.width, height: size.height }),
          });
        }
      }
      return { ...input, categoryNamesCache: names.join(', ') };
    },
  },
  'social-type': {
    /** An uploaded icon must be exactly socialTypeIconDimension × socialTypeIconDimension px (SPEC §3, §5 dimensions). */
    async beforeSave(input, existing, locale) {
      if (typeof input.iconUrl === 'string' && input.iconUrl !== existing?.iconUrl) {
        const size = await uploadedImageDimensions(input.iconUrl);
        const side = (await readGlobal()).socialTypeIconDimension;
        if (size) validateOrThrow(v.object({ iconUrl: imageSized(side, side) }), { iconUrl: size }, locale);
      }
      return input;
    },
  },
  'boosted-dapp': {
    /** At most boostedDappMaxsize boosted dApps. */
    async beforeSave(input, existing, locale) {
      const max = (await readGlobal()).boostedDappMaxsize;
      if (!existing && (await repository(ENTITIES['boosted-dapp']).list()).length >= max) {
        throw new ConflictError(translator(locale)('api.boostedFull', { max }));
      }
      return input;
    },
    maxCount: async () => (await readGlobal()).boostedDappMaxsize,
  },
  global: {
    schema: GlobalSettingsSchema,
    async beforeSave(input) {
      return { ...input, idGlobalPk: 1 };
    },
  },
};
