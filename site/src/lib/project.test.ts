import { describe, expect, it } from 'vitest';
import type { LiveRepository, LiveSnapshot } from '../../../content-schema/live-snapshot.ts';
import type { PublicContract, PublicDapp, PublicNftCollection, PublicToken } from '../../../content-schema/snapshot.ts';
import { parseGithubUrl, projectDetail, repositoryLinks } from './project.ts';

const takenAt = '2026-11-25T12:00:00.000Z';
const contract = (id: number, title: string, hash: string): PublicContract => ({
  idContractPk: id,
  idDappFk: 7,
  dappTitle: 'Flamingo Finance',
  dappSlug: 'flamingo-finance',
  isDapp: true,
  title,
  hash,
  network: 'mainnet',
});
const dapp = (over: Partial<PublicDapp> = {}): PublicDapp => ({
  idDappPk: 7,
  slug: 'flamingo-finance',
  isDapp: true,
  title: 'Flamingo Finance',
  shortDescription: 'DeFi on Neo N3',
  categories: [],
  blockchainVersions: [],
  wallets: [],
  createdAt: '2026-01-01T00:00:00Z',
  source: 'test',
  contracts: [
    contract(1, 'FLM token', '0xf0151f528127558851b39c2cd8aa47da7418ab28'),
    contract(2, 'Swap router', '0xf970f4ccecd765b63732b821775dc38c25d74f23'),
  ],
  socials: [{ idSocialTypeFk: 3, type: 'GitHub', typeSlug: 'github', url: 'https://github.com/flamingo-finance' }],
  websiteUrl: 'https://flamingo.finance',
  ...over,
});
const repo = (id: number, org: number, fullName: string, lastCommitAt: string): LiveRepository => ({
  idRepositoryPk: id,
  idOrganizationPk: org,
  fullName,
  name: fullName.split('/')[1]!,
  htmlUrl: `https://github.com/${fullName}`,
  lastCommitAt,
  commitsLast52Weeks: 3,
  additionsLast52Weeks: 10,
  deletionsLast52Weeks: 2,
  contributorsLast52Weeks: 1,
  asOf: '2026-08-21T20:21:01Z',
});
const org = (id: number, login: string) => ({
  idOrganizationPk: id,
  title: login,
  githubLogin: login,
  url: `https://github.com/${login}`,
  repositories: 2,
  repositoriesWithActivity: 1,
  commitsLast52Weeks: 3,
});
const live = (over: Partial<LiveSnapshot> = {}): LiveSnapshot => ({
  takenAt,
  sources: { github: { mode: 'offline', asOf: '2026-08-21T20:21:01Z' } },
  contracts: {},
  dapps: {},
  tokens: {},
  nftCollections: {},
  news: [
    {
      idNewsPk: 1,
      title: 'Flamingo launches FUSD',
      url: 'https://neonewstoday.com/a',
      publishedDate: '2025-01-01',
      tags: [],
      dappIds: [7],
    },
    {
      idNewsPk: 2,
      title: 'Other news',
      url: 'https://neonewstoday.com/b',
      publishedDate: '2025-01-02',
      tags: [],
      dappIds: [8],
    },
  ],
  github: {
    organizations: [org(20, 'flamingo-finance'), org(21, 'AxLabs')],
    repositories: {
      100: repo(100, 20, 'flamingo-finance/flamingo-contract-swap', '2022-06-16T09:12:31Z'),
      101: repo(101, 20, 'flamingo-finance/flamingo-ui', '2026-10-01T00:00:00Z'),
      102: repo(102, 21, 'AxLabs/grantshares-contracts', '2025-02-17T04:52:30Z'),
      103: repo(103, 21, 'AxLabs/other', '2026-11-20T00:00:00Z'),
    },
    recentCommits: [],
    weekly: [],
    languages: [],
  },
  ...over,
});
const token = {
  idTokenPricedPk: 5,
  title: 'Flamingo',
  symbol: 'FLM',
  hash: '0xF0151F528127558851B39C2CD8AA47DA7418AB28',
  order: 1,
  source: 't',
} as PublicToken;
const otherToken = {
  ...token,
  idTokenPricedPk: 6,
  symbol: 'GAS',
  hash: '0xd2a4cff31913016155e38e474a2c06d08be276cf',
} as PublicToken;
const collection = {
  idNftCollectionPk: 9,
  name: 'Flamingo NFTs',
  hash: '0x01',
  project: 'Flamingo Finance',
  source: 't',
} as PublicNftCollection;

describe('GitHub links', () => {
  it('reads the owner and the repository of github.com links only', () => {
    expect(parseGithubUrl('https://github.com/flamingo-finance')).toEqual({
      login: 'flamingo-finance',
      name: undefined,
    });
    expect(parseGithubUrl('https://www.github.com/AxLabs/grantshares-contracts.git/')).toEqual({
      login: 'AxLabs',
      name: 'grantshares-contracts',
    });
    expect(parseGithubUrl('https://flamingo.finance')).toBeUndefined();
    expect(parseGithubUrl('https://github.com/')).toBeUndefined();
    expect(parseGithubUrl('not a url')).toBeUndefined();
  });

  it('matches an organization link to all its recorded repositories, a repository link to that one', () => {
    const [orgLink] = repositoryLinks(dapp(), live().github);
    expect(orgLink!.organization?.githubLogin).toBe('flamingo-finance');
    expect(orgLink!.repositories.map((r) => r.fullName)).toEqual([
      'flamingo-finance/flamingo-ui',
      'flamingo-finance/flamingo-contract-swap',
    ]);
    const repoLinks = repositoryLinks(
      dapp({
        socials: [
          {
            idSocialTypeFk: 3,
            type: 'GitHub',
            typeSlug: 'github',
            url: 'https://github.com/axlabs/GrantShares-Contracts',
          },
        ],
        websiteUrl: undefined,
      }),
      live().github,
    );
    expect(repoLinks.map((l) => [l.login, l.name, l.repositories.map((r) => r.fullName)])).toEqual([
      ['axlabs', 'GrantShares-Contracts', ['AxLabs/grantshares-contracts']],
    ]);
  });

  it('counts links to the same repository once, as the first one listed', () => {
    const links = repositoryLinks(
      dapp({
        socials: [
          {
            idSocialTypeFk: 3,
            type: 'GitHub',
            typeSlug: 'github',
            url: 'https://github.com/AxLabs/grantshares-contracts',
          },
        ],
        websiteUrl: 'https://github.com/axlabs/grantshares-contracts/releases',
      }),
      live().github,
    );
    expect(links.map((l) => l.url)).toEqual(['https://github.com/AxLabs/grantshares-contracts']);
  });

  it('keeps a link that matches nothing, and has none without a GitHub link', () => {
    expect(
      repositoryLinks(
        dapp({
          socials: [{ idSocialTypeFk: 3, type: 'GitHub', typeSlug: 'github', url: 'https://github.com/someone-else' }],
        }),
        live().github,
      ),
    ).toEqual([
      {
        url: 'https://github.com/someone-else',
        login: 'someone-else',
        name: undefined,
        organization: undefined,
        repositories: [],
      },
    ]);
    expect(repositoryLinks(dapp({ socials: [] }), live().github)).toEqual([]);
  });
});

describe('the project detail', () => {
  it('joins contracts with their activity, its tokens, NFT collections and news', () => {
    const detail = projectDetail({
      dapp: dapp(),
      live: live({ contracts: { 2: { invocationsLast7Days: 12, rank: 3 } } }),
      tokens: [token, otherToken],
      collections: [collection],
    });
    expect(detail.contracts.map((c) => [c.contract.title, c.activity?.invocationsLast7Days])).toEqual([
      ['FLM token', undefined],
      ['Swap router', 12],
    ]);
    expect(detail.tokens.map((t) => t.symbol)).toEqual(['FLM']);
    expect(detail.collections.map((c) => c.name)).toEqual(['Flamingo NFTs']);
    expect(detail.news.map((n) => n.title)).toEqual(['Flamingo launches FUSD']);
    expect(detail.repositories.map((r) => r.idRepositoryPk)).toEqual([101, 100]);
  });

  it('judges health as of the snapshot, from the newest commit with its source', () => {
    const detail = projectDetail({ dapp: dapp(), live: live(), tokens: [], collections: [] });
    expect(detail.health).toMatchObject({ health: 'active', reason: 'committed', now: takenAt });
    expect(detail.health.signals).toMatchObject([
      {
        kind: 'commit',
        at: '2026-10-01T00:00:00Z',
        source: 'github',
        subject: 'flamingo-finance/flamingo-ui',
        sourceAsOf: '2026-08-21T20:21:01Z',
        staleDays: 95,
      },
    ]);
    expect(detail.activitySource.name).toBe('contract-activity');
  });

  it('takes the indexer’s last invocation, and the 7-day window start when only a count is known', () => {
    const indexer = { mode: 'live' as const, asOf: '2026-11-25T11:00:00.000Z', block: 4321 };
    const exact = projectDetail({
      dapp: dapp({ socials: [] }),
      tokens: [],
      collections: [],
      live: live({
        sources: { 'n3-indexer': indexer },
        contracts: {
          1: { invocationsLast7Days: 2, lastInvokedAt: '2026-11-24T08:00:00.000Z' },
          2: { lastInvokedAt: '2026-10-01T00:00:00.000Z' },
        },
      }),
    });
    expect(exact.activitySource).toEqual({ name: 'n3-indexer', info: indexer });
    expect(exact.health).toMatchObject({ health: 'active', reason: 'invoked' });
    expect(exact.health.signals).toMatchObject([
      { kind: 'invocation', at: '2026-11-24T08:00:00.000Z', exact: true, subject: 'FLM token', source: 'n3-indexer' },
    ]);
    const counted = projectDetail({
      dapp: dapp({ socials: [] }),
      tokens: [],
      collections: [],
      live: live({ sources: { 'n3-indexer': indexer }, contracts: { 2: { invocationsLast7Days: 5 } } }),
    });
    expect(counted.health.signals).toMatchObject([
      { kind: 'invocation', at: '2026-11-18T11:00:00.000Z', exact: false, subject: 'Swap router' },
    ]);
  });

  it('is unknown when its contracts were not measured, never dormant from silence; the curated flag wins', () => {
    const none = projectDetail({ dapp: dapp({ socials: [] }), live: live(), tokens: [], collections: [] });
    expect(none.health).toMatchObject({ health: 'unknown', reason: 'unobserved' });
    expect(none.health.watch).toEqual({ invocation: 'unwatched', commit: 'none' });
    const curated = projectDetail({
      dapp: dapp({ inActiveDevelopment: false }),
      live: live(),
      tokens: [],
      collections: [],
    });
    expect(curated.health).toMatchObject({ health: 'dormant', reason: 'curated', computed: 'active' });
  });

  it('is unknown for mainnet contracts when the indexer follows a private network, with quiet old commits', () => {
    const privnet = { mode: 'live' as const, asOf: takenAt, block: 1151, coveredFrom: '1970-01-01T00:00:00.000Z' };
    const github = { mode: 'live' as const, asOf: takenAt };
    const recent = (r: LiveRepository) => ({ ...r, asOf: takenAt });
    const detail = projectDetail({
      dapp: dapp(),
      tokens: [],
      collections: [],
      live: live({
        sources: { 'n3-indexer': { ...privnet, network: 'private' }, github },
        github: {
          ...live().github,
          repositories: {
            100: recent(repo(100, 20, 'flamingo-finance/flamingo-contract-swap', '2022-06-16T09:12:31Z')),
          },
        },
      }),
    });
    expect(detail.health).toMatchObject({ health: 'unknown', reason: 'unobserved' });
    expect(detail.health.watch).toEqual({ invocation: 'unwatched', commit: 'watched' });
  });

  it('is dormant when the indexer watched every contract over the whole window and nothing else could speak', () => {
    const indexer = { mode: 'live' as const, asOf: takenAt, block: 1151, coveredFrom: '1970-01-01T00:00:00.000Z' };
    const watched = (coveredFrom: string) =>
      projectDetail({
        dapp: dapp({ socials: [] }),
        tokens: [],
        collections: [],
        live: live({
          sources: { 'n3-indexer': { ...indexer, coveredFrom } },
          contracts: {
            1: { invocationsLast7Days: 0, source: 'n3-indexer' },
            2: { invocationsLast7Days: 0, source: 'n3-indexer' },
          },
        }),
      }).health;
    expect(watched('1970-01-01T00:00:00.000Z')).toMatchObject({ health: 'dormant', reason: 'quiet' });
    // Indexed only from 10 days ago: the 30-day window is not covered, so no verdict.
    expect(watched('2026-11-15T00:00:00.000Z')).toMatchObject({ health: 'unknown', reason: 'unobserved' });
  });
});
