import { describe, expect, it } from 'vitest';
import { fieldOfError, lineNumbers } from './field-errors.ts';

const sent = { socials: ['submit-social-3', 'submit-social-5'], contracts: [1, 3], repositories: [2] };

describe('fieldOfError', () => {
  it('places a field message beside its own field, never as a raw key', () => {
    expect(fieldOfError('proposal.shortDescription', sent)).toEqual({ id: 'submit-shortDescription' });
    expect(fieldOfError('email', sent)).toEqual({ id: 'submit-email' });
    expect(fieldOfError('proposal.dappCategory.0', sent)).toEqual({ id: 'submit-dappCategory' });
  });

  it('places list entries on their line and socials on the input that was filled', () => {
    expect(fieldOfError('proposal.contracts.1.hash', sent)).toEqual({ id: 'submit-contracts', line: 3 });
    expect(fieldOfError('proposal.repositories.0', sent)).toEqual({ id: 'submit-repositories', line: 2 });
    expect(fieldOfError('proposal.socials.1.url', sent)).toEqual({ id: 'submit-social-5' });
  });

  it('leaves a key the form has no field for to the message at the top', () => {
    expect(fieldOfError('homepage', sent)).toBeUndefined();
  });
});

describe('lineNumbers', () => {
  it('keeps the line numbers of non-empty lines', () => {
    expect(lineNumbers('a\n\n  b  \n')).toEqual([
      { text: 'a', line: 1 },
      { text: 'b', line: 3 },
    ]);
  });
});
