/** dApps/apps: a logo at least `dappImageDimension` px, the category cache left to the API, contracts and socials below. */
import type { ScreenConfig } from '../entities/screen-config.ts';
import { DappRelated } from './DappRelated.tsx';

export const dappScreen: ScreenConfig = {
  hidden: ['categoryNamesCache'],
  images: { imageUrl: { maxSide: 1024, aspects: [1], minSide: (global) => global?.dappImageDimension } },
  hints: { imageUrl: 'dashboard.dapp.logoHint', slug: 'dashboard.dapp.slugHint' },
  Extras: DappRelated,
};
