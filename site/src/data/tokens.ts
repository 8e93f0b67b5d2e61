import type { PublicDapp, PublicToken } from '../../../content-schema/snapshot.ts';
import { dappsByHash, tokenPath, tokenSlugs } from '../lib/token-page.ts';
import { getDapps, getTokens } from './catalogue.ts';

/*
 * The token pages' reads: every token's slug (lib/token-page.ts `tokenSlugs`, computed once per build over the
 * whole list, so a page or a link costs one map lookup) and the static paths of /tokens/<slug>.
 */

let slugs: Promise<Map<number, string>> | undefined;
/** Every token's slug, keyed by idTokenPricedPk (once per build). */
export function getTokenSlugs(): Promise<Map<number, string>> {
  slugs ??= getTokens().then(tokenSlugs);
  return slugs;
}

let byId: Promise<Map<number, PublicToken>> | undefined;
/** Every public token keyed by idTokenPricedPk (once per build), e.g. to name a deprecated token's replacement. */
export function getTokensById(): Promise<Map<number, PublicToken>> {
  byId ??= getTokens().then((tokens) => new Map(tokens.map((t) => [t.idTokenPricedPk, t])));
  return byId;
}

/** A function giving a token's page path (`/tokens/<slug>`, locale-less), for lists that link many tokens. */
export async function getTokenPathOf(): Promise<(token: { idTokenPricedPk: number }) => string> {
  const bySlug = await getTokenSlugs();
  return (token) => tokenPath(bySlug.get(token.idTokenPricedPk) ?? String(token.idTokenPricedPk));
}

/** The static paths of the token pages: one per token of /tokens, with the token and the dApps that issue it. */
export async function tokenPaths(): Promise<{ params: { slug: string }; props: { token: PublicToken; dapps: PublicDapp[] } }[]> {
  const [tokens, dapps, bySlug] = await Promise.all([getTokens(), getDapps(), getTokenSlugs()]);
  const byHash = dappsByHash(dapps);
  return tokens.map((token) => ({
    params: { slug: bySlug.get(token.idTokenPricedPk)! },
    props: { token, dapps: byHash.get(token.hash.toLowerCase()) ?? [] },
  }));
}
