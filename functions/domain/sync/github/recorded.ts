/**
 * The GitHub recordings (`data/recordings/github/`, see its README: real git history of 24 repositories shaped
 * like GitHub's REST answers) served as a `fetch` for Octokit: the same URLs, the same JSON, an ETag per answer
 * so conditional requests (304) behave as on GitHub, and `x-recording-as-of` carrying the recording's
 * `stats_as_of`. Endpoints git cannot answer (issues, pulls, stars, organizations) are "not recorded" (404).
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SourceFetch } from '../http.ts';
import { RECORDINGS_DIR, notRecorded, recordedJson } from '../recordings.ts';

export const GITHUB_RECORDINGS = join(RECORDINGS_DIR, 'github');

/** One entry of the recordings' `index.json`. */
export interface RecordedRepository {
  owner: string;
  name: string;
  full_name: string;
  stats_as_of: string;
  last_commit: string;
  source: string;
  files: { repo: string; commits: string; contributors: string; commit_activity: string };
}

/** The recorded repositories (`index.json`). */
export async function recordedIndex(dir = GITHUB_RECORDINGS): Promise<RecordedRepository[]> {
  return JSON.parse(await readFile(join(dir, 'index.json'), 'utf8')) as RecordedRepository[];
}

const etagOf = (text: string) => `"${createHash('sha1').update(text).digest('hex')}"`;

/** A fetch that answers `https://api.github.com/repos/{owner}/{repo}[/…]` from the recordings in `dir`. */
export function recordedGithubFetch(dir = GITHUB_RECORDINGS): SourceFetch {
  let index: Promise<Map<string, RecordedRepository>> | undefined;
  const byName = () =>
    (index ??= recordedIndex(dir).then((list) => new Map(list.map((r) => [r.full_name.toLowerCase(), r]))));
  const load = async (file: string) => JSON.parse(await readFile(join(dir, file), 'utf8')) as unknown;

  return async (input, init) => {
    const url = new URL(String(input));
    const match = /^\/repos\/([^/]+)\/([^/]+)(\/.*)?$/.exec(url.pathname);
    const recorded = match ? (await byName()).get(`${match[1]}/${match[2]}`.toLowerCase()) : undefined;
    if (!match || !recorded) return notRecorded(url.href);
    const rest = match[3] ?? '';
    let body: unknown;
    if (rest === '') {
      const { languages: _, derived: __, ...repo } = (await load(recorded.files.repo)) as Record<string, unknown>;
      body = repo;
    } else if (rest === '/languages')
      body = ((await load(recorded.files.repo)) as { languages?: unknown }).languages ?? {};
    else if (rest === '/commits') {
      const perPage = Math.min(100, Number(url.searchParams.get('per_page') ?? 30));
      body = ((await load(recorded.files.commits)) as unknown[]).slice(0, perPage);
    } else if (rest === '/stats/contributors') body = await load(recorded.files.contributors);
    else if (rest === '/stats/commit_activity') body = await load(recorded.files.commit_activity);
    else return notRecorded(url.href);

    const text = JSON.stringify(body);
    const etag = etagOf(text);
    const headers = new Headers(init?.headers);
    const common = { etag, 'x-recording-as-of': recorded.stats_as_of, 'x-recording-source': recorded.source };
    if (headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers: common });
    return recordedJson(text, common);
  };
}
