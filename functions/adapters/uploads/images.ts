/** Facts about uploaded images, read from their bytes (never from their names). */
import { imageSize } from 'image-size';
import { keyOfPublicUrl, readUpload } from './storage.ts';

export interface Dimensions {
  width: number;
  height: number;
  type: string;
}

/** Width, height and real type of image bytes; undefined when the bytes are not an image. */
export function dimensionsOf(bytes: Uint8Array): Dimensions | undefined {
  try {
    const { width, height, type } = imageSize(bytes);
    return width && height && type ? { width, height, type } : undefined;
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
