/** Social networks: the icon is stored exactly socialTypeIconDimension × socialTypeIconDimension px (default 80), as the API checks. */
import type { ScreenConfig } from '../entities/screen-config.ts';

export const socialTypeScreen: ScreenConfig = {
  images: { iconUrl: { maxSide: 80, aspects: [1], exactSide: (global) => global?.socialTypeIconDimension ?? 80 } },
};
