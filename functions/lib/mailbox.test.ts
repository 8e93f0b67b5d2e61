import { describe, expect, it } from 'vitest';
import { mailboxKey } from './mailbox.ts';

describe('mailboxKey', () => {
  it('counts +tags and case variants of one address as one mailbox', () => {
    for (const spelling of ['team@example.org', 'Team@Example.org', 'team+1@example.org', ' TEAM+a+b@EXAMPLE.ORG '])
      expect(mailboxKey(spelling), spelling).toBe('team@example.org');
  });
  it('keeps different mailboxes apart (dots and a leading + are part of the name)', () => {
    expect(mailboxKey('t.eam@example.org')).toBe('t.eam@example.org');
    expect(mailboxKey('+team@example.org')).toBe('+team@example.org');
    expect(mailboxKey('team@example.com')).not.toBe(mailboxKey('team@example.org'));
  });
});
