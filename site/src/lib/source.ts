/** One part of a record's `source`: a label, and a link when the part points somewhere. */
export interface SourcePart {
  label: string;
  href?: string;
}

const GITHUB_FILE = /^([\w.-]+\/[\w.-]+):([^@\s]+)@([0-9a-f]{7,40})\b/;
const GITHUB_REPO = /^([\w.-]+\/[\w.-]+)(?=\s|$)/;

/**
 * Splits a catalogue `source` (parts joined with ` | `) into displayable parts. A page URL links to itself;
 * `owner/repo:path@sha` links to that file on GitHub at that commit; `owner/repo …` links to the repository;
 * anything else is plain text.
 */
export function parseSource(source: string): SourcePart[] {
  return source
    .split(' | ')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((label) => {
      if (/^https?:\/\//.test(label)) return { label: label.replace(/^https?:\/\/(www\.)?/, ''), href: label };
      const file = GITHUB_FILE.exec(label);
      if (file) return { label, href: `https://github.com/${file[1]}/blob/${file[3]}/${file[2]}` };
      const repo = GITHUB_REPO.exec(label);
      if (repo) return { label, href: `https://github.com/${repo[1]}` };
      return { label };
    });
}
