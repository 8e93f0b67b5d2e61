/**
 * The address of the visitor behind the CDN, for per-address limits (sign-in). CloudFront sets
 * `CloudFront-Viewer-Address` (`<ip>:<port>`, IPv6 unbracketed, e.g. `2001:db8::1:443`) itself and a client cannot
 * forge it; it reaches the API through the managed AllViewerExceptHostHeader origin request policy (infra/cdn.ts).
 * Without it (the local stack), the last `X-Forwarded-For` entry is used: the one the nearest proxy appended, not the
 * first, which any client can write. Answers `unknown` when neither header is present.
 */
export function clientAddress(header: (name: string) => string | undefined): string {
  const viewer = header('cloudfront-viewer-address')?.trim();
  if (viewer) return viewer.replace(/:\d+$/, '');
  const forwarded = header('x-forwarded-for')?.split(',').map((s) => s.trim()).filter(Boolean);
  return forwarded?.at(-1) ?? 'unknown';
}
