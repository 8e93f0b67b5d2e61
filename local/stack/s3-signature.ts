/**
 * AWS Signature Version 4 checked for the local S3 emulator, which does not check V4 itself (s3rver 3.7 accepts
 * any V4 signature): presigned URLs (`X-Amz-Signature` in the query, `UNSIGNED-PAYLOAD`) and `Authorization`
 * headers (the payload hash from `x-amz-content-sha256`), as AWS documents the algorithm ("Signature Version 4
 * signing process": canonical request → string to sign → HMAC-SHA256 key chain), including expiry of presigned URLs.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
const sha256 = (data: string) => createHash('sha256').update(data).digest('hex');
/** RFC 3986 encoding, as SigV4 canonical query strings use. */
const encode = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Whether a request is signed (query or header); anonymous requests are judged by the caller. */
export const isSigned = (url: URL, headers: IncomingHttpHeaders) =>
  url.searchParams.has('X-Amz-Signature') || String(headers.authorization ?? '').startsWith('AWS4-HMAC-SHA256');

/**
 * Whether `method url` with `headers` carries a valid SigV4 signature of `secrets[accessKeyId]` (and, presigned,
 * has not expired at `now`). False for anything malformed.
 */
export function verifySigV4(
  method: string,
  rawUrl: string,
  headers: IncomingHttpHeaders,
  secrets: Record<string, string>,
  now = new Date(),
): boolean {
  try {
    const url = new URL(rawUrl, 'http://placeholder');
    const presigned = url.searchParams.has('X-Amz-Signature');
    let credential: string, signedHeaders: string, signature: string, amzDate: string, payloadHash: string;
    if (presigned) {
      credential = url.searchParams.get('X-Amz-Credential')!;
      signedHeaders = url.searchParams.get('X-Amz-SignedHeaders')!;
      signature = url.searchParams.get('X-Amz-Signature')!;
      amzDate = url.searchParams.get('X-Amz-Date')!;
      payloadHash = 'UNSIGNED-PAYLOAD';
      const issued = Date.parse(
        amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'),
      );
      if (!(issued + Number(url.searchParams.get('X-Amz-Expires')) * 1000 >= now.getTime())) return false;
    } else {
      const auth = String(headers.authorization);
      credential = auth.match(/Credential=([^,\s]+)/)![1]!;
      signedHeaders = auth.match(/SignedHeaders=([^,\s]+)/)![1]!;
      signature = auth.match(/Signature=([0-9a-f]+)/)![1]!;
      amzDate = String(headers['x-amz-date']);
      payloadHash = String(headers['x-amz-content-sha256'] ?? 'UNSIGNED-PAYLOAD');
    }
    const [accessKeyId, date, region, service, terminal] = credential.split('/');
    const secret = secrets[accessKeyId!];
    if (!secret || terminal !== 'aws4_request' || !signedHeaders.split(';').includes('host')) return false;
    const rawQuery = rawUrl.includes('?') ? rawUrl.slice(rawUrl.indexOf('?') + 1) : '';
    const query = rawQuery
      .split('&')
      .filter(Boolean)
      .map((pair) => {
        const [k, v = ''] = pair.split('=');
        return [decodeURIComponent(k!.replace(/\+/g, ' ')), decodeURIComponent(v.replace(/\+/g, ' '))] as const;
      })
      .filter(([k]) => k !== 'X-Amz-Signature')
      .map(([k, v]) => `${encode(k)}=${encode(v)}`)
      .sort()
      .join('&');
    const names = signedHeaders.split(';');
    const canonicalHeaders = names
      .map(
        (n) =>
          `${n}:${String(headers[n] ?? '')
            .trim()
            .replace(/\s+/g, ' ')}\n`,
      )
      .join('');
    const canonicalRequest = [method, url.pathname, query, canonicalHeaders, signedHeaders, payloadHash].join('\n');
    const scope = `${date}/${region}/${service}/aws4_request`;
    const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
    const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, date!), region!), service!), 'aws4_request');
    const expected = Buffer.from(hmac(key, stringToSign).toString('hex'));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  } catch {
    return false;
  }
}
