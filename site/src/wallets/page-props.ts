/**
 * What a wallet island receives from its page, as one JSON string: Astro serializes object props in a verbose
 * typed form (about twice the size), and these props are the bulk of the page's HTML.
 */
import type { WalletConfig } from './config.ts';
import type { WalletStrings } from './strings.ts';

export interface WalletPageProps {
  config: WalletConfig;
  strings: WalletStrings;
  /** The page's language (BCP 47: `en-US`, `pt-BR`), for the numbers the island writes and reads. */
  locale: string;
}

/** Props → the string the page passes. */
export const encodeWalletProps = (props: WalletPageProps): string => JSON.stringify(props);

/** The string the page passed → props (memoised per string, so every render answers the same objects). */
let last: { text: string; props: WalletPageProps } | undefined;
export function decodeWalletProps(text: string): WalletPageProps {
  if (last?.text !== text) last = { text, props: JSON.parse(text) as WalletPageProps };
  return last.props;
}
