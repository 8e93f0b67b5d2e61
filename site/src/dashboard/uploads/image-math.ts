/** Pure rules of image uploads (SPEC §5): accepted types, one image per field, the crop's size and the stored size. */

/** A crop in the picture's own pixels (as react-easy-crop reports it). */
export interface Area {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Whether a file of `type` may be uploaded (`allowed` from the global settings' uploadImageAllowedFiles). */
export const isAllowedType = (type: string, allowed: readonly string[]): boolean =>
  allowed.includes(type.toLowerCase());

/** The `accept` attribute of the file input. */
export const acceptAttribute = (allowed: readonly string[]): string => allowed.join(',');

/** What to send: webp (quality 0.9) when allowed, else png, else the first allowed type. */
export function outputType(allowed: readonly string[]): string {
  return ['image/webp', 'image/png', 'image/jpeg'].find((type) => allowed.includes(type)) ?? allowed[0] ?? 'image/webp';
}

/** The stored size of a crop: its longest side capped at `maxSide`, never enlarged, at least 1 px. */
export function cappedSize(crop: Pick<Area, 'width' | 'height'>, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(crop.width, crop.height));
  return { width: Math.max(1, Math.round(crop.width * scale)), height: Math.max(1, Math.round(crop.height * scale)) };
}

/** The stored size of a crop: exactly `exactSide` square when a rule fixes it (a social network icon), else capped. */
export const storedSize = (
  crop: Pick<Area, 'width' | 'height'>,
  maxSide: number,
  exactSide?: number,
): { width: number; height: number } =>
  exactSide ? { width: exactSide, height: exactSide } : cappedSize(crop, maxSide);

/** Whether a crop is smaller than `minSide` on either side (e.g. a dApp logo under dappImageDimension). */
export const tooSmall = (crop: Pick<Area, 'width' | 'height'>, minSide: number | undefined): boolean =>
  !!minSide && (Math.round(crop.width) < minSide || Math.round(crop.height) < minSide);

/** The stored URL without its query string (SPEC §7: "the URL without its query string is returned"). */
export const withoutQuery = (url: string): string => url.split(/[?#]/)[0]!;

/** The crop ratio to use: `aspect`, or the picture's own ratio for 0. */
export const aspectOf = (aspect: number, natural: { width: number; height: number }): number =>
  aspect > 0 ? aspect : natural.width / Math.max(1, natural.height);
