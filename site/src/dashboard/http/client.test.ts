import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toasts } from '../toasts/store.ts';
import { ApiError, request, setUnauthorizedHandler } from './client.ts';

const calls: { url: string; init: RequestInit }[] = [];
const answer = (status: number, body?: unknown, statusText = '') => vi.fn(async (url: string, init: RequestInit) => {
  calls.push({ url, init });
  return new Response(body === undefined ? null : JSON.stringify(body), { status, statusText });
});
const headers = () => calls.at(-1)!.init.headers as Record<string, string>;

beforeEach(() => {
  calls.length = 0;
  $toasts.set([]);
});
afterEach(() => vi.unstubAllGlobals());

describe('the HTTP layer (SPEC §7, §8)', () => {
  it('sends the language, the client version and repeated array parameters, and the session cookie (never a token) along', async () => {
    vi.stubGlobal('fetch', answer(200, { items: [] }));
    await request('GET', '/dapp', { params: { dappCategory: [1, 2], page: 0, query: '' } });
    expect(calls[0]!.url).toBe('/client/dapp?dappCategory=1&dappCategory=2&page=0');
    expect(headers()).toMatchObject({ 'Accept-Language': 'en-US', 'X-Client-Version': 'w2.46.1' });
    expect(headers().Authorization).toBeUndefined();
    expect(calls[0]!.init.credentials).toBe('same-origin');
    expect(headers()['X-Request-Date']).toBeUndefined();
  });

  it('adds X-Request-Date on no-cache routes', async () => {
    vi.stubGlobal('fetch', answer(200, { id: 1 }));
    await request('POST', '/dapp', { body: { title: 'x' }, noCache: true });
    expect(Date.parse(headers()['X-Request-Date']!)).not.toBeNaN();
    expect(headers().Authorization).toBeUndefined();
    expect(headers()['Content-Type']).toBe('application/json');
  });

  it('toasts an error titled with the status and rejects with the server message and fields', async () => {
    vi.stubGlobal('fetch', answer(400, { message: 'There are fields with validation errors', fields: { title: 'The Title field is required' } }));
    const error = await request('POST', '/category', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'There are fields with validation errors', fields: { title: 'The Title field is required' } });
    expect($toasts.get()[0]).toMatchObject({ kind: 'error', title: 'Error 400', body: 'There are fields with validation errors' });
  });

  it('signs out on 401', async () => {
    const signOut = vi.fn();
    setUnauthorizedHandler(signOut);
    vi.stubGlobal('fetch', answer(401, { message: 'Your session has ended.' }));
    await expect(request('GET', '/auth')).rejects.toThrow('Your session has ended.');
    expect(signOut).toHaveBeenCalledOnce();
  });

  it('stays quiet when asked to ignore errors', async () => {
    const signOut = vi.fn();
    setUnauthorizedHandler(signOut);
    vi.stubGlobal('fetch', answer(500, undefined, 'Internal Server Error'));
    await expect(request('GET', '/auth', { ignoreErrors: true })).rejects.toThrow('Internal Server Error');
    vi.stubGlobal('fetch', answer(401, { message: 'gone' }));
    await expect(request('GET', '/auth', { ignoreErrors: true })).rejects.toThrow('gone');
    expect($toasts.get()).toEqual([]);
    expect(signOut).not.toHaveBeenCalled();
  });

  it('toasts "Could not connect to server" when no response comes', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }));
    await expect(request('GET', '/dapp')).rejects.toMatchObject({ status: 0, message: 'Could not connect to server' });
    expect($toasts.get()[0]?.title).toBe('Could not connect to server');
  });
});
