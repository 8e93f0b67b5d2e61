/**
 * The check in front of the local stack's database, object store and mail inbox (docs/SECURITY.md, third round,
 * finding 6): only the product talks to them — its server code and CLIs, which send no `Origin`, and where a browser
 * must (the presigned uploads, the inbox's own page) the origins named for that service. A web page of any other
 * origin that the developer happens to visit gets a 403 with no CORS header, for simple requests and preflights alike,
 * so it can neither read an answer nor write. A `Host` that is not a loopback name is refused too: after a DNS
 * rebinding (a page of evil.example whose name now points at 127.0.0.1) a same-origin GET carries no `Origin`.
 */
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';

/** localhost, 127.0.0.0/8 or [::1], with an optional port: what the product's own clients put in `Host`. */
const LOOPBACK_HOST = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d{1,5})?$/i;

/**
 * Why a request with `headers` may not use a local service, or undefined when it may: its `Host` is not a loopback
 * name, or it carries an `Origin` (any browser request does, but a same-origin GET) that is not one of
 * `allowedOrigins` (exact `scheme://host:port` strings; `[]`: no browser page at all).
 */
export function localRequestRefusal(
  headers: IncomingHttpHeaders,
  allowedOrigins: readonly string[],
): string | undefined {
  const host = headers.host ?? '';
  if (!LOOPBACK_HOST.test(host)) return `Host ${host || '(none)'} is not a loopback name of this machine`;
  const origin = headers.origin;
  if (origin !== undefined && !allowedOrigins.includes(origin)) return `Pages of ${origin} may not use this service`;
  return undefined;
}

/** Answer 403 with `reason` as plain text and no CORS header (the page that asked cannot read it). */
export function refuseLocalRequest(res: ServerResponse, reason: string): void {
  res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
  res.end(`${reason}: only the Neo Ecosystem stack talks to this local service.\n`);
}

/** The site's origins for a site served on `port` of this machine (both names the stack prints and the tests use). */
export const loopbackOrigins = (port: number): string[] => [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
