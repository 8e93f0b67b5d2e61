import { describe, expect, it } from 'vitest';
import { humanize, positional } from './messages.ts';

describe('the shared message helpers', () => {
  it('fills positional templates, an absent argument as nothing', () => {
    expect(positional('{0} must be between {1} and {2}', ['Order', 1, 5])).toBe('Order must be between 1 and 5');
    expect(positional('The {0} field{1}', ['email'])).toBe('The email field');
  });

  it("writes a field's name as words: the API's lower-case, the back-office's capitalized", () => {
    expect(humanize('idDappFk')).toBe('dapp');
    expect(humanize('websiteUrl')).toBe('website url');
    expect(humanize('identity')).toBe('identity');
    expect(humanize('websiteUrl', { capitalized: true })).toBe('Website url');
  });
});
