/**
 * The community-development part of the live snapshot, from the `github` job's documents: organizations with
 * their repositories' activity, the newest commits across repositories, the weekly activity volume (52 weeks,
 * summed) and the language wheel (bytes per language, summed). Only measured figures appear.
 */
import type { Organization, Repository } from '../../../content-schema/entities/github.ts';
import type { OrganizationCache } from '../../../content-schema/entities/github.ts';
import type { RepositoryActivity } from '../../../content-schema/entities/live.ts';
import type { LiveCommit, LiveGithub, LiveRepository } from '../../../content-schema/live-snapshot.ts';

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** Build the `github` section from the catalogue's organizations and repositories and the stored activity. */
export function communitySection(
  orgs: Organization[],
  repos: Repository[],
  activities: RepositoryActivity[],
  caches: OrganizationCache[],
  recentCommits = 30,
): LiveGithub {
  const repoById = new Map(repos.map((r) => [r.idRepositoryPk, r]));
  const cacheByOrg = new Map(caches.map((c) => [c.idOrganizationPk, c]));
  const active = activities.filter((a) => repoById.has(a.idRepositoryPk));
  const repositories: Record<string, LiveRepository> = {};
  const commits: LiveCommit[] = [];
  for (const a of active) {
    const repo = repoById.get(a.idRepositoryPk)!;
    const own = a.commits.map((c) => ({
      idRepositoryPk: a.idRepositoryPk,
      fullName: a.fullName,
      sha: c.sha,
      message: c.message,
      datetime: c.datetime,
      url: c.url,
      author: c.author,
    }));
    commits.push(...own);
    repositories[a.idRepositoryPk] = {
      idRepositoryPk: a.idRepositoryPk,
      idOrganizationPk: a.idOrganizationPk,
      fullName: a.fullName,
      name: a.fullName.split('/').at(-1)!,
      htmlUrl: a.htmlUrl,
      description: repo.description,
      language: a.language ?? undefined,
      lastCommitAt: a.cache.lastCommitAt ?? undefined,
      pushedAt: a.cache.pushedAt ?? undefined,
      createdAt: a.cache.createdAt ?? undefined,
      commitsLast52Weeks: sum(a.weekly.map((w) => w.commits)),
      additionsLast52Weeks: sum(a.weekly.map((w) => w.additions)),
      deletionsLast52Weeks: sum(a.weekly.map((w) => w.deletions)),
      contributorsLast52Weeks: a.activeContributors,
      stargazers: a.cache.stargazers,
      forks: a.cache.forks,
      watchers: a.cache.subscriptions ?? a.cache.watchers,
      openIssues: a.cache.openIssues,
      lastCommit: own[0],
      asOf: a.asOf,
    };
  }
  const weeks = new Map<number, { weekNumber: number; commits: number; additions: number; deletions: number }>();
  for (const w of active.flatMap((a) => a.weekly)) {
    const entry =
      weeks.get(w.weekNumber) ??
      weeks.set(w.weekNumber, { weekNumber: w.weekNumber, commits: 0, additions: 0, deletions: 0 }).get(w.weekNumber)!;
    entry.commits += w.commits;
    entry.additions += w.additions;
    entry.deletions += w.deletions;
  }
  const languages = new Map<string, number>();
  for (const l of active.flatMap((a) => a.languages))
    languages.set(l.language, (languages.get(l.language) ?? 0) + l.amountInBytes);
  const byOrg = (id: number) => Object.values(repositories).filter((r) => r.idOrganizationPk === id);

  return {
    asOf: active
      .map((a) => a.asOf)
      .sort()
      .at(-1),
    organizations: orgs
      .map((o) => ({
        idOrganizationPk: o.idOrganizationPk,
        title: o.title,
        githubLogin: o.githubLogin,
        url: o.repositoryUrl,
        location: o.location,
        logoUrl: o.logoUrl,
        imageSource: o.imageSource,
        colorHex: o.colorHex,
        repositories: repos.filter((r) => r.organization === o.idOrganizationPk).length,
        repositoriesWithActivity: byOrg(o.idOrganizationPk).length,
        lastCommitAt: cacheByOrg.get(o.idOrganizationPk)?.lastCommitAt ?? undefined,
        commitsLast52Weeks: sum(byOrg(o.idOrganizationPk).map((r) => r.commitsLast52Weeks)),
        stargazers: cacheByOrg.get(o.idOrganizationPk)?.stargazers,
      }))
      .sort(
        (a, b) =>
          b.commitsLast52Weeks - a.commitsLast52Weeks ||
          (b.lastCommitAt ?? '').localeCompare(a.lastCommitAt ?? '') ||
          a.title.localeCompare(b.title),
      ),
    repositories,
    recentCommits: commits
      .sort((a, b) => b.datetime.localeCompare(a.datetime) || a.fullName.localeCompare(b.fullName))
      .slice(0, recentCommits),
    weekly: [...weeks.values()].sort((a, b) => a.weekNumber - b.weekNumber).slice(-52),
    languages: [...languages]
      .map(([language, amountInBytes]) => ({ language, amountInBytes }))
      .sort((a, b) => b.amountInBytes - a.amountInBytes),
  };
}
