/**
 * The GitHub adapter: Octokit (`@octokit/core`, its `request` over the REST routes) over a given `fetch` — the platform's in live mode (token from
 * `GITHUB_TOKEN`), the recordings offline — reading one repository's activity with conditional requests
 * (`If-None-Match` with the ETag of the last answer: an unchanged answer is a 304 that keeps the stored part and
 * costs no rate limit). Rate limits and an unreachable API surface as RateLimitedError / SourceUnreachableError.
 */
import { Octokit } from '@octokit/core';
import type { RepositoryActivity } from '../../../../content-schema/entities/live.ts';
import { RateLimitedError, SourceHttpError, SourceUnreachableError, type SourceFetch } from '../http.ts';
import {
  activeContributors,
  parseCommits,
  parseContributors,
  parseIssues,
  parseLanguages,
  parsePulls,
  parseRepository,
  parseWeekly,
} from './parse.ts';

export const GITHUB_API = 'https://api.github.com';
const SERVICE = 'The GitHub API';

/** An Octokit client over `fetch`; `token` authenticates (5 000 requests an hour instead of 60). */
export function githubClient(fetch: SourceFetch, token?: string): Octokit {
  return new Octokit({
    auth: token,
    userAgent: 'neo-ecosystem-sync',
    baseUrl: GITHUB_API,
    request: { fetch, timeout: 20_000 },
    log: { debug() {}, info() {}, warn() {}, error() {} },
  });
}

type Answer<T> =
  | { status: 'ok'; data: T; etag?: string; asOf?: string; source?: string }
  | { status: 'not-modified' | 'missing' | 'pending' };
interface OctokitError {
  status?: number;
  cause?: unknown;
  response?: { headers?: Record<string, string | undefined> };
  message: string;
}

/** One call with the stored ETag; maps Octokit's answers and errors to Answer / our errors. */
async function call<T>(
  etag: string | undefined,
  run: (
    headers: Record<string, string>,
  ) => Promise<{ status: number; data: unknown; headers: Record<string, string | number | undefined> }>,
): Promise<Answer<T>> {
  try {
    const res = await run(etag ? { 'if-none-match': etag } : {});
    if (res.status === 202) return { status: 'pending' };
    const header = (name: string) => (res.headers[name] === undefined ? undefined : String(res.headers[name]));
    return {
      status: 'ok',
      data: res.data as T,
      etag: header('etag'),
      asOf: header('x-recording-as-of'),
      source: header('x-recording-source'),
    };
  } catch (error) {
    const e = error as OctokitError;
    if (e.status === 304) return { status: 'not-modified' };
    if (e.status === 404) return { status: 'missing' };
    const h = e.response?.headers ?? {};
    if (e.status === 429 || (e.status === 403 && (h['x-ratelimit-remaining'] === '0' || h['retry-after']))) {
      const reset = h['retry-after']
        ? Date.now() + Number(h['retry-after']) * 1000
        : Number(h['x-ratelimit-reset'] ?? 0) * 1000;
      throw new RateLimitedError(SERVICE, reset ? new Date(reset).toISOString() : undefined);
    }
    if (e.status === 500 && e.cause) throw new SourceUnreachableError(SERVICE, GITHUB_API, e.cause);
    throw new SourceHttpError(SERVICE, e.status ?? 0, GITHUB_API, e.message);
  }
}

export interface RepositoryRef {
  owner: string;
  repo: string;
  idRepositoryPk: number;
  idOrganizationPk: number;
}

/**
 * Read one repository's activity (repository, languages, last 30 commits, contributor and commit-activity
 * statistics, last 30 issues and pulls). Answers undefined when GitHub (or the recording) has no such repository.
 * `previous` is the last stored activity: its ETags make the requests conditional and its parts stand in for
 * answers that did not change (304) or are still being computed (202).
 */
export async function fetchRepositoryActivity(
  octokit: Octokit,
  ref: RepositoryRef,
  previous?: RepositoryActivity,
  now = new Date(),
): Promise<RepositoryActivity | undefined> {
  const { owner, repo } = ref;
  const etags = { ...(previous?.etags ?? {}) };
  const tag = (name: string, a: Answer<unknown>) => {
    if (a.status === 'ok' && a.etag) etags[name] = a.etag;
  };

  const repoAnswer = await call<Record<string, any>>(etags.repo, (headers) =>
    octokit.request('GET /repos/{owner}/{repo}', { owner, repo, headers }),
  );
  if (repoAnswer.status === 'missing') return undefined;
  if (repoAnswer.status !== 'ok' && !previous) return undefined;
  tag('repo', repoAnswer);
  const [languages, commits, contributors, activity, issues, pulls] = await Promise.all([
    call<Record<string, number>>(etags.languages, (headers) =>
      octokit.request('GET /repos/{owner}/{repo}/languages', { owner, repo, headers }),
    ),
    call<Record<string, any>[]>(etags.commits, (headers) =>
      octokit.request('GET /repos/{owner}/{repo}/commits', { owner, repo, per_page: 30, headers }),
    ),
    call<Record<string, any>[]>(etags.contributors, (headers) =>
      octokit.request('GET /repos/{owner}/{repo}/stats/contributors', { owner, repo, headers }),
    ),
    call<Record<string, any>[]>(etags.activity, (headers) =>
      octokit.request('GET /repos/{owner}/{repo}/stats/commit_activity', { owner, repo, headers }),
    ),
    call<Record<string, any>[]>(etags.issues, (headers) =>
      octokit.request('GET /repos/{owner}/{repo}/issues', {
        owner,
        repo,
        state: 'all',
        sort: 'updated',
        per_page: 30,
        headers,
      }),
    ),
    call<Record<string, any>[]>(etags.pulls, (headers) =>
      octokit.request('GET /repos/{owner}/{repo}/pulls', {
        owner,
        repo,
        state: 'all',
        sort: 'updated',
        direction: 'desc',
        per_page: 30,
        headers,
      }),
    ),
  ]);
  tag('languages', languages);
  tag('commits', commits);
  tag('contributors', contributors);
  tag('activity', activity);
  tag('issues', issues);
  tag('pulls', pulls);

  const data = repoAnswer.status === 'ok' ? repoAnswer.data : undefined;
  const repoFields = data ? parseRepository(data) : undefined;
  const asOf =
    [repoAnswer, commits, contributors, activity].map((a) => (a.status === 'ok' ? a.asOf : undefined)).find(Boolean) ??
    (data || !previous ? now.toISOString() : previous.asOf);

  const contributorRaw =
    contributors.status === 'ok' && Array.isArray(contributors.data) ? contributors.data : undefined;
  const activityRaw = activity.status === 'ok' && Array.isArray(activity.data) ? activity.data : undefined;
  let weekly = parseWeekly(contributorRaw, activityRaw);
  const prevWeek = new Map((previous?.weekly ?? []).map((w) => [w.weekNumber, w]));
  if (!contributorRaw || !activityRaw) {
    if (!contributorRaw && !activityRaw) weekly = previous?.weekly ?? [];
    else
      weekly = weekly.map((w) => {
        const before = prevWeek.get(w.weekNumber);
        if (!before) return w;
        return contributorRaw
          ? { ...w, commits: before.commits }
          : { ...w, additions: before.additions, deletions: before.deletions };
      });
  }
  const firstWeek = weekly[0]?.weekNumber ?? Infinity;

  const commitList =
    commits.status === 'ok' && Array.isArray(commits.data) ? parseCommits(commits.data) : (previous?.commits ?? []);
  const issueList = issues.status === 'ok' && Array.isArray(issues.data) ? parseIssues(issues.data) : previous?.issues;
  const pullList = pulls.status === 'ok' && Array.isArray(pulls.data) ? parsePulls(pulls.data) : previous?.pulls;
  const contributorList = contributorRaw ? parseContributors(contributorRaw) : (previous?.contributors ?? []);
  const newest = (dates: (string | null | undefined)[]) =>
    dates
      .filter((d): d is string => !!d)
      .sort()
      .at(-1);
  const { language, ...cacheFields } = repoFields ?? { ...(previous?.cache ?? {}), language: previous?.language };

  return {
    idRepositoryPk: ref.idRepositoryPk,
    idOrganizationPk: ref.idOrganizationPk,
    fullName: String(data?.full_name ?? previous?.fullName ?? `${owner}/${repo}`),
    htmlUrl: String(data?.html_url ?? previous?.htmlUrl ?? `https://github.com/${owner}/${repo}`),
    language: language ?? null,
    cache: {
      ...cacheFields,
      lastCommitAt: commitList[0]?.datetime ?? null,
      lastIssueAt: newest((issueList ?? []).map((i) => i.createdAt)) ?? null,
      lastPullAt: newest((pullList ?? []).map((p) => p.createdAt)) ?? null,
      contributors: contributorList.length || undefined,
      additions: weekly.length ? weekly.reduce((sum, w) => sum + w.additions, 0) : undefined,
      deletions: weekly.length ? weekly.reduce((sum, w) => sum + w.deletions, 0) : undefined,
    },
    languages: languages.status === 'ok' ? parseLanguages(languages.data ?? {}) : (previous?.languages ?? []),
    contributors: contributorList.slice(0, 100),
    activeContributors: contributorRaw ? activeContributors(contributorRaw, firstWeek) : previous?.activeContributors,
    weekly,
    commits: commitList,
    issues: issueList,
    pulls: pullList,
    etags,
    fetchedAt: now.toISOString(),
    asOf,
    source:
      repoAnswer.status === 'ok'
        ? repoAnswer.source
          ? `recording: ${repoAnswer.source}`
          : `${GITHUB_API}/repos/${owner}/${repo}`
        : (previous?.source ?? `${GITHUB_API}/repos/${owner}/${repo}`),
  };
}
