/**
 * GitHub REST answers → the content-schema shapes (SPEC §3: repository cache, languages, contributors, weekly
 * contributions, commits, issues, pulls). Pure functions, used alike on live answers and on the recordings;
 * a field the answer lacks stays absent.
 */
import type {
  Commit,
  Issue,
  Pull,
  RepositoryContributor,
  RepositoryLanguage,
  WeeklyContribution,
} from '../../../../content-schema/entities/github.ts';
import type { RepositoryActivity } from '../../../../content-schema/entities/live.ts';

type Json = Record<string, any>;
const num = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;
const date = (value: unknown): string | undefined =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? new Date(value).toISOString() : undefined;

/** `GET /repos/{owner}/{repo}` → the repository cache fields it gives (stars, forks, … absent when not answered). */
export function parseRepository(
  repo: Json,
): Omit<
  RepositoryActivity['cache'],
  'lastCommitAt' | 'lastIssueAt' | 'lastPullAt' | 'contributors' | 'additions' | 'deletions'
> & { language?: string | null } {
  return {
    stargazers: num(repo.stargazers_count),
    watchers: num(repo.watchers_count),
    subscriptions: num(repo.subscribers_count),
    forks: num(repo.forks_count),
    openIssues: num(repo.open_issues_count),
    network: num(repo.network_count),
    size: num(repo.size),
    defaultBranch: typeof repo.default_branch === 'string' ? repo.default_branch : undefined,
    homepage: typeof repo.homepage === 'string' ? repo.homepage : undefined,
    createdAt: date(repo.created_at),
    updatedAt: date(repo.updated_at),
    pushedAt: date(repo.pushed_at),
    language: typeof repo.language === 'string' ? repo.language : undefined,
  };
}

/** `GET /repos/{owner}/{repo}/languages` (`{ "C#": 2973606 }`) → languages, largest first. */
export function parseLanguages(answer: Json): RepositoryLanguage[] {
  return Object.entries(answer)
    .filter(([, bytes]) => typeof bytes === 'number' && bytes >= 0)
    .map(([language, bytes]) => ({ language, amountInBytes: bytes as number }))
    .sort((a, b) => b.amountInBytes - a.amountInBytes);
}

/** `GET /repos/{owner}/{repo}/commits` → commits (newest first), the message cut to its first line. */
export function parseCommits(items: Json[], limit = 30): Commit[] {
  return items.slice(0, limit).flatMap((item) => {
    const datetime = date(item.commit?.author?.date ?? item.commit?.committer?.date);
    if (typeof item.sha !== 'string' || !datetime) return [];
    const message =
      String(item.commit?.message ?? '')
        .split('\n')
        .find((line) => line.trim()) ?? '';
    return [
      {
        sha: item.sha,
        datetime,
        url: String(item.html_url ?? `https://github.com/commit/${item.sha}`),
        message: message.trim(),
        author: item.author?.login ?? item.commit?.author?.name,
        commentCount: num(item.commit?.comment_count),
        additions: num(item.stats?.additions),
        deletions: num(item.stats?.deletions),
      },
    ];
  });
}

/** `GET /repos/{owner}/{repo}/stats/contributors` → contributors by commits (most first). */
export function parseContributors(stats: Json[]): RepositoryContributor[] {
  return stats
    .filter((s) => typeof s.author?.login === 'string' && typeof s.total === 'number')
    .map((s) => ({ login: s.author.login as string, contributions: s.total as number }))
    .sort((a, b) => b.contributions - a.contributions || a.login.localeCompare(b.login));
}

/**
 * Weekly contributions of the last `weeks` weeks, oldest first: commits from `stats/commit_activity` (all commits
 * of the default branch), additions and deletions from `stats/contributors` (non-merge commits), as GitHub counts
 * them. Either answer may be missing (GitHub answers 202 while it computes): its fields then come from the other
 * (commits) or stay 0 only where the other answer covers the week.
 */
export function parseWeekly(
  contributors: Json[] | undefined,
  activity: Json[] | undefined,
  weeks = 52,
): WeeklyContribution[] {
  const byWeek = new Map<number, WeeklyContribution>();
  const at = (week: number) =>
    byWeek.get(week) ?? byWeek.set(week, { weekNumber: week, additions: 0, deletions: 0, commits: 0 }).get(week)!;
  for (const author of contributors ?? []) {
    for (const w of author.weeks ?? []) {
      const entry = at(w.w);
      entry.additions += num(w.a) ?? 0;
      entry.deletions += num(w.d) ?? 0;
      if (!activity) entry.commits += num(w.c) ?? 0;
    }
  }
  for (const w of activity ?? []) at(w.week).commits = num(w.total) ?? 0;
  return [...byWeek.values()].sort((a, b) => a.weekNumber - b.weekNumber).slice(-weeks);
}

/** How many authors committed in the given weeks (from `stats/contributors`). */
export function activeContributors(contributors: Json[] | undefined, fromWeek: number): number {
  return (contributors ?? []).filter((a) => (a.weeks ?? []).some((w: Json) => w.w >= fromWeek && w.c > 0)).length;
}

const labels = (item: Json) =>
  Array.isArray(item.labels)
    ? item.labels.map((l: Json | string) => (typeof l === 'string' ? l : l.name)).filter(Boolean)
    : [];
function issueFields(item: Json): Issue | undefined {
  const createdAt = date(item.created_at);
  if (typeof item.number !== 'number' || !createdAt || typeof item.html_url !== 'string') return undefined;
  return {
    number: item.number,
    comments: num(item.comments),
    createdAt,
    updatedAt: date(item.updated_at) ?? null,
    closedAt: date(item.closed_at) ?? null,
    title: String(item.title ?? ''),
    url: item.html_url,
    state: item.state === 'closed' ? 'closed' : 'open',
    body: typeof item.body === 'string' ? item.body.slice(0, 2000) : null,
    labelsTokenized: labels(item),
    author: item.user?.login,
    assignee: item.assignee?.login ?? null,
  };
}

/** `GET /repos/{owner}/{repo}/issues?state=all` → issues (pull requests, which that endpoint also lists, left out). */
export const parseIssues = (items: Json[]): Issue[] =>
  items
    .filter((i) => !i.pull_request)
    .map(issueFields)
    .filter((i): i is Issue => !!i);

/** `GET /repos/{owner}/{repo}/pulls?state=all` → pulls. */
export const parsePulls = (items: Json[]): Pull[] =>
  items.flatMap((p) => {
    const base = issueFields(p);
    return base
      ? [
          {
            ...base,
            draft: typeof p.draft === 'boolean' ? p.draft : undefined,
            mergedAt: date(p.merged_at) ?? null,
            mergeCommitSha: p.merge_commit_sha ?? null,
          },
        ]
      : [];
  });
