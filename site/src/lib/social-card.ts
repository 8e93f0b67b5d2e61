/**
 * Social cards (Open Graph images, 1200×630): what a card shows, and its address. A card is named by a hash of
 * exactly what it shows (`/og/<hash>.png`), so an unchanged record keeps its image from build to build (the
 * renderer, src/og/render-card.ts, caches by that name) and both languages share one image where the text is the
 * same. The cards are drawn at build by the endpoint src/pages/og/[card].png.ts from src/og/cards.ts.
 */
import { createHash } from 'node:crypto';
import { monogramColour, monogramInitials, monogramInk } from './logo.ts';

/** Bump when the card's look changes, so every cached card is drawn again. */
export const CARD_DESIGN_VERSION = 1;
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** Everything one card shows (already translated and formatted); nothing else goes into the image. */
export interface CardFacts {
  /** What the record is ("dApp", "App", "Wallets"…), above the title. */
  kind: string;
  title: string;
  /** A line under the title: categories, or the page's lead. */
  subtitle?: string | undefined;
  /** Blockchain versions as chips ("Neo N3", "Neo X"). */
  chains?: string[] | undefined;
  /** A measured figure with its label and as-of line ("12,345 invocations in 7 days", "as of 06/11/2026 UTC"). */
  figure?: { text: string; asOf: string } | undefined;
  /** The record's logo: a file of the snapshot's images folder (content-named), drawn on a light or dark tile. */
  logo?: { file: string; light: boolean } | undefined;
  /** The monogram drawn when there is no logo (initials on the record's colour). */
  monogram?: { initials: string; background: string; ink: string } | undefined;
  /** The site's name, in the footer of the card. */
  site: string;
}

/** The card's name: a hash of what it shows and of the design version (hex, 20 characters). */
export function cardHash(card: CardFacts): string {
  return createHash('sha256')
    .update(JSON.stringify([CARD_DESIGN_VERSION, card]))
    .digest('hex')
    .slice(0, 20);
}

/** The card's path on the site: `/og/<hash>.png`. */
export const cardPath = (card: CardFacts): string => `/og/${cardHash(card)}.png`;

/** The monogram of a record named `name` (the same as components/Logo draws). */
export function cardMonogram(name: string, own?: string): NonNullable<CardFacts['monogram']> {
  const background = monogramColour(name, own);
  return { initials: monogramInitials(name), background, ink: monogramInk(background) };
}
