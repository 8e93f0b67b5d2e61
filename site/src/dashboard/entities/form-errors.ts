/**
 * Validation of a form with react-hook-form's valibot resolver over the payload the form would send, with the
 * messages (i18n keys in the schemas) translated into SPEC §5's templates with the field's label and parameter.
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import type { FieldError, FieldErrors, Resolver, UseFormSetError } from 'react-hook-form';
import type * as v from 'valibot';
import { ApiError } from '../http/failure.ts';
import { fieldLabel, t, validationMessage } from '../i18n.ts';
import type { FieldSpec } from './field-specs.ts';
import { toPayload, type FormValues, type Row } from './form-values.ts';

/** Schema issue types that mean "wrong type", reported as "required" when the value is absent. */
const SCHEMA_TYPES = new Set([
  'string',
  'number',
  'boolean',
  'picklist',
  'array',
  'object',
  'record',
  'union',
  'literal',
  'date',
]);

/** The first `{ type, message }` under a (possibly nested) resolver error. */
function firstLeaf(node: unknown): { type?: string; message?: string } | undefined {
  if (!node || typeof node !== 'object') return undefined;
  const error = node as { type?: unknown; message?: unknown };
  if (typeof error.message === 'string') return { type: String(error.type ?? ''), message: error.message };
  for (const child of Object.values(node)) {
    const leaf = firstLeaf(child);
    if (leaf) return leaf;
  }
  return undefined;
}

/** The parameter of a rule ({1} of the template): e.g. 120 for max_length. */
function parameterOf(
  field: FieldSpec | undefined,
  type: string | undefined,
  message: string | undefined,
): string | number | undefined {
  const rules = field?.rules.filter((r) => r.type === type) ?? [];
  const requirement = (rules.find((r) => r.message === message) ?? rules[0])?.requirement;
  return typeof requirement === 'number' || typeof requirement === 'string' ? requirement : undefined;
}

/**
 * One translated error per top-level field: `errors` as the valibot resolver nests them, `payload` what was
 * validated (an absent value with a type error reads "required").
 */
export function translateErrors(
  errors: Record<string, unknown>,
  fields: readonly FieldSpec[],
  payload: Row,
  entity?: string,
): Record<string, FieldError> {
  const out: Record<string, FieldError> = {};
  for (const [name, node] of Object.entries(errors)) {
    const leaf = firstLeaf(node);
    if (!leaf) continue;
    const field = fields.find((f) => f.name === name);
    const missing = payload[name] === undefined && SCHEMA_TYPES.has(leaf.type ?? '');
    const key = missing ? 'validation.required' : leaf.message;
    // A timestamp typed behind the date mask names its format ({1}) in the UI language.
    const param =
      field?.kind === 'datetime' && key === 'validation.date_format'
        ? t('dashboard.form.datetimeFormat')
        : parameterOf(field, leaf.type, leaf.message);
    out[name] = {
      type: leaf.type ?? 'validation',
      message: validationMessage(key, fieldLabel(name, entity), ...(param === undefined ? [] : [param])),
    };
  }
  return out;
}

/**
 * A react-hook-form resolver: converts the form values to the payload (with `carry`, the stored fields the form
 * does not show), validates it with `schema` through the valibot resolver, and translates the messages.
 */
export function formResolver(
  schema: v.GenericSchema,
  fields: readonly FieldSpec[],
  carry: () => Row,
  entity?: string,
): Resolver<FormValues> {
  const inner = valibotResolver(schema as never, undefined, { raw: true }) as unknown as Resolver<Row>;
  return async (values, context, options) => {
    const payload = toPayload(fields, values, carry());
    const result = await inner(payload, context, options as never);
    if (!Object.keys(result.errors).length) return { values, errors: {} };
    return {
      values: {},
      errors: translateErrors(
        result.errors as Record<string, unknown>,
        fields,
        payload,
        entity,
      ) as FieldErrors<FormValues>,
    };
  };
}

/**
 * Puts the messages of a refused request (an ApiError's `fields`: field name → message in the user's language) beside
 * the fields of `shown` (react-hook-form errors of type `server`, the first focused when `focus`). Answers the
 * `[name, message]` pairs of the fields the form does not show; none for any other error.
 */
export function placeServerErrors(
  error: unknown,
  shown: ReadonlySet<string>,
  setError: UseFormSetError<FormValues>,
  focus = false,
): [string, string][] {
  const others: [string, string][] = [];
  if (!(error instanceof ApiError)) return others;
  for (const [name, message] of Object.entries(error.fields ?? {})) {
    if (shown.has(name)) setError(name, { type: 'server', message }, { shouldFocus: focus });
    else others.push([name, message]);
  }
  return others;
}
