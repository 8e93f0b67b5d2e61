/** Community development: GitHub organizations, repositories, their caches and activity (SPEC §3). */
import * as v from 'valibot';
import { hexColor, httpUrl, id, isoDateTime, nonNegative, optionalText, optionalUrl, source, text } from '../fields.ts';

const count = () => v.optional(nonNegative());
const when = () => v.optional(v.nullable(isoDateTime()));

export const OrganizationSchema = v.object({
  idOrganizationPk: id(),
  title: text(120),
  githubLogin: v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{1,39}$/, 'validation.alpha_dash')),
  colorHex: v.optional(hexColor()),
  logoUrl: optionalUrl(),
  /** Where the image comes from (`owner/repo:path@sha` or a page URL), shown beside it. */
  imageSource: source(),
  repositoryUrl: httpUrl(),
  websiteUrl: optionalUrl(),
  docsUrl: optionalUrl(),
  location: optionalText(200),
  establishedYear: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1990), v.maxValue(2100))),
  description: optionalText(2000),
  socials: v.optional(v.record(v.string(), httpUrl()), {}),
  source: source(),
});
export type Organization = v.InferOutput<typeof OrganizationSchema>;

export const RepositorySchema = v.object({
  idRepositoryPk: id(),
  organization: id(),
  title: text(200),
  description: optionalText(2000),
  colorHex: v.optional(hexColor()),
  repositoryUrl: httpUrl(),
  labelsTokenized: v.optional(v.array(v.string()), []),
  source: source(),
});
export type Repository = v.InferOutput<typeof RepositorySchema>;

const cacheCounts = {
  lastCommitAt: when(),
  lastIssueAt: when(),
  lastPullAt: when(),
  stargazers: count(),
  watchers: count(),
  forks: count(),
  openIssues: count(),
  network: count(),
  subscriptions: count(),
  contributors: count(),
  additions: count(),
  deletions: count(),
};
export const OrganizationCacheSchema = v.object({ idOrganizationPk: id(), ...cacheCounts, updatedAt: isoDateTime() });
export type OrganizationCache = v.InferOutput<typeof OrganizationCacheSchema>;
export const RepositoryCacheSchema = v.object({
  idRepositoryPk: id(),
  ...cacheCounts,
  size: count(),
  defaultBranch: optionalText(200),
  homepage: v.optional(v.nullable(v.string())),
  createdAt: when(),
  updatedAt: when(),
  pushedAt: when(),
});
export type RepositoryCache = v.InferOutput<typeof RepositoryCacheSchema>;

export const GithubUserSchema = v.object({
  idGithubUserPk: id(),
  login: text(39),
  avatarUrl: optionalUrl(),
  url: optionalUrl(),
});
export type GithubUser = v.InferOutput<typeof GithubUserSchema>;

export const CommitSchema = v.object({
  sha: v.pipe(v.string(), v.regex(/^[0-9a-f]{40}$/)),
  datetime: isoDateTime(),
  commentCount: count(),
  url: httpUrl(),
  message: v.string(),
  author: v.optional(v.string()),
  additions: count(),
  deletions: count(),
});
export type Commit = v.InferOutput<typeof CommitSchema>;

const issueFields = {
  number: v.pipe(v.number(), v.integer(), v.minValue(1)),
  comments: count(),
  createdAt: isoDateTime(),
  updatedAt: when(),
  closedAt: when(),
  title: v.string(),
  url: httpUrl(),
  state: v.picklist(['open', 'closed']),
  body: v.optional(v.nullable(v.string())),
  labelsTokenized: v.optional(v.array(v.string()), []),
  author: v.optional(v.string()),
  assignee: v.optional(v.nullable(v.string())),
};
export const IssueSchema = v.object(issueFields);
export type Issue = v.InferOutput<typeof IssueSchema>;
export const PullSchema = v.object({
  ...issueFields,
  draft: v.optional(v.boolean()),
  mergedAt: when(),
  mergeCommitSha: v.optional(v.nullable(v.string())),
});
export type Pull = v.InferOutput<typeof PullSchema>;

export const RepositoryContributorSchema = v.object({ login: v.string(), contributions: nonNegative() });
export type RepositoryContributor = v.InferOutput<typeof RepositoryContributorSchema>;
/** Bytes of code per language, as GitHub's languages endpoint answers. */
export const RepositoryLanguageSchema = v.object({ language: v.string(), amountInBytes: nonNegative() });
export type RepositoryLanguage = v.InferOutput<typeof RepositoryLanguageSchema>;
/** One week of activity; `weekNumber` is the Unix time (s) of the week's Sunday 00:00 UTC, as on GitHub. */
export const WeeklyContributionSchema = v.object({
  weekNumber: v.number(),
  additions: nonNegative(),
  deletions: nonNegative(),
  commits: nonNegative(),
});
export type WeeklyContribution = v.InferOutput<typeof WeeklyContributionSchema>;
