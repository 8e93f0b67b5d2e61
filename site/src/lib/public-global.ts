/**
 * The public, read-only part of the global settings (GET /client/global/public: the swap feature switch, the image
 * rules), loaded once per page on startup for every visitor, signed in or not (SPEC §4 "always load global
 * settings"). Islands share one request per page.
 */
import * as v from 'valibot';
import { PublicGlobalSchema, type PublicGlobal } from '../../../content-schema/entities/settings.ts';
import { productClient } from './product-api.ts';

/** The path `productClient().global.public` requests. */
export const PUBLIC_GLOBAL_PATH = '/client/global/public';

/** Read the public settings; undefined when the API cannot be reached or answers something else. */
export async function fetchPublicGlobal(fetcher: typeof fetch = fetch): Promise<PublicGlobal | undefined> {
  try {
    const res = await productClient(fetcher).global.public.$get();
    if (!res.ok) return undefined;
    const parsed = v.safeParse(PublicGlobalSchema, await res.json());
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}

let loading: Promise<PublicGlobal | undefined> | undefined;
/** The page's public settings: the first call fetches them, later calls share that answer. */
export function loadPublicGlobal(): Promise<PublicGlobal | undefined> {
  loading ??= fetchPublicGlobal();
  return loading;
}
