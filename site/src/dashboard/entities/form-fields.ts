/**
 * Which fields a form edits, which it only shows, and which it keeps out of sight, for one entity in one mode.
 * Key fields: an automatic id is assigned on create (hidden) and shown on edit; other keys are chosen on create
 * unless the route fixes them (dapp-social's pair, nep17's contract), and never edited afterwards.
 */
import type { EntityDefinition } from '../../../../content-schema/registry.ts';
import type { GlobalWithBounds } from '../session/session.ts';
import { fieldSpecs, type FieldSpec } from './field-specs.ts';
import type { ScreenConfig } from './screen-config.ts';

export interface FormFields {
  /** Fields with a control. */
  editable: FieldSpec[];
  /** Fields shown as text (their stored values are sent back unchanged). */
  readOnly: FieldSpec[];
  /** Every field of the form's schema (what a save may carry). */
  schemaKeys: string[];
}

/** The fields of `def`'s form. `keysFixed`: the route names the record's key (edit, or nep17's create). */
export function formFields(
  def: EntityDefinition,
  config: ScreenConfig,
  editing: boolean,
  keysFixed: boolean,
  global: GlobalWithBounds | null,
): FormFields {
  const object = config.formObject ?? def.object;
  const bounds = config.bounds?.(global) ?? {};
  const hidden = new Set(config.hidden ?? []);
  const editable: FieldSpec[] = [];
  const readOnly: FieldSpec[] = [];
  for (const spec of fieldSpecs(def, object)) {
    const field: FieldSpec = { ...spec, kind: config.kinds?.[spec.name] ?? spec.kind, ...(bounds[spec.name] ?? {}) };
    if (hidden.has(field.name)) continue;
    if (field.isKey) {
      if (def.autoId && !editing) continue;
      (def.autoId || keysFixed ? readOnly : editable).push(field);
    } else if (config.readOnly?.includes(field.name)) {
      if (editing) readOnly.push(field);
    } else {
      editable.push(field);
    }
  }
  return { editable, readOnly, schemaKeys: Object.keys(object.entries) };
}
