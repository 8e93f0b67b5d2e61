/** dApps/apps: a logo at least `dappImageDimension` px, the category cache left to the API, contracts and socials below. */
import type { ScreenConfig } from '../entities/screen-config.ts';
import { DappRelated } from './DappRelated.tsx';

/** Who wrote a record's pt-BR texts, as named options (dApps and developer aid). */
export const translatedByLabels = { site: 'dashboard.translatedBy.site', team: 'dashboard.translatedBy.team' };

export const dappScreen: ScreenConfig = {
  hidden: ['categoryNamesCache'],
  optionLabels: { ptBrTranslatedBy: translatedByLabels },
  images: { imageUrl: { maxSide: 1024, aspects: [1], minSide: (global) => global?.dappImageDimension } },
  hints: { imageUrl: 'dashboard.dapp.logoHint', slug: 'dashboard.dapp.slugHint' },
  Extras: DappRelated,
};
