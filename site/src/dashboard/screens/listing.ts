/**
 * Wallets, explorers and exchanges: the status as named options, and what the status fields expect (a date only as
 * precise as its source, the source required when discontinued, the curators' note kept off the site).
 */
import { LISTING_STATUSES } from '../../../../content-schema/index.ts';
import type { ScreenConfig } from '../entities/screen-config.ts';

export const listingScreen: ScreenConfig = {
  optionLabels: {
    status: Object.fromEntries(LISTING_STATUSES.map((s) => [s, `dashboard.listing.status.${s}`])),
  },
  hints: {
    discontinuedSince: 'dashboard.listing.discontinuedSinceHint',
    statusSource: 'dashboard.listing.statusSourceHint',
    curatorNote: 'dashboard.listing.curatorNoteHint',
  },
};
