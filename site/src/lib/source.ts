/**
 * A record's `source` read as citations (issue 32): what a card shows is each source's name as a link ("neo.org",
 * "Neo News Today", "github.com/flamingo-finance/flamingo-contract-swap"); the exact file and commit (or the page's
 * address) is the link's title, shown on hover, and stays as it is in the open data.
 *
 * The formats of `source` (data/catalogue/README.md), several joined with ` | `:
 * - a page URL: `https://neonewstoday.com/general/…`;
 * - a file of a GitHub repository at a commit: `owner/repo:path/to/file@68153ee`, optionally followed by a remark;
 * - a repository, or a file of it without a commit: `owner/repo (remark)`, `owner/repo path/to/file (remark)`,
 *   `owner/repo:path`;
 * - anything else is a curator's note (`derived from dapps.json`): not a citation, never shown on a page.
 * Remarks in parentheses are curators' notes too: they stay in the open data and out of the citation.
 */

/** One cited source: its name (the link's text), where it points, and the exact reference (the link's title). */
export interface Citation {
  /** The source's name as a reader knows it: a site's name, or `github.com/owner/repo`. */
  name: string;
  /** The page, the file at its commit, or the repository. */
  href: string;
  /** The exact references behind the name, one per line: the page's address, or `owner/repo · path @ commit`. */
  detail: string;
}

/** Sites cited by the catalogue, by host (without `www.`), under the name they go by. */
const SITE_NAMES: Readonly<Record<string, string>> = {
  'neonewstoday.com': 'Neo News Today',
  'medium.com': 'Medium',
  'theblock.co': 'The Block',
  'neo.org': 'neo.org',
  'support.cex.io': 'CEX.IO',
  'xdocs.ngd.network': 'Neo X docs',
};

const GITHUB_FILE = /^([\w.-]+)\/([\w.-]+):([^@\s]+)@([0-9a-f]{7,40})\b/;
const GITHUB_PATH = /^([\w.-]+)\/([\w.-]+)(?::|\s+)([^\s(]+\.[\w]+)(?=\s|$)/;
const GITHUB_REPO = /^([\w.-]+)\/([\w.-]+)(?=\s|$)/;
/** A repository named after the site it serves (`neo-project/neo.org`, `NeoNextClub/neoline.io`). */
const SITE_REPO = /^[a-z0-9-]+(\.[a-z0-9-]+)*\.(org|io|com|net|network|space|xyz|app)$/i;

/** The host of a URL without `www.` (undefined when it does not parse). */
function hostOf(url: string): string | undefined {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return undefined;
  }
}

/** The name of a site by its host: a known site's name, else the host itself. */
const siteName = (host: string) => SITE_NAMES[host] ?? host;

/** The name of a GitHub repository: the site it serves, or `github.com/owner/repo`. */
const repoName = (owner: string, repo: string) => (SITE_REPO.test(repo) ? repo : `github.com/${owner}/${repo}`);

/** One part of a `source` as a citation; undefined for a curator's note. */
function citationOf(part: string): Citation | undefined {
  if (/^https?:\/\/\S+$/.test(part)) {
    const url = part;
    const host = hostOf(url);
    if (!host) return undefined;
    const github = host === 'github.com' ? /^https:\/\/github\.com\/([\w.-]+)\/([\w.-]+)/.exec(url) : null;
    return { name: github ? repoName(github[1]!, github[2]!) : siteName(host), href: url, detail: url };
  }
  const file = GITHUB_FILE.exec(part);
  if (file) {
    const [, owner, repo, path, commit] = file as unknown as [string, string, string, string, string];
    return {
      name: repoName(owner, repo),
      href: `https://github.com/${owner}/${repo}/blob/${commit}/${path}`,
      detail: `${owner}/${repo} · ${path} @ ${commit}`,
    };
  }
  const path = GITHUB_PATH.exec(part);
  if (path) {
    const [, owner, repo, file] = path as unknown as [string, string, string, string];
    return {
      name: repoName(owner, repo),
      href: `https://github.com/${owner}/${repo}`,
      detail: `${owner}/${repo} · ${file}`,
    };
  }
  const repo = GITHUB_REPO.exec(part);
  if (repo) {
    const [, owner, name] = repo as unknown as [string, string, string];
    return { name: repoName(owner, name), href: `https://github.com/${owner}/${name}`, detail: `${owner}/${name}` };
  }
  return undefined;
}

/**
 * The citations of a record's `source`, in order, one per source name (files of one repository, pages of one site
 * are one citation whose `detail` lists each reference on its own line, linking to the first). Curators' notes and
 * remarks are left out; an empty or absent source answers [].
 */
export function citations(source: string | undefined): Citation[] {
  const byName = new Map<string, Citation>();
  for (const part of (source ?? '').split(' | ')) {
    const citation = citationOf(part.trim());
    if (!citation) continue;
    const same = byName.get(citation.name);
    if (!same) byName.set(citation.name, citation);
    else if (!same.detail.split('\n').includes(citation.detail)) same.detail += `\n${citation.detail}`;
  }
  return [...byName.values()];
}
