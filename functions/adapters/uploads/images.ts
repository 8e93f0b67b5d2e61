/** Facts about uploaded images, read from their bytes (never from their names). */
import type { IImage } from 'image-size/types/interface';
import { GIF } from 'image-size/types/gif';
import { JPG } from 'image-size/types/jpg';
import { PNG } from 'image-size/types/png';
import { SVG } from 'image-size/types/svg';
import { WEBP } from 'image-size/types/webp';
import { keyOfPublicUrl, readUpload } from './storage.ts';

export interface Dimensions {
  width: number;
  height: number;
  type: string;
}

/**
 * The image formats uploads may be (storage.ts `EXTENSIONS`: png, jpeg, webp, gif, svg), by image-size's type name,
 * with image-size's reader of each (its per-format entry points: the readers of the formats never accepted are not
 * loaded, so bytes of another format read as no image, which they are to every caller).
 */
const FORMATS: readonly (readonly [type: string, reader: IImage])[] = [
  ['png', PNG],
  ['jpg', JPG],
  ['webp', WEBP],
  ['gif', GIF],
  ['svg', SVG],
];

/** Width, height and real type of image bytes; undefined when the bytes are not an image of an uploadable format. */
export function dimensionsOf(bytes: Uint8Array): Dimensions | undefined {
  try {
    const format = FORMATS.find(([, reader]) => reader.validate(bytes));
    if (!format) return undefined;
    const { width, height, type = format[0] } = format[1].calculate(bytes);
    return width && height ? { width, height, type } : undefined;
  } catch {
    return undefined;
  }
}

/** Dimensions of an image uploaded to our bucket; undefined for external URLs or unreadable objects. */
export async function uploadedImageDimensions(url: string): Promise<Dimensions | undefined> {
  const key = keyOfPublicUrl(url);
  const bytes = key ? await readUpload(key) : undefined;
  return bytes ? dimensionsOf(bytes) : undefined;
}
