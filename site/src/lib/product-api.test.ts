import { describe, expect, it, vi } from 'vitest';
import pkg from '../../../package.json' with { type: 'json' };
import { CLIENT_VERSION, productClient } from './product-api.ts';
import { fetchPublicGlobal, PUBLIC_GLOBAL_PATH } from './public-global.ts';

/** A fetch that answers `body` and records what it was asked. */
const recording = (body: unknown, status = 200) =>
  vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }));
const headersOf = (call: unknown[]) => new Headers((call[1] as RequestInit).headers);

describe('product-API requests from the public islands (SPEC §7)', () => {
  it('carry Accept, Accept-Language and X-Client-Version (w + the package version)', async () => {
    expect(CLIENT_VERSION).toBe(`w${pkg.version}`);
    const fetcher = recording({});
    await productClient(fetcher as unknown as typeof fetch, 'pt-BR').snapshot.live.$get({
      query: { sections: 'tokens' },
    });
    const [url] = fetcher.mock.calls[0]!;
    expect(new URL(url, 'https://site.example').pathname).toBe('/client/snapshot/live');
    expect(new URL(url, 'https://site.example').searchParams.get('sections')).toBe('tokens');
    const headers = headersOf(fetcher.mock.calls[0]!);
    expect(headers.get('accept')).toBe('application/json');
    expect(headers.get('accept-language')).toBe('pt-BR');
    expect(headers.get('x-client-version')).toBe(CLIENT_VERSION);
  });

  it('send a JSON body as JSON, with the same headers', async () => {
    const fetcher = recording({ challengeId: 'c', message: 'm' });
    await productClient(fetcher as unknown as typeof fetch, 'en-US').claims.challenge.$post({
      json: { idDappPk: 7, chain: 'n3', account: 'NAddr' },
    });
    const [url, init] = fetcher.mock.calls[0]!;
    expect(url).toBe('/client/claims/challenge');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ idDappPk: 7, chain: 'n3', account: 'NAddr' });
    const headers = headersOf(fetcher.mock.calls[0]!);
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('accept-language')).toBe('en-US');
  });
});

describe('public global settings', () => {
  const answer = {
    isSwapFeatureActive: false,
    uploadImageAllowedFiles: ['image/png'],
    dappImageDimension: 256,
    socialTypeIconDimension: 80,
  };

  it('reads GET /client/global/public with the SPEC §7 headers', async () => {
    const fetcher = recording(answer);
    expect(await fetchPublicGlobal(fetcher as unknown as typeof fetch)).toEqual(answer);
    expect(fetcher.mock.calls[0]![0]).toBe(PUBLIC_GLOBAL_PATH);
    expect(PUBLIC_GLOBAL_PATH).toBe('/client/global/public');
    expect(headersOf(fetcher.mock.calls[0]!).get('x-client-version')).toBe(CLIENT_VERSION);
  });

  it('answers undefined for a failure, a malformed answer or no connection', async () => {
    expect(await fetchPublicGlobal(recording(answer, 500) as unknown as typeof fetch)).toBeUndefined();
    expect(
      await fetchPublicGlobal(recording({ isSwapFeatureActive: 'yes' }) as unknown as typeof fetch),
    ).toBeUndefined();
    expect(
      await fetchPublicGlobal((async () => {
        throw new TypeError('offline');
      }) as unknown as typeof fetch),
    ).toBeUndefined();
  });
});
