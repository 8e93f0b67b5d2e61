/**
 * Upload of a cropped image (SPEC §5, §7): draw the crop on a canvas with the longest side capped, encode it
 * (webp, quality 0.9), ask the API for a presigned URL (POST /client/upload), PUT the bytes there (another
 * origin: no auth header), and answer the public URL without its query string.
 */
import { post } from '../http/client.ts';
import { cappedSize, withoutQuery, type Area } from './image-math.ts';

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

/** The crop of `image` as an encoded Blob of `type`, its longest side at most `maxSide`. */
export async function renderCrop(image: HTMLImageElement, crop: Area, maxSide: number, type: string): Promise<Blob> {
  const size = cappedSize(crop, maxSide);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas unavailable');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, crop.x, crop.y, crop.width, crop.height, 0, 0, size.width, size.height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, QUALITY));
  if (!blob) throw new Error('The image could not be encoded');
  return blob;
}

/** What POST /client/upload answers. */
interface Presigned { uploadUrl: string; headers: Record<string, string>; url: string }

/** Thrown when the bytes could not be stored (the API's own refusals are toasted by the HTTP layer). */
export class UploadError extends Error {}

/** Store `blob` and answer its public URL. Rejects with the API's error (already toasted) or an UploadError. */
export async function uploadBlob(blob: Blob): Promise<string> {
  const presigned = await post<Presigned>('/upload', { contentType: blob.type, size: blob.size });
  let response: Response;
  try {
    response = await fetch(presigned.uploadUrl, { method: 'PUT', headers: presigned.headers, body: blob });
  } catch {
    throw new UploadError('PUT failed');
  }
  if (!response.ok) throw new UploadError(`PUT answered ${response.status}`);
  return withoutQuery(presigned.url);
}
