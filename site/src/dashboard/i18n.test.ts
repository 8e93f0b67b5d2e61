import { describe, expect, it } from 'vitest';
import { fieldLabel, humanize, validationMessage } from './i18n.ts';

describe('dashboard i18n', () => {
  it('humanizes field names without a label', () => {
    expect(humanize('idDappFk')).toBe('Dapp');
    expect(humanize('websiteUrl')).toBe('Website url');
    expect(humanize('last7DaysPercent')).toBe('Last7 days percent');
  });

  it('prefers the shared field label', () => {
    expect(fieldLabel('title')).toBe('Title');
    expect(fieldLabel('noSuchFieldAnywhere')).toBe('No such field anywhere');
  });

  it('translates validation keys and falls back to the default template', () => {
    expect(validationMessage('validation.max', 'Title', 120)).toBe(
      'The Title field may not be greater than 120 characters',
    );
    expect(validationMessage('validation.required', 'Title')).toBe('The Title field is required');
    expect(validationMessage('Invalid type: Expected number', 'Order')).toBe('The Order value is not valid');
  });
});
