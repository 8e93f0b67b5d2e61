/**
 * What an entity's screens need beyond the registry (ARCHITECTURE "one generic list and one generic form"): hidden
 * or read-only fields, option labels, image rules, a form schema of its own, a step before saving, extra content
 * below the form, a custom load. Entities without an entry use the registry as is.
 */
import type { ComponentType } from 'react';
import type * as v from 'valibot';
import type { GlobalWithBounds } from '../session/session.ts';
import type { FieldKind } from './field-specs.ts';
import type { Row } from './form-values.ts';

export type FormMode = 'create' | 'edit';

/** How an image field is cropped and sized. */
export interface ImageRule {
  /** Longest side of the stored image, px. */
  maxSide: number;
  /** Crop aspect ratios offered, first is the default; 0 means the picture's own ratio. */
  aspects: readonly number[];
  /** Smallest accepted crop side, px (e.g. the dApp logo's dappImageDimension). */
  minSide?: (global: GlobalWithBounds | null) => number | undefined;
  /** Side of the stored square image when a rule fixes it (SPEC §5 dimensions: a social network icon). */
  exactSide?: (global: GlobalWithBounds | null) => number | undefined;
}

export const LOGO: ImageRule = { maxSide: 1024, aspects: [1] };

/** A record as loaded for the form: its `version`, or none for a record that does not exist yet (nep17). */
export type Loaded = (Row & { version?: number }) | undefined;

export interface ScreenConfig {
  /** The form's object schema when it differs from the stored record's (user: a password instead of its hash). */
  formObject?: { entries: Record<string, unknown> };
  /** The validation schema of the form (default: the registry's input schema). */
  formSchema?: (mode: FormMode) => v.GenericSchema;
  /** Fields not shown (their stored values are kept on save). */
  hidden?: readonly string[];
  /** Fields shown but not editable (kept on save). */
  readOnly?: readonly string[];
  /** Control kinds that differ from the derived ones. */
  kinds?: Readonly<Record<string, FieldKind>>;
  /** i18n keys of picklist options: field → value → key. */
  optionLabels?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** Image rules per field (default LOGO). */
  images?: Readonly<Record<string, ImageRule>>;
  /** Min/max of number fields that the API answers (global settings' bounds). */
  bounds?: (global: GlobalWithBounds | null) => Record<string, { min: number; max: number }>;
  /** Adjust the payload just before it is sent (e.g. hash the password). */
  beforeSave?: (payload: Row, mode: FormMode) => Promise<Row>;
  /** Load the record (default GET /client/<entity>/<ids>); undefined means "create it". */
  load?: (ids: readonly number[]) => Promise<Loaded>;
  /** After a successful save: back to the list (default) or stay and reload. */
  afterSave?: 'list' | 'stay';
  /** Called after every successful save (e.g. reload the global settings). */
  onSaved?: () => void;
  /** Content below the form on edit (a dApp's contracts and socials). */
  Extras?: ComponentType<{ record: Row }>;
  /** Hint under a field: field → i18n key. */
  hints?: Readonly<Record<string, string>>;
}
