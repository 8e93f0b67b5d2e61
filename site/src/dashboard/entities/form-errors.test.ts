import { describe, expect, it } from 'vitest';
import { ENTITIES, inputSchema } from '../../../../content-schema/registry.ts';
import { fieldSpecs } from './field-specs.ts';
import { ApiError } from '../http/failure.ts';
import { formResolver, placeServerErrors } from './form-errors.ts';
import { toFormValues } from './form-values.ts';

const options = { fields: {}, shouldUseNativeValidation: false } as never;

describe('formResolver', () => {
  it('translates the schema messages with labels and parameters', async () => {
    const def = ENTITIES.category;
    const fields = fieldSpecs(def);
    const resolve = formResolver(inputSchema(def), fields, () => ({}), 'category');
    const empty = await resolve(toFormValues(fields, undefined), undefined, options);
    expect(empty.errors.title?.message).toBe('The Title field is required');
    const long = await resolve({ ...toFormValues(fields, undefined), title: 'x'.repeat(81) }, undefined, options);
    expect(long.errors.title?.message).toBe('The Title field may not be greater than 80 characters');
    const ok = await resolve({ ...toFormValues(fields, undefined), title: 'DeFi' }, undefined, options);
    expect(ok.errors).toEqual({});
  });

  it('reports cross-field rules on the forwarded field', async () => {
    const def = ENTITIES.banner;
    const fields = fieldSpecs(def);
    const resolve = formResolver(inputSchema(def), fields, () => ({}));
    const values = {
      ...toFormValues(fields, undefined),
      title: 'B',
      imageUrl: 'https://x.org/a.webp',
      action: '3',
      websiteSection: '1',
      visibleStartDatetime: '11/21/2026 10:00',
      visibleEndDatetime: '11/22/2026 10:00',
    };
    const result = await resolve(values, undefined, options);
    expect(Object.keys(result.errors)).toEqual(['url']);
    expect(result.errors.url?.message).toContain('is required');
  });

  it('names the expected format of a timestamp typed behind the date mask', async () => {
    const def = ENTITIES.banner;
    const fields = fieldSpecs(def);
    expect(fields.find((f) => f.name === 'visibleStartDatetime')?.mask).toBe('##/##/#### ##:##');
    const resolve = formResolver(inputSchema(def), fields, () => ({}));
    const values = {
      ...toFormValues(fields, undefined),
      title: 'B',
      imageUrl: 'https://x.org/a.webp',
      action: '1',
      websiteSection: '1',
      visibleStartDatetime: '02/30/2026 10:00',
      visibleEndDatetime: '11/22/2026 10:00',
    };
    const result = await resolve(values, undefined, options);
    expect(result.errors.visibleStartDatetime?.message).toMatch(/must be in the format MM\/DD\/YYYY HH:mm$/);
  });
});

describe('placeServerErrors', () => {
  it("puts a refused request's field messages on the shown fields and answers the others", () => {
    const placed: [string, string, boolean | undefined][] = [];
    const setError = ((name: string, error: { message?: string }, options?: { shouldFocus?: boolean }) =>
      placed.push([name, error.message ?? '', options?.shouldFocus])) as never;
    const refused = new ApiError(400, 'Invalid', { newPassword: 'Too short', hash: 'Expired link' });
    expect(placeServerErrors(refused, new Set(['newPassword', 'confirmPassword']), setError, true)).toEqual([
      ['hash', 'Expired link'],
    ]);
    expect(placed).toEqual([['newPassword', 'Too short', true]]);
    expect(placeServerErrors(new Error('offline'), new Set(['newPassword']), setError)).toEqual([]);
    expect(placed).toHaveLength(1);
  });
});
