import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address.ts';

const headers = (h: Record<string, string>) => (name: string) => h[name];

describe('clientAddress', () => {
  it('trusts CloudFront-Viewer-Address over anything a client can send, without the port', () => {
    expect(clientAddress(headers({ 'cloudfront-viewer-address': '198.51.100.10:46532', 'x-forwarded-for': '1.2.3.4' }))).toBe('198.51.100.10');
    expect(clientAddress(headers({ 'cloudfront-viewer-address': '2001:db8::1:443' }))).toBe('2001:db8::1');
  });
  it('otherwise takes the entry the nearest proxy appended, so a forged first entry changes nothing', () => {
    expect(clientAddress(headers({ 'x-forwarded-for': '6.6.6.6, 203.0.113.7' }))).toBe('203.0.113.7');
    expect(clientAddress(headers({}))).toBe('unknown');
  });
});
