import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { emailAddress, typedPassword } from './fields.ts';

const messages = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? result.output : result.issues.map((i) => i.message);
};

describe('the e-mail and password rules', () => {
  it('trims and lower-cases an address, and refuses one that is not an address or too long', () => {
    expect(messages(emailAddress(), '  Ana@Example.ORG ')).toBe('ana@example.org');
    expect(messages(emailAddress(), 'ana@')).toEqual(['validation.email']);
    expect(messages(emailAddress(), `${'a'.repeat(250)}@x.io`)).toEqual(['validation.max']);
    expect(messages(emailAddress(), undefined)).toEqual(['validation.required']);
  });

  it('puts the base schema check first: a form says "required" before the rule speaks', () => {
    const required = v.pipe(v.string(), v.minLength(1, 'validation.required'));
    expect(messages(emailAddress(required), '')).toEqual(['validation.required']);
    expect(messages(typedPassword(required), '')).toEqual(['validation.required', 'validation.min']);
  });

  it('takes a typed password of 8 to 200 characters', () => {
    expect(messages(typedPassword(), 'short')).toEqual(['validation.min']);
    expect(messages(typedPassword(), 'x'.repeat(201))).toEqual(['validation.max']);
    expect(messages(typedPassword(), 'long enough')).toBe('long enough');
  });
});
