/**
 * Offline mode: the recorded answers of each source live under `data/recordings/<source>/` (each folder with a
 * README saying where every file comes from). A recording is served to an adapter as a `fetch` that answers the
 * same URLs with the same shapes the real service would, so the same parsing code runs; a URL with no
 * recording answers 404 with `x-recording: none`, which the adapters read as "not measured".
 */
import { config } from '../../config.ts';
import { projectPath } from '../../lib/paths.ts';
import type { SourceFetch } from './http.ts';

/** The project's recordings (never ../shared: the project runs on its own). */
export const RECORDINGS_DIR = projectPath('data', 'recordings');

/** `live` calls the real services; `offline` (the default) replays the recordings. */
export const dataMode = (): 'live' | 'offline' => config().DATA_SOURCES;

/** The 404 a recorded fetch answers for a URL nothing was recorded for. */
export function notRecorded(url: string): Response {
  return new Response(JSON.stringify({ message: `Nothing was recorded for ${url}` }), {
    status: 404,
    headers: { 'content-type': 'application/json', 'x-recording': 'none' },
  });
}

/** A JSON answer of a recording. */
export function recordedJson(body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json; charset=utf-8', 'x-recording': 'recorded', ...headers },
  });
}

/** True when a response (or a SourceHttpError for it) means "no recording exists for this request". */
export const isNotRecorded = (res: Response): boolean =>
  res.status === 404 && res.headers.get('x-recording') === 'none';

/** A recorded fetch that records nothing: every request is "not recorded" (sources with no recording at all). */
export const nothingRecorded: SourceFetch = async (url) => notRecorded(String(url));
