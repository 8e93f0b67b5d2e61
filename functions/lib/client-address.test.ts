import { describe, expect, it } from 'vitest';
import { clientAddress, isOriginSecret } from './client-address.ts';

const headers = (h: Record<string, string>) => (name: string) => h[name];
const SECRET = 's'.repeat(40);

describe('clientAddress', () => {
  it('trusts CloudFront-Viewer-Address only on requests carrying the origin secret, without the port', () => {
    const via = { 'x-origin-verify': SECRET };
    expect(
      clientAddress(
        headers({ ...via, 'cloudfront-viewer-address': '198.51.100.10:46532', 'x-forwarded-for': '1.2.3.4' }),
        '10.0.0.1',
        SECRET,
      ),
    ).toBe('198.51.100.10');
    expect(clientAddress(headers({ ...via, 'cloudfront-viewer-address': '2001:db8::1:443' }), undefined, SECRET)).toBe(
      '2001:db8::1',
    );
  });
  it("takes the local proxy's X-Forwarded-For only with the origin secret", () => {
    expect(
      clientAddress(headers({ 'x-origin-verify': SECRET, 'x-forwarded-for': '127.0.0.1' }), '127.0.0.1', SECRET),
    ).toBe('127.0.0.1');
  });
  it('ignores forwarded headers without the secret (or with a wrong one) and uses the connection', () => {
    expect(clientAddress(headers({ 'x-forwarded-for': '203.0.113.7' }), '::ffff:198.51.100.2', SECRET)).toBe(
      '198.51.100.2',
    );
    expect(
      clientAddress(
        headers({ 'x-origin-verify': 'x'.repeat(40), 'cloudfront-viewer-address': '203.0.113.9:1' }),
        '198.51.100.2',
        SECRET,
      ),
    ).toBe('198.51.100.2');
    expect(clientAddress(headers({ 'x-forwarded-for': '203.0.113.7' }), undefined, undefined)).toBe('unknown');
  });
  it('compares the secret exactly', () => {
    expect(isOriginSecret(SECRET, SECRET)).toBe(true);
    expect(isOriginSecret(SECRET.slice(1), SECRET)).toBe(false);
    expect(isOriginSecret(SECRET, undefined)).toBe(false);
  });
});
