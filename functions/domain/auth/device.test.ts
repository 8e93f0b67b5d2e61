/** Device tokens: what readDeviceToken takes as a known device, and that a device token is never a session. */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetConfig } from '../../config.ts';
import { DEVICE_TTL_SECONDS, issueDeviceToken, readDeviceToken } from './device.ts';
import { issueToken, readToken } from './tokens.ts';

beforeAll(() => {
  process.env.JWT_SECRET = 'e'.repeat(48);
  resetConfig();
});
afterEach(() => vi.useRealTimers());

describe('device tokens', () => {
  it('name one account, whatever the case or spaces of its e-mail', async () => {
    const token = await issueDeviceToken('owner@example.org');
    expect(await readDeviceToken(token, ' Owner@Example.org ')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await readDeviceToken(token, 'someone-else@example.org')).toBeUndefined();
    expect(Buffer.from(token.split('.')[1]!, 'base64url').toString()).not.toContain('owner');
  });

  it('are refused when forged, expired, or a session token instead', async () => {
    const token = await issueDeviceToken('owner@example.org');
    const [head, body, signature] = token.split('.');
    const flipped = `${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await readDeviceToken(`${head}.${body}.${flipped}`, 'owner@example.org')).toBeUndefined();
    expect(await readDeviceToken(await issueToken(1, 0), 'owner@example.org')).toBeUndefined();
    expect(await readDeviceToken(undefined, 'owner@example.org')).toBeUndefined();
    vi.useFakeTimers({ now: Date.now() + (DEVICE_TTL_SECONDS + 60) * 1000, toFake: ['Date'] });
    expect(await readDeviceToken(token, 'owner@example.org')).toBeUndefined();
  });

  it('never open a session', async () => {
    expect(await readToken(await issueDeviceToken('owner@example.org'))).toBeUndefined();
  });
});
