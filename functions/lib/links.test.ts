/** Configuration from SST links on AWS, from the environment elsewhere. */
import { describe, expect, it } from 'vitest';
import { linkedEnvironment, linksActive, mailFrom } from './links.ts';

describe('linkedEnvironment', () => {
  it('answers nothing without active links (local stack, tests)', () => {
    expect(linksActive({})).toBe(false);
    expect(linkedEnvironment({})).toEqual({});
  });

  it('maps the linked resources and secrets to the configuration keys', () => {
    const env = linkedEnvironment({
      App: { name: 'neo-ecosystem', stage: 'production' },
      Table: { name: 'neo-ecosystem-production-TableTable-abc' },
      Uploads: { name: 'neo-ecosystem-production-uploadsbucket-x1' },
      Snapshots: { name: 'neo-ecosystem-production-snapshotsbucket-x2' },
      Mail: { sender: 'neo-ecosystem.org', configSet: 'cs' },
      Site: { url: 'https://neo-ecosystem.org' },
      JwtSecret: { value: 'x'.repeat(64) },
      GithubToken: { value: '' },
      RebuildQueue: { url: 'https://sqs.us-east-1.amazonaws.com/123456789012/q' },
    });
    expect(env).toEqual({
      TABLE_NAME: 'neo-ecosystem-production-TableTable-abc',
      UPLOADS_BUCKET: 'neo-ecosystem-production-uploadsbucket-x1',
      SNAPSHOTS_BUCKET: 'neo-ecosystem-production-snapshotsbucket-x2',
      JWT_SECRET: 'x'.repeat(64),
      REBUILD_QUEUE_URL: 'https://sqs.us-east-1.amazonaws.com/123456789012/q',
      PUBLIC_SITE_URL: 'https://neo-ecosystem.org',
      UPLOADS_PUBLIC_URL: 'https://neo-ecosystem.org/uploads',
      MAIL_TRANSPORT: 'ses',
      MAIL_FROM: 'Neo Ecosystem <no-reply@neo-ecosystem.org>',
    });
  });

  it('uses a verified address as it is', () => {
    expect(mailFrom('team@example.org')).toBe('Neo Ecosystem <team@example.org>');
  });
});
