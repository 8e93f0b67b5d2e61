/**
 * Upload of a cropped image (SPEC §5, §7): a resize pass draws the crop with the longest side capped (or at the
 * exact side a rule fixes) and encodes it at quality 0.5; the conversion pass decodes that and encodes it as webp
 * (or the first allowed type) at quality 0.9. Then ask the API for a presigned URL (POST /client/upload), PUT the
 * bytes there (another origin: no auth header), and answer the public URL without its query string.
 */
import { api, call } from '../http/client.ts';
import { withoutQuery, type Area } from './image-math.ts';

/** SPEC §5: quality of the resize pass. */
export const RESIZE_QUALITY = 0.5;
/** SPEC §5: quality of the webp conversion. */
export const QUALITY = 0.9;

/** A decoded picture from an object or data URL. */
export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be read'));
    image.src = src;
  });
}

/** What the two passes need from the browser (a canvas, an image decoder); tests hand in their own. */
export interface Raster<Picture> {
  /** Draw `area` of `picture` onto a new `width` × `height` canvas and encode it as `type` at `quality`. */
  draw(picture: Picture, area: Area, width: number, height: number, type: string, quality: number): Promise<Blob>;
  /** Decode encoded bytes into a picture `draw` can read. */
  decode(blob: Blob): Promise<Picture>;
}

/** The browser's canvas and image decoder. */
export const browserRaster: Raster<CanvasImageSource> = {
  async draw(picture, area, width, height, type, quality) {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('Canvas unavailable');
    context.imageSmoothingQuality = 'high';
    context.drawImage(picture, area.x, area.y, area.width, area.height, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));
    if (!blob) throw new Error('The image could not be encoded');
    return blob;
  },
  async decode(blob) {
    const url = URL.createObjectURL(blob);
    try {
      return await loadImage(url);
    } finally {
      URL.revokeObjectURL(url);
    }
  },
};

/**
 * The crop of `picture` as `type`, `size` pixels: the resize pass (quality 0.5) then the conversion pass (quality
 * 0.9) over the resized bytes. Rejects when the browser cannot draw or encode.
 */
export async function renderCrop<Picture>(
  picture: Picture,
  crop: Area,
  size: { width: number; height: number },
  type: string,
  raster: Raster<Picture>,
): Promise<Blob> {
  const resized = await raster.draw(picture, crop, size.width, size.height, type, RESIZE_QUALITY);
  const whole = { x: 0, y: 0, width: size.width, height: size.height };
  return raster.draw(await raster.decode(resized), whole, size.width, size.height, type, QUALITY);
}

/** Thrown when the bytes could not be stored (the API's own refusals are toasted by the HTTP layer). */
export class UploadError extends Error {}

/** Store `blob` and answer its public URL. Rejects with the API's error (already toasted) or an UploadError. */
export async function uploadBlob(blob: Blob): Promise<string> {
  const json = { contentType: blob.type, size: blob.size };
  const presigned = await call((o) => api.upload.$post({ json }, o));
  let response: Response;
  try {
    response = await fetch(presigned.uploadUrl, { method: 'PUT', headers: presigned.headers, body: blob });
  } catch {
    throw new UploadError('PUT failed');
  }
  if (!response.ok) throw new UploadError(`PUT answered ${response.status}`);
  return withoutQuery(presigned.url);
}
