import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { $toasts } from '../toasts/store.ts';
import { api, ApiError, call, setUnauthorizedHandler } from './client.ts';

const calls: { url: string; init: RequestInit }[] = [];
const answer = (status: number, body?: unknown, statusText = '') =>
  vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(body === undefined ? null : JSON.stringify(body), { status, statusText });
  });
const headers = () => new Headers(calls.at(-1)!.init.headers);

const listDapps = (query: Record<string, unknown>) =>
  call((o) => api[':entity'].$get({ param: { entity: 'dapp' }, query: query as never }, o));

beforeEach(() => {
  calls.length = 0;
  $toasts.set([]);
});
afterEach(() => vi.unstubAllGlobals());

describe('the HTTP layer (SPEC §7, §8)', () => {
  it('sends the language, the client version and repeated array parameters, and the session cookie (never a token) along', async () => {
    vi.stubGlobal('fetch', answer(200, { items: [] }));
    await listDapps({ dappCategory: [1, 2], page: 0, query: '' });
    expect(calls[0]!.url).toBe('/client/dapp?dappCategory=1&dappCategory=2&page=0');
    expect(calls[0]!.init.method).toBe('GET');
    expect(headers().get('Accept-Language')).toBe('en-US');
    expect(headers().get('X-Client-Version')).toBe('w2.46.1');
    expect(headers().get('Authorization')).toBeNull();
    expect(calls[0]!.init.credentials).toBe('same-origin');
    expect(headers().get('X-Request-Date')).toBeNull();
  });

  it('adds X-Request-Date on no-cache routes and sends a JSON body', async () => {
    vi.stubGlobal('fetch', answer(200, { id: 1, ids: { idDappPk: 1 }, version: 1 }));
    const saved = await call((o) => api[':entity'].$post({ param: { entity: 'dapp' }, json: { title: 'x' } }, o), {
      noCache: true,
    });
    expect(saved.id).toBe(1);
    expect(calls[0]!.url).toBe('/client/dapp');
    expect(calls[0]!.init.body).toBe('{"title":"x"}');
    expect(Date.parse(headers().get('X-Request-Date')!)).not.toBeNaN();
    expect(headers().get('Authorization')).toBeNull();
    expect(headers().get('Content-Type')).toBe('application/json');
  });

  it('types paths and answers from the API routes', () => {
    // Not called: the types alone are checked (by the type check).
    const siteStatus = () => call((o) => api.site.status.$get(undefined, o));
    const resync = () => call((o) => api.jobs['resync-transactions'].$get(undefined, o));
    expectTypeOf<Awaited<ReturnType<typeof siteStatus>>['pending']>().toEqualTypeOf<boolean>();
    expectTypeOf<Awaited<ReturnType<typeof resync>>['status']>().toEqualTypeOf<
      'idle' | 'running' | 'done' | 'failed'
    >();
    // @ts-expect-error -- no such route
    expect(() => api.site.nothing).toBeDefined();
  });

  it('reads a Blob or text when asked', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('a,b\n', { status: 200 })),
    );
    const blob = await call((o) => api[':entity'].export.$get({ param: { entity: 'dapp' }, query: {} }, o), {
      as: 'blob',
    });
    expect(await blob.text()).toBe('a,b\n');
    expect(
      await call((o) => api[':entity'].export.$get({ param: { entity: 'dapp' }, query: {} }, o), { as: 'text' }),
    ).toBe('a,b\n');
  });

  it('toasts an error titled with the status and rejects with the server message and fields', async () => {
    vi.stubGlobal(
      'fetch',
      answer(400, {
        message: 'There are fields with validation errors',
        fields: { title: 'The Title field is required' },
      }),
    );
    const error = await call((o) => api[':entity'].$post({ param: { entity: 'category' }, json: {} }, o)).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'There are fields with validation errors',
      fields: { title: 'The Title field is required' },
    });
    expect($toasts.get()[0]).toMatchObject({
      kind: 'error',
      title: 'Error 400',
      body: 'There are fields with validation errors',
    });
  });

  it('signs out on 401', async () => {
    const signOut = vi.fn();
    setUnauthorizedHandler(signOut);
    vi.stubGlobal('fetch', answer(401, { message: 'Your session has ended.' }));
    await expect(call((o) => api.auth.$get(undefined, o))).rejects.toThrow('Your session has ended.');
    expect(signOut).toHaveBeenCalledOnce();
  });

  it('stays quiet when asked to ignore errors', async () => {
    const signOut = vi.fn();
    setUnauthorizedHandler(signOut);
    vi.stubGlobal('fetch', answer(500, undefined, 'Internal Server Error'));
    await expect(call((o) => api.auth.$get(undefined, o), { ignoreErrors: true })).rejects.toThrow(
      'Internal Server Error',
    );
    vi.stubGlobal('fetch', answer(401, { message: 'gone' }));
    await expect(call((o) => api.auth.$get(undefined, o), { ignoreErrors: true })).rejects.toThrow('gone');
    expect($toasts.get()).toEqual([]);
    expect(signOut).not.toHaveBeenCalled();
  });

  it('toasts "Could not connect to server" when no response comes', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(listDapps({})).rejects.toMatchObject({ status: 0, message: 'Could not connect to server' });
    expect($toasts.get()[0]?.title).toBe('Could not connect to server');
  });

  it('lets an aborted call reject with the abort, without a toast', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        init.signal?.throwIfAborted();
        return new Response('{}');
      }),
    );
    const controller = new AbortController();
    controller.abort();
    await expect(call((o) => api.auth.$get(undefined, o), { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect($toasts.get()).toEqual([]);
  });
});
