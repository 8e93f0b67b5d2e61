/**
 * "View on <explorer>" beside an address or a transaction hash of the wallet islands: the islands' twin of
 * components/HashCode/ViewOn.astro (the same explorer-links.ts links and link text, via network.ts viewOnLinks), each
 * in a new tab. Nothing on a local network, which no public explorer shows.
 */
import type { ExplorerLinkKind } from '../../lib/explorer-links.ts';
import { viewOnLinks } from '../network.ts';
import { tr } from '../strings.ts';
import type { Chain } from '../types.ts';

interface Props {
  chain: Chain;
  /** `address` (N3 `N…`, Neo X `0x…`) or `transaction` (a txid). */
  kind: ExplorerLinkKind;
  value: string;
}

/** The links of `value`, or nothing when no explorer of the page's network shows it. */
export function ViewOn({ chain, kind, value }: Props) {
  const links = viewOnLinks(chain, kind, value);
  if (!links.length) return null;
  return (
    <span className="view-on">
      {links.map((link) => (
        <a key={link.href} href={link.href} target="_blank" rel="noopener noreferrer" data-view-on={kind}>
          {tr('site.viewOn', { explorer: link.explorer })}
        </a>
      ))}
    </span>
  );
}
