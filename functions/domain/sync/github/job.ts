/**
 * The `github` sync job: for every catalogue repository (SPEC §3 Repository), read its activity from GitHub (live:
 * api.github.com with GITHUB_TOKEN; offline: the recordings of 24 real repositories), store it as a
 * `github-repo` document, then the organizations' caches (sums over their repositories) as `github-org`.
 * Repositories least recently fetched go first, so a run cut short by a rate limit is continued by the next.
 */
import * as v from 'valibot';
import { ENTITIES } from '../../../../content-schema/registry.ts';
import type { Organization, Repository } from '../../../../content-schema/entities/github.ts';
import { OrganizationCacheSchema, type OrganizationCache } from '../../../../content-schema/entities/github.ts';
import { RepositoryActivitySchema, type RepositoryActivity } from '../../../../content-schema/entities/live.ts';
import { listDocuments, putDocument } from '../../../adapters/data/documents.ts';
import { repository } from '../../../adapters/data/store.ts';
import { config } from '../../../config.ts';
import type { JobContext } from '../../jobs/runner.ts';
import { RateLimitedError, SourceUnreachableError, type SourceFetch } from '../http.ts';
import { dataMode } from '../recordings.ts';
import type { SyncDefinition, SyncOutcome } from '../job.ts';
import { GITHUB_API, fetchRepositoryActivity, githubClient } from './client.ts';
import { GITHUB_RECORDINGS, recordedGithubFetch } from './recorded.ts';
import { DOCS, SYNC_SCHEDULES } from '../sources.ts';

export const REPO_DOCS = DOCS.githubRepo;
export const ORG_DOCS = DOCS.githubOrg;

/** `https://github.com/<owner>/<repo>` → its owner and name (undefined for any other URL). */
export function githubName(url: string): { owner: string; repo: string } | undefined {
  const match = /^https?:\/\/(?:www\.)?github\.com\/([^/\s]+)\/([^/\s#?]+?)(?:\.git)?\/?$/i.exec(url.trim());
  return match ? { owner: match[1]!, repo: match[2]! } : undefined;
}

/** The organization caches: sums and latest dates over each organization's stored repositories (absent where none measured). */
export function organizationCaches(
  activities: RepositoryActivity[],
  now = new Date().toISOString(),
): OrganizationCache[] {
  const byOrg = new Map<number, RepositoryActivity[]>();
  for (const a of activities) byOrg.set(a.idOrganizationPk, [...(byOrg.get(a.idOrganizationPk) ?? []), a]);
  return [...byOrg].map(([idOrganizationPk, list]) => {
    const sum = (pick: (a: RepositoryActivity) => number | undefined) => {
      const values = list.map(pick).filter((n): n is number => n !== undefined);
      return values.length ? values.reduce((a, b) => a + b, 0) : undefined;
    };
    const latest = (pick: (a: RepositoryActivity) => string | null | undefined) =>
      list
        .map(pick)
        .filter((d): d is string => !!d)
        .sort()
        .at(-1) ?? null;
    return v.parse(OrganizationCacheSchema, {
      idOrganizationPk,
      updatedAt: now,
      lastCommitAt: latest((a) => a.cache.lastCommitAt),
      lastIssueAt: latest((a) => a.cache.lastIssueAt),
      lastPullAt: latest((a) => a.cache.lastPullAt),
      stargazers: sum((a) => a.cache.stargazers),
      watchers: sum((a) => a.cache.watchers),
      forks: sum((a) => a.cache.forks),
      openIssues: sum((a) => a.cache.openIssues),
      network: sum((a) => a.cache.network),
      subscriptions: sum((a) => a.cache.subscriptions),
      contributors: sum((a) => a.cache.contributors),
      additions: sum((a) => a.cache.additions),
      deletions: sum((a) => a.cache.deletions),
    });
  });
}

/** Sync GitHub through `fetch` (the recordings offline, the network live). */
export async function syncGithub(
  ctx: JobContext,
  fetch: SourceFetch,
  token?: string,
  concurrency = 4,
): Promise<SyncOutcome> {
  const octokit = githubClient(fetch, token);
  const [repos, orgs, stored] = await Promise.all([
    repository<Repository>(ENTITIES.repository).list(),
    repository<Organization>(ENTITIES.organization).list(),
    listDocuments<RepositoryActivity>(REPO_DOCS),
  ]);
  const previous = new Map(stored.map(([key, doc]) => [Number(key), doc]));
  const orgIds = new Set(orgs.map((o) => o.idOrganizationPk));
  const queue = repos
    .filter((r) => orgIds.has(r.organization))
    .sort(
      (a, b) =>
        (previous.get(a.idRepositoryPk)?.fetchedAt ?? '').localeCompare(
          previous.get(b.idRepositoryPk)?.fetchedAt ?? '',
        ) || a.idRepositoryPk - b.idRepositoryPk,
    );
  const summary = { repositories: 0, notFound: 0, notGithub: 0, failed: 0, organizations: 0 };
  let stop: Error | undefined;
  let done = 0;
  await ctx.progress(0, queue.length, summary);

  const worker = async () => {
    for (let repo = queue.shift(); repo && !stop; repo = queue.shift()) {
      const name = githubName(repo.repositoryUrl);
      if (!name) summary.notGithub++;
      else {
        try {
          const activity = await fetchRepositoryActivity(
            octokit,
            { ...name, idRepositoryPk: repo.idRepositoryPk, idOrganizationPk: repo.organization },
            previous.get(repo.idRepositoryPk),
          );
          if (!activity) summary.notFound++;
          else {
            const parsed = v.parse(RepositoryActivitySchema, activity);
            await putDocument(REPO_DOCS, repo.idRepositoryPk, parsed);
            previous.set(repo.idRepositoryPk, parsed);
            summary.repositories++;
          }
        } catch (error) {
          if (error instanceof SourceUnreachableError || error instanceof RateLimitedError) stop = error;
          else summary.failed++;
        }
      }
      await ctx.progress(++done, done + queue.length, summary);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));

  const activities = [...previous.values()];
  for (const cache of organizationCaches(activities)) {
    await putDocument(ORG_DOCS, cache.idOrganizationPk, cache);
    summary.organizations++;
  }
  if (stop) throw stop;
  if (summary.failed && !summary.repositories) throw new Error(`every repository failed (${summary.failed})`);
  const recorded = activities.filter((a) => a.source.startsWith('recording:'));
  return {
    summary,
    asOf: activities
      .map((a) => a.asOf)
      .sort()
      .at(-1),
    origin:
      dataMode() === 'offline' ? `recording: data/recordings/github (${recorded.length} repositories)` : GITHUB_API,
  };
}

/** The registry definition: every 6 hours (GitHub's statistics change slowly; a run costs about 7 requests per repository). */
export const githubSync: SyncDefinition = {
  name: 'github',
  schedule: SYNC_SCHEDULES.github,
  work: (ctx) =>
    dataMode() === 'live'
      ? syncGithub(ctx, globalThis.fetch, config().GITHUB_TOKEN)
      : syncGithub(ctx, recordedGithubFetch(GITHUB_RECORDINGS)),
};
