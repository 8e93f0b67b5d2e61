/**
 * Which banners a page shows (SPEC §3 Banner): those of its website section (1 Home, 2 Wallet, 3 Home and Wallet),
 * in their order, inside their UTC visibility window `[visibleStartDatetime, visibleEndDatetime)`. The build and
 * the browser both apply `isVisibleAt`, so a page built earlier never shows a banner outside its window.
 */
import type { PublicBanner } from '../../../../content-schema/snapshot.ts';

/** The pages that show banners, and the website-section value of each; 3 means both. */
export const BANNER_SECTIONS = { home: 1, wallet: 2 } as const;
export type BannerSection = keyof typeof BANNER_SECTIONS;
const BOTH = 3;

/** Banner actions (SPEC §3): 1 do nothing, 2 open the Gleeder modal, 3 open the external link. */
export const BANNER_ACTION = { doNothing: 1, gleeder: 2, externalLink: 3 } as const;

type Window = Pick<PublicBanner, 'visibleStartDatetime' | 'visibleEndDatetime'>;

/** Whether a banner belongs on `section`'s page. */
export function inSection(banner: Pick<PublicBanner, 'websiteSection'>, section: BannerSection): boolean {
  return banner.websiteSection === BANNER_SECTIONS[section] || banner.websiteSection === BOTH;
}

/** Whether `now` (ms since the epoch) is inside the banner's window: from its start (included) to its end (excluded). */
export function isVisibleAt(banner: Window, now: number): boolean {
  return Date.parse(banner.visibleStartDatetime) <= now && now < Date.parse(banner.visibleEndDatetime);
}

/**
 * The banners a `section` page carries when built at `now`: its section's banners whose window has not ended, in
 * order, each marked `visible` (inside its window now) or not yet (the browser reveals it when the window opens).
 */
export function bannersFor(
  banners: PublicBanner[],
  section: BannerSection,
  now: number,
): (PublicBanner & { visible: boolean })[] {
  return banners
    .filter((b) => inSection(b, section) && now < Date.parse(b.visibleEndDatetime))
    .sort((a, b) => a.order - b.order || a.idBannerPk - b.idBannerPk)
    .map((b) => ({ ...b, visible: isVisibleAt(b, now) }));
}
