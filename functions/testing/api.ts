/** Test helpers for API calls through `app.request()`, as the dashboard sends them. */
import { createHash } from 'node:crypto';
import type { createApp } from '../api/app.ts';

export const sha = (password: string) => createHash('sha256').update(password).digest('hex');

type App = ReturnType<typeof createApp>;

/** A small client: JSON in and out, optional bearer token and language. */
export function client(app: App, token?: string, language = 'en-US') {
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await app.request(`/client${path}`, {
      method,
      headers: {
        'content-type': 'application/json', 'accept-language': language, 'x-client-version': 'w2.46.1',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let json: any;
    try { json = JSON.parse(text); } catch { json = undefined; }
    return { status: res.status, json, text, headers: res.headers };
  };
  return {
    get: (path: string) => call('GET', path),
    post: (path: string, body: unknown) => call('POST', path, body),
    put: (path: string, body?: unknown) => call('PUT', path, body),
    delete: (path: string) => call('DELETE', path),
  };
}
