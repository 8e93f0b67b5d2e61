/**
 * One page per project (issue #14 point 5): joins a dApp/app of the catalogue snapshot with the live snapshot —
 * its contracts and their activity, the GitHub repositories its own GitHub link points to and their commits, its
 * tokens and NFT collections, its news — and computes its health from the newest invocation and commit.
 *
 * The catalogue has no dApp → organization/repository relation (SPEC §3), so the repositories are derived from the
 * project's own GitHub link (a social link or the website on github.com): `github.com/<login>` matches the
 * organization whose `githubLogin` is `<login>` (all its repositories with recorded activity), and
 * `github.com/<login>/<name>` matches that one repository. Each link is kept with what it matched, so the page
 * shows where every repository came from.
 */
import type {
  LiveContract,
  LiveNews,
  LiveOrganization,
  LiveRepository,
  LiveSnapshot,
  SourceInfo,
} from '../../../content-schema/live-snapshot.ts';
import type { PublicContract, PublicDapp, PublicNftCollection, PublicToken } from '../../../content-schema/snapshot.ts';
import { N3_NETWORKS, type N3Network } from '../../../content-schema/entities/dapp.ts';
import { figuresSource, type NamedSource } from './as-of.ts';
import { contractActivity, type ContractActivity } from './activity-scope.ts';
import {
  HEALTH_WINDOW_DAYS,
  newestSignal,
  projectHealth,
  type HealthSignalInput,
  type HealthVerdict,
  type Watch,
} from './project-health.ts';
import { nftsOfDapp, tokensOfDapp } from './live-ranking.ts';

const DAY_MS = 86_400_000;
const lower = (s: string) => s.toLowerCase();

/** A contract of the project with its activity figures (undefined when no source measured it) and what may be said. */
export interface ProjectContract {
  contract: PublicContract;
  activity: LiveContract | undefined;
  /** Measured on its network, of a network this deployment does not index, or not measured (activity-scope.ts). */
  scope: ContractActivity;
}

/** A GitHub link of the project and what it matched among the recorded organizations and repositories. */
export interface RepositoryLink {
  /** The link as the project lists it. */
  url: string;
  /** The owner (organization or user login) in the link. */
  login: string;
  /** The repository name when the link points to one repository. */
  name?: string | undefined;
  /** The organization record whose githubLogin is `login`, when there is one. */
  organization?: LiveOrganization | undefined;
  /** The repositories with recorded activity the link matches, newest commit first. */
  repositories: LiveRepository[];
}

export interface ProjectDetail {
  dapp: PublicDapp;
  contracts: ProjectContract[];
  /** Where the contract figures come from (the N3 indexer when present). */
  activitySource: NamedSource;
  /** The networks of its unmeasured N3 contracts that this deployment does not index (mainnet first). */
  notIndexed: N3Network[];
  /** Where the repository figures come from. */
  githubSource: NamedSource;
  repositoryLinks: RepositoryLink[];
  /** Every matched repository once, newest commit first. */
  repositories: LiveRepository[];
  tokens: PublicToken[];
  collections: PublicNftCollection[];
  news: LiveNews[];
  health: HealthVerdict;
}

/** The GitHub owner and repository of a github.com URL (`https://github.com/owner[/repo[/...]]`), else undefined. */
export function parseGithubUrl(url: string): { login: string; name?: string | undefined } | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (!/^(www\.)?github\.com$/i.test(parsed.hostname)) return undefined;
  const [login, name] = parsed.pathname.split('/').filter(Boolean);
  if (!login) return undefined;
  return { login, name: name?.replace(/\.git$/i, '') || undefined };
}

const newestCommitFirst = (a: LiveRepository, b: LiveRepository) =>
  (b.lastCommitAt ?? '').localeCompare(a.lastCommitAt ?? '') || a.fullName.localeCompare(b.fullName);

/**
 * The project's GitHub links (socials, then website) with the organization and repositories each matches; links to
 * the same owner/repository (e.g. a social link and a `/releases` website) count once, as the first one listed.
 */
export function repositoryLinks(
  dapp: Pick<PublicDapp, 'socials' | 'websiteUrl'>,
  github: LiveSnapshot['github'],
): RepositoryLink[] {
  const urls = [...dapp.socials.map((s) => s.url), ...(dapp.websiteUrl ? [dapp.websiteUrl] : [])];
  const repos = Object.values(github.repositories);
  const seen = new Set<string>();
  return urls.flatMap((url) => {
    const parsed = parseGithubUrl(url);
    const key = parsed && lower(`${parsed.login}/${parsed.name ?? ''}`);
    if (!parsed || seen.has(key!)) return [];
    seen.add(key!);
    const organization = github.organizations.find((o) => lower(o.githubLogin) === lower(parsed.login));
    const repositories = parsed.name
      ? repos.filter((r) => lower(r.fullName) === lower(`${parsed.login}/${parsed.name}`))
      : organization
        ? repos.filter((r) => r.idOrganizationPk === organization.idOrganizationPk)
        : [];
    return [
      { url, login: parsed.login, name: parsed.name, organization, repositories: repositories.sort(newestCommitFirst) },
    ];
  });
}

/**
 * The newest invocation signal of some contracts: a recorded `lastInvokedAt` (exact), else — for a contract
 * with invocations in the 7 days to its source's as-of — that window's start (a lower bound, `exact: false`).
 */
export function invocationSignal(
  contracts: readonly ProjectContract[],
  source: NamedSource,
): HealthSignalInput | undefined {
  const asOf = source.info?.asOf;
  return newestSignal(
    contracts.flatMap(({ contract, activity }): HealthSignalInput[] => {
      if (activity?.lastInvokedAt)
        return [
          { at: activity.lastInvokedAt, exact: true, source: source.name, sourceAsOf: asOf, subject: contract.title },
        ];
      if (asOf && (activity?.invocationsLast7Days ?? 0) > 0) {
        return [
          {
            at: new Date(Date.parse(asOf) - 7 * DAY_MS).toISOString(),
            exact: false,
            source: source.name,
            sourceAsOf: asOf,
            subject: contract.title,
          },
        ];
      }
      return [];
    }),
  );
}

/** The newest commit signal of some repositories (their `lastCommitAt`, each as of its own recording). */
export function commitSignal(
  repositories: readonly LiveRepository[],
  source: NamedSource,
): HealthSignalInput | undefined {
  return newestSignal(
    repositories.flatMap((r) =>
      r.lastCommitAt
        ? [
            {
              at: r.lastCommitAt,
              exact: true,
              source: source.name,
              sourceAsOf: r.asOf ?? source.info?.asOf,
              subject: r.fullName,
            },
          ]
        : [],
    ),
  );
}

/** The start of a signal kind's window before `now` (ms). */
const windowStart = (now: string, days: number) => Date.parse(now) - days * DAY_MS;

/**
 * Whether the project's contracts were watched over the 30-day invocation window to `now` (project-health.ts
 * `Watch`): every contract measured on its own network by a source whose data reaches into the window and covers
 * all of it (the N3 indexer's `coveredFrom`; the contract-activity readings cover 7 and 14 days only). A contract
 * of a network this deployment does not index is not watched: its silence says nothing.
 */
export function invocationWatch(
  contracts: readonly ProjectContract[],
  sources: Record<string, SourceInfo>,
  now: string,
): Watch {
  if (!contracts.length) return 'none';
  const from = windowStart(now, HEALTH_WINDOW_DAYS.invocation);
  const watched = ({ activity }: ProjectContract) => {
    const info = activity?.invocationsLast7Days !== undefined ? sources[activity.source ?? ''] : undefined;
    return (
      !!info?.asOf &&
      Date.parse(info.asOf) >= from &&
      info.coveredFrom !== undefined &&
      Date.parse(info.coveredFrom) <= from
    );
  };
  return contracts.every(watched) ? 'watched' : 'unwatched';
}

/**
 * Whether the project's repositories were watched over the 90-day commit window to `now`: every GitHub link
 * matched recorded repositories, each recorded within the window. No GitHub link: `none`.
 */
export function commitWatch(
  links: readonly RepositoryLink[],
  repositories: readonly LiveRepository[],
  now: string,
): Watch {
  if (!links.length) return 'none';
  const from = windowStart(now, HEALTH_WINDOW_DAYS.commit);
  const watched =
    links.every((l) => l.repositories.length > 0) && repositories.every((r) => Date.parse(r.asOf) >= from);
  return watched ? 'watched' : 'unwatched';
}

export interface ProjectInput {
  dapp: PublicDapp;
  live: LiveSnapshot;
  tokens: readonly PublicToken[];
  collections: readonly PublicNftCollection[];
}

/**
 * Everything the project page shows about `dapp`, with its health judged as of the live snapshot's `takenAt` from
 * what was watched (never "dormant" from the silence of a source that did not watch it).
 */
export function projectDetail({ dapp, live, tokens, collections }: ProjectInput): ProjectDetail {
  const activitySource = figuresSource(live.sources, 'activity');
  const githubSource: NamedSource = { name: 'github', info: live.sources.github };
  const contracts = dapp.contracts.map((contract) => ({
    contract,
    activity: live.contracts[String(contract.idContractPk)],
    scope: contractActivity(contract, live),
  }));
  const notIndexed = new Set(contracts.flatMap((c) => (c.scope.state === 'notIndexed' ? [c.scope.network] : [])));
  const links = repositoryLinks(dapp, live.github);
  const seen = new Set<number>();
  const repositories = links
    .flatMap((l) => l.repositories)
    .filter((r) => !seen.has(r.idRepositoryPk) && !!seen.add(r.idRepositoryPk))
    .sort(newestCommitFirst);
  return {
    dapp,
    contracts,
    activitySource,
    notIndexed: N3_NETWORKS.filter((n) => notIndexed.has(n)),
    githubSource,
    repositoryLinks: links,
    repositories,
    tokens: tokensOfDapp(dapp.contracts, tokens),
    collections: nftsOfDapp(dapp, collections),
    news: live.news.filter((n) => n.dappIds.includes(dapp.idDappPk)),
    health: projectHealth({
      now: live.takenAt,
      inActiveDevelopment: dapp.inActiveDevelopment,
      invocation: invocationSignal(contracts, activitySource),
      commit: commitSignal(repositories, githubSource),
      watch: {
        invocation: invocationWatch(contracts, live.sources, live.takenAt),
        commit: commitWatch(links, repositories, live.takenAt),
      },
    }),
  };
}
