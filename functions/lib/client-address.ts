/**
 * The address of the visitor, for per-address limits (sign-in, password change, recovery). Only a proxy of our
 * own may name it: CloudFront in production, the local site server on the embedded default. Both add the secret
 * origin header (`X-Origin-Verify: <ORIGIN_SECRET>`) to every request they forward, so a request that carries it
 * came through them:
 * - CloudFront sets `CloudFront-Viewer-Address` (`<ip>:<port>`, IPv6 unbracketed, e.g. `2001:db8::1:443`) itself;
 * - the local site server replaces `X-Forwarded-For` with the socket's address (local/stack/site-server.ts).
 * A request without the header (someone calling the API's own endpoint) is judged by the address of its
 * connection, which the caller cannot choose; any `X-Forwarded-For` it sends is ignored.
 */
import { timingSafeEqual } from 'node:crypto';

/** The header our proxies add with the shared origin secret. */
export const ORIGIN_HEADER = 'x-origin-verify';

/** Whether `value` is the origin secret (constant time; false when no secret is configured). */
export function isOriginSecret(value: string | undefined, secret: string | undefined): boolean {
  if (!value || !secret) return false;
  const a = Buffer.from(value),
    b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The client address of a request: from our proxy's headers when the request carries the origin secret, else the
 * connection's address (`connection`); `unknown` when neither is known.
 */
export function clientAddress(
  header: (name: string) => string | undefined,
  connection: string | undefined,
  secret: string | undefined,
): string {
  if (isOriginSecret(header(ORIGIN_HEADER), secret)) {
    const viewer = header('cloudfront-viewer-address')?.trim();
    if (viewer) return viewer.replace(/:\d+$/, '');
    const forwarded = header('x-forwarded-for')
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (forwarded?.length) return forwarded.at(-1)!;
  }
  return connection?.replace(/^::ffff:/, '') || 'unknown';
}
