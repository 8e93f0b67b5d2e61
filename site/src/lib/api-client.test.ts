import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { apiClient, queryOf, type Answer, type ApiClient } from './api-client.ts';

describe('the typed API client', () => {
  it('builds paths, path parameters, query strings and JSON bodies from the API routes, through the fetch it is given', async () => {
    const fetcher = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => new Response('{"id":3}'));
    const api = apiClient('http://localhost/', {
      fetch: fetcher as typeof fetch,
      headers: { 'accept-language': 'pt-BR' },
    });
    await api[':entity'][':id'].$delete({ param: { entity: 'dapp', id: '3' } });
    await api['submission-review'].$get({ query: { state: 'confirmed' } });
    await api.upload.$post({ json: { contentType: 'image/png', size: 10 } });
    expect(fetcher.mock.calls.map(([url, init]) => `${init?.method} ${String(url)}`)).toEqual([
      'DELETE http://localhost/client/dapp/3',
      'GET http://localhost/client/submission-review?state=confirmed',
      'POST http://localhost/client/upload',
    ]);
    expect(new Headers(fetcher.mock.calls[2]![1]!.headers).get('accept-language')).toBe('pt-BR');
    expect(fetcher.mock.calls[2]![1]!.body).toBe('{"contentType":"image/png","size":10}');
  });

  it('types the answers from the API routes', () => {
    expectTypeOf<Answer<ApiClient['site']['status']['$get']>['building']>().toEqualTypeOf<boolean>();
    expectTypeOf<Answer<ApiClient[':entity']['$post']>['version']>().toEqualTypeOf<number>();
  });

  it('types the requests of the validated routes: an entity save takes a JSON object, its key is text', () => {
    type Save = Parameters<ApiClient[':entity']['$post']>[0];
    expectTypeOf<Save['json']>().toEqualTypeOf<Record<string, unknown>>();
    expectTypeOf<Parameters<ApiClient[':entity'][':id']['$get']>[0]['param']['id']>().toEqualTypeOf<string>();
  });

  it('writes list parameters as query text, leaving out what is not set', () => {
    expect(queryOf({ page: 0, pageSize: 10, sort: undefined, active: true, dappCategory: [1, 2] })).toEqual({
      page: '0',
      pageSize: '10',
      active: 'true',
      dappCategory: ['1', '2'],
    });
  });
});
