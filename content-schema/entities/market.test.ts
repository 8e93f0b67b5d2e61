import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ENTITIES, inputSchema } from '../registry.ts';

const token = (extra: Record<string, unknown>) => ({
  title: 'fUSDT',
  symbol: 'fUSDT',
  hash: '0xcd48b160c1bbc9d74997b803b9a7ad50a4bef020',
  ...extra,
});
const issues = (input: unknown) => {
  const result = v.safeParse(inputSchema(ENTITIES['token-priced']), input);
  return result.success ? {} : Object.fromEntries(result.issues.map((i) => [v.getDotPath(i), i.message]));
};

describe('a deprecated token and what replaced it', () => {
  it('names another token with the source that says so', () => {
    const ok = { isDeprecated: true, replacedBy: 9, replacedBySource: 'https://example.org/migration' };
    expect(issues(token({ idTokenPricedPk: 8, ...ok }))).toEqual({});
    expect(issues(token({ isDeprecated: true }))).toEqual({});
  });

  it('refuses the token itself as its replacement', () => {
    const self = { idTokenPricedPk: 8, isDeprecated: true, replacedBy: 8, replacedBySource: 'https://example.org' };
    expect(issues(token(self))).toEqual({ replacedBy: 'validation.not_self' });
  });

  it('refuses a replacement on a token that is not deprecated, or without its source', () => {
    expect(issues(token({ replacedBy: 9, replacedBySource: 'https://example.org' }))).toEqual({
      replacedBy: 'validation.excluded',
    });
    expect(issues(token({ isDeprecated: true, replacedBy: 9 }))).toEqual({
      replacedBySource: 'validation.required_if',
    });
  });

  it('knows replacedBy as a reference to a token record, checked on save', () => {
    expect(ENTITIES['token-priced'].relations.replacedBy).toEqual({ entity: 'token-priced', many: false });
  });
});
