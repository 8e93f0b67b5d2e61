/**
 * "View on …" links (issue #27 point 4): where each active explorer of a chain and network shows an address, a
 * transaction, a contract (script hash) or a block, from the explorer records' URL templates (the seed fills them
 * from the explorers' own public URL patterns, with their source; administrators edit them in the back-office).
 */
import { EXPLORER_LINK_KINDS, type ExplorerLinkKind } from '../../../content-schema/entities/listings.ts';
import type { PublicExplorer } from '../../../content-schema/snapshot.ts';

export type { ExplorerLinkKind };

/** What to link to: the thing, its chain (blockchain version tagName, e.g. `neo-n3`) and its network. */
export interface ExplorerTarget {
  kind: ExplorerLinkKind;
  /** The script hash or transaction hash (`0x…`), the address (N3 `N…` or Neo X `0x…`) or the block index. */
  value: string;
  /** The chain's tagName (`neo-n3`, `neo-x`, `neo-legacy`); undefined: unknown, so no link. */
  chain: string | undefined;
  /** `mainnet`, `testnet`, …; undefined is read as mainnet (the catalogue's records are mainnet ones). */
  network?: string | undefined;
}

/** What explorerLinks reads of an explorer record (the wallet islands get only this, linkableExplorers). */
export type LinkableExplorer = Pick<
  PublicExplorer,
  | 'title'
  | 'status'
  | 'network'
  | 'addressUrlTemplate'
  | 'transactionUrlTemplate'
  | 'contractUrlTemplate'
  | 'blockUrlTemplate'
> & { blockchainVersion?: { tagName: string } | undefined };

/** One "View on …" link: the explorer's title and the URL with the value in it. */
export interface ExplorerLink {
  explorer: string;
  href: string;
}

/**
 * The links of `target` on `explorers`: every active explorer of the same chain and network that has a template
 * for its kind, in the explorers' curated order. Explorers of another chain or network, discontinued ones and
 * those without that template give none (never a guessed URL). The value is URL-encoded into the template.
 */
export function explorerLinks(explorers: readonly LinkableExplorer[], target: ExplorerTarget): ExplorerLink[] {
  if (!target.chain || !target.value) return [];
  const { field, placeholder } = EXPLORER_LINK_KINDS[target.kind];
  const network = target.network ?? 'mainnet';
  return explorers
    .filter(
      (e) =>
        e.status !== 'discontinued' &&
        e.blockchainVersion?.tagName === target.chain &&
        (e.network ?? 'mainnet') === network &&
        !!e[field],
    )
    .map((e) => ({ explorer: e.title, href: e[field]!.replace(placeholder, encodeURIComponent(target.value)) }));
}

/**
 * The explorers that can give a link (active, with at least one URL template), trimmed to what explorerLinks reads:
 * what a page hands its islands (a few hundred bytes instead of the whole records). Undefined fields vanish in JSON.
 */
export function linkableExplorers(explorers: readonly LinkableExplorer[]): LinkableExplorer[] {
  return explorers
    .filter((e) => e.status !== 'discontinued' && Object.values(EXPLORER_LINK_KINDS).some(({ field }) => !!e[field]))
    .map((e) => ({
      title: e.title,
      status: e.status,
      network: e.network,
      blockchainVersion: e.blockchainVersion && { tagName: e.blockchainVersion.tagName },
      addressUrlTemplate: e.addressUrlTemplate,
      transactionUrlTemplate: e.transactionUrlTemplate,
      contractUrlTemplate: e.contractUrlTemplate,
      blockUrlTemplate: e.blockUrlTemplate,
    }));
}
