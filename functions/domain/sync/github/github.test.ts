import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RateLimitedError, SourceUnreachableError } from '../http.ts';
import { json, offlineNetwork, spyFetch } from '../../../../tests/support/sync-fetch.ts';
import { fetchRepositoryActivity, githubClient } from './client.ts';
import { parseCommits, parseIssues, parseLanguages, parseWeekly } from './parse.ts';
import { GITHUB_RECORDINGS, recordedGithubFetch, recordedIndex } from './recorded.ts';
import { githubName, organizationCaches } from './job.ts';

const recorded = (path: string) => JSON.parse(readFileSync(join(GITHUB_RECORDINGS, path), 'utf8'));
const ref = { owner: 'neo-project', repo: 'neo', idRepositoryPk: 1, idOrganizationPk: 1 };

describe('GitHub parsing of the recorded answers', () => {
  it('reads every recorded repository: commits newest first with their first line, 52 weeks of activity', async () => {
    const index = await recordedIndex();
    expect(index).toHaveLength(24);
    for (const entry of index) {
      const commits = parseCommits(recorded(entry.files.commits));
      expect(commits[0]!.sha).toBe(recorded(entry.files.commits)[0].sha);
      expect(commits[0]!.message).not.toContain('\n');
      const weekly = parseWeekly(recorded(entry.files.contributors), recorded(entry.files.commit_activity));
      expect(weekly).toHaveLength(52);
      expect(weekly.reduce((s, w) => s + w.commits, 0)).toBe(
        recorded(entry.files.commit_activity).reduce((s: number, w: { total: number }) => s + w.total, 0),
      );
    }
  });

  it('turns languages into a list, largest first, and leaves pull requests out of issues', () => {
    expect(parseLanguages({ Dockerfile: 289, 'C#': 2973606 })).toEqual([
      { language: 'C#', amountInBytes: 2973606 },
      { language: 'Dockerfile', amountInBytes: 289 },
    ]);
    const issue = {
      number: 1,
      created_at: '2026-01-01T00:00:00Z',
      html_url: 'https://github.com/a/b/issues/1',
      title: 'x',
      state: 'open',
      labels: [{ name: 'bug' }],
      user: { login: 'u' },
    };
    expect(parseIssues([issue, { ...issue, number: 2, pull_request: {} }])).toMatchObject([
      { number: 1, labelsTokenized: ['bug'], author: 'u' },
    ]);
  });
});

describe('the recorded GitHub fetch', () => {
  it('answers the repository, languages and a page of commits, with an ETag and the recording date', async () => {
    const fetch = recordedGithubFetch();
    const repo = await fetch('https://api.github.com/repos/neo-project/neo');
    const body = await repo.json();
    expect(body).toMatchObject({ full_name: 'neo-project/neo', default_branch: 'master-n3' });
    expect(body.languages).toBeUndefined();
    expect(repo.headers.get('x-recording-as-of')).toBe('2026-08-21T20:21:01Z');
    expect(await (await fetch('https://api.github.com/repos/neo-project/neo/commits?per_page=5')).json()).toHaveLength(
      5,
    );
    const again = await fetch('https://api.github.com/repos/neo-project/neo', {
      headers: { 'if-none-match': repo.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
  });

  it('answers "not recorded" for what git cannot tell and for other repositories', async () => {
    const fetch = recordedGithubFetch();
    for (const url of [
      'https://api.github.com/repos/neo-project/neo/issues',
      'https://api.github.com/repos/someone/else',
      'https://api.github.com/orgs/neo-project',
    ]) {
      const res = await fetch(url);
      expect([res.status, res.headers.get('x-recording')]).toEqual([404, 'none']);
    }
  });
});

describe('the live GitHub adapter (Octokit over an injected fetch)', () => {
  it('asks GitHub the documented endpoints with the token, and parses the answers', async () => {
    const fetch = spyFetch(recordedGithubFetch());
    const activity = await fetchRepositoryActivity(
      githubClient(fetch, 'ghp_test'),
      ref,
      undefined,
      new Date('2026-11-21T00:00:00Z'),
    );
    const paths = fetch.seen.map((r) => new URL(r.url).pathname + new URL(r.url).search).sort();
    expect(paths).toEqual([
      '/repos/neo-project/neo',
      '/repos/neo-project/neo/commits?per_page=30',
      '/repos/neo-project/neo/issues?state=all&sort=updated&per_page=30',
      '/repos/neo-project/neo/languages',
      '/repos/neo-project/neo/pulls?state=all&sort=updated&direction=desc&per_page=30',
      '/repos/neo-project/neo/stats/commit_activity',
      '/repos/neo-project/neo/stats/contributors',
    ]);
    expect(
      fetch.seen.every(
        (r) => r.url.startsWith('https://api.github.com/') && r.headers.get('authorization') === 'token ghp_test',
      ),
    ).toBe(true);
    expect(fetch.seen[0]!.headers.get('user-agent')).toContain('neo-ecosystem-sync');
    expect(activity).toMatchObject({
      fullName: 'neo-project/neo',
      language: 'C#',
      asOf: '2026-08-21T20:21:01Z',
      source: expect.stringContaining('recording: git history of github.com/neo-project/neo'),
      cache: { defaultBranch: 'master-n3', lastCommitAt: '2026-04-25T11:01:52.000Z', size: 3662 },
    });
    expect(activity!.cache.stargazers).toBeUndefined(); // not in git, not invented
    expect(activity!.issues).toBeUndefined();
    expect(activity!.commits).toHaveLength(30);
  });

  it('makes the next requests conditional and keeps the stored parts on 304', async () => {
    const first = await fetchRepositoryActivity(githubClient(recordedGithubFetch()), ref);
    const fetch = spyFetch(recordedGithubFetch());
    const second = await fetchRepositoryActivity(githubClient(fetch), ref, first);
    expect(fetch.seen.find((r) => r.url.endsWith('/repos/neo-project/neo'))!.headers.get('if-none-match')).toBe(
      first!.etags.repo,
    );
    expect(second!.commits).toEqual(first!.commits);
    expect(second!.weekly).toEqual(first!.weekly);
    expect(second!.cache.pushedAt).toBe(first!.cache.pushedAt);
  });

  it('stops on a rate limit with the time GitHub allows requests again', async () => {
    const limited = async () =>
      json({ message: 'API rate limit exceeded' }, 403, {
        'x-ratelimit-remaining': '0',
        'x-ratelimit-reset': '1795000000',
      });
    await expect(fetchRepositoryActivity(githubClient(limited), ref)).rejects.toMatchObject({
      name: 'RateLimitedError',
      retryAt: new Date(1795000000 * 1000).toISOString(),
    });
    expect(RateLimitedError).toBeDefined();
  });

  it('says clearly when GitHub cannot be reached', async () => {
    await expect(fetchRepositoryActivity(githubClient(offlineNetwork), ref)).rejects.toThrow(SourceUnreachableError);
    await expect(fetchRepositoryActivity(githubClient(offlineNetwork), ref)).rejects.toThrow(
      'The GitHub API could not be reached (https://api.github.com): getaddrinfo ENOTFOUND api.github.com',
    );
  });
});

describe('GitHub job helpers', () => {
  it('reads owner and name from repository URLs', () => {
    expect(githubName('https://github.com/NeoNEXT/neoline')).toEqual({ owner: 'NeoNEXT', repo: 'neoline' });
    expect(githubName('https://github.com/a/b.git/')).toEqual({ owner: 'a', repo: 'b' });
    expect(githubName('https://gitlab.com/a/b')).toBeUndefined();
  });

  it('sums organization caches only over measured figures', () => {
    const base = {
      idOrganizationPk: 7,
      fullName: 'a/b',
      htmlUrl: 'https://github.com/a/b',
      languages: [],
      contributors: [],
      weekly: [],
      commits: [],
      etags: {},
      fetchedAt: '2026-01-01T00:00:00Z',
      asOf: '2026-01-01T00:00:00Z',
      source: 's',
    };
    const [cache] = organizationCaches(
      [
        { ...base, idRepositoryPk: 1, cache: { lastCommitAt: '2026-01-02T00:00:00.000Z', additions: 5 } },
        { ...base, idRepositoryPk: 2, cache: { lastCommitAt: '2026-03-02T00:00:00.000Z', additions: 7 } },
      ],
      '2026-04-01T00:00:00.000Z',
    );
    expect(cache).toMatchObject({ idOrganizationPk: 7, lastCommitAt: '2026-03-02T00:00:00.000Z', additions: 12 });
    expect(cache!.stargazers).toBeUndefined();
  });
});
