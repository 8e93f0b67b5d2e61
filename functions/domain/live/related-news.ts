/**
 * Which dApps an article is about (the dApp detail's related news): an article belongs to a dApp when
 *  - one of the dApp's NNT tags (dappNntTag) is among the article's tags (Neo News Today's own categories), or
 *  - the dApp's name (its title, without a parenthesis or a generic last word such as "Finance") is one of the
 *    article's tags or a whole phrase of its title, or
 *  - the symbol of a token the dApp issues (one of its contracts is a priced token) is among the tags
 *    (NEO and GAS excepted: nearly every article carries them).
 */
const GENERIC_WORDS = /\s+(finance|network|protocol|labs|wallet|exchange|platform|universe|hardware wallet)$/i;
const TOO_GENERAL = new Set(['neo', 'neo x', 'gas', 'neo n3', 'the graph', 'bridge', 'phoenix', 'photon', 'go+']);

/** The names a dApp is written as: `Flamingo Finance` → [`flamingo finance`, `flamingo`]. */
export function dappNames(title: string): string[] {
  const base = title.replace(/\s*\(.*?\)\s*/g, ' ').trim();
  return [...new Set([title, base, base.replace(GENERIC_WORDS, '')].map((n) => n.toLowerCase().trim()))].filter(
    (n) => n.length >= 4 && !TOO_GENERAL.has(n),
  );
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const phraseIn = (phrase: string, text: string) =>
  new RegExp(`(^|[^\\p{L}\\p{N}])${escape(phrase)}($|[^\\p{L}\\p{N}])`, 'iu').test(text);

export interface NewsDapp {
  idDappPk: number;
  title: string;
  nntTags: string[];
  tokenSymbols: string[];
}

/** The ids of the dApps `article` is about (see above), in the order of `dapps`. */
export function relatedDapps(article: { title: string; tags: string[] }, dapps: NewsDapp[]): number[] {
  const tags = new Set(article.tags.map((t) => t.toLowerCase()));
  return dapps
    .filter(
      (d) =>
        d.nntTags.some((t) => tags.has(t.toLowerCase())) ||
        dappNames(d.title).some((name) => tags.has(name) || phraseIn(name, article.title)) ||
        d.tokenSymbols.some((s) => !['neo', 'gas'].includes(s.toLowerCase()) && tags.has(s.toLowerCase())),
    )
    .map((d) => d.idDappPk);
}
