/** Banners: website section and action as named options, url required for "Open External Link", a wide image. */
import { BANNER_ACTIONS, WEBSITE_SECTIONS } from '../../../../content-schema/index.ts';
import type { ScreenConfig } from '../entities/screen-config.ts';

const labels = (values: Record<string, number>, prefix: string) =>
  Object.fromEntries(Object.values(values).map((value) => [String(value), `${prefix}.${value}`]));

export const bannerScreen: ScreenConfig = {
  optionLabels: {
    websiteSection: labels(WEBSITE_SECTIONS, 'dashboard.banner.sections'),
    action: labels(BANNER_ACTIONS, 'dashboard.banner.actions'),
  },
  images: { imageUrl: { maxSide: 1920, aspects: [3, 16 / 9, 0] } },
  hints: { url: 'dashboard.banner.urlHint' },
};
