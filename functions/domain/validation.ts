/** Validation with the content-schema, failing as InvalidError (the API answers 400 `{ message, fields }`) in the caller's language. */
import * as v from 'valibot';
import { fieldMessages, translator, type Locale } from '../lib/i18n.ts';
import { InvalidError } from './errors.ts';

/** Validate `input`; throws InvalidError (400) with one translated message per field. */
export function validateOrThrow<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
  locale: Locale,
): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  throw new InvalidError(translator(locale)('validation.general'), fieldMessages(result.issues, locale));
}

/** Throw InvalidError (400) for one field with the template `key` (e.g. `validation.included`) and its parameters. */
export function fieldError(field: string, key: string, locale: Locale, ...params: (string | number)[]): never {
  const t = translator(locale);
  const issue = {
    kind: 'validation',
    type: 'custom',
    input: undefined,
    expected: null,
    received: 'unknown',
    message: key,
    path: [{ type: 'object', origin: 'value', input: {}, key: field, value: undefined }],
    requirement: params.length > 1 ? params : params[0],
  } as unknown as v.BaseIssue<unknown>;
  throw new InvalidError(t('validation.general'), fieldMessages([issue], locale));
}
