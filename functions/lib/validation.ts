/** Validation with the content-schema, failing as HTTP 400 `{ message, fields }` in the caller's language. */
import * as v from 'valibot';
import { HttpError } from './http-error.ts';
import { fieldMessages, translator, type Locale } from './i18n.ts';

/** Validate `input`; throws HttpError 400 with one translated message per field. */
export function validateOrThrow<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
  locale: Locale,
): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  throw new HttpError(400, translator(locale)('validation.general'), fieldMessages(result.issues, locale));
}

/** Throw 400 for one field with the template `key` (e.g. `validation.included`) and its parameters. */
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
  throw new HttpError(400, t('validation.general'), fieldMessages([issue], locale));
}
