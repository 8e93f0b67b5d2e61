import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** One image the snapshot step copied beside the catalogue (functions/domain/catalogue/snapshot-images.ts). */
export interface IndexedImage {
  file: string;
  width: number;
  height: number;
  light?: boolean;
}

/** Where the image index lives: `images/index.json` beside the catalogue snapshot (`catalogueFile`). */
export const imageIndexPath = (catalogueFile: string) => join(dirname(catalogueFile), 'images', 'index.json');

/**
 * The image index (`{ images: { <url>: { file, width, height, light? } } }`). A snapshot taken without images (an older
 * one, or a generated test catalogue) has no index: that answers no images, and every record shows its monogram.
 * Throws when the file exists but is not a valid index.
 */
export async function readImageIndex(file: string): Promise<Record<string, IndexedImage>> {
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (text === undefined) return {};
  const parsed = JSON.parse(text) as { images?: Record<string, IndexedImage> };
  const images = parsed.images ?? {};
  for (const [url, image] of Object.entries(images)) {
    if (!/^[0-9a-f]{20}\.(png|jpg|webp|gif)$/.test(image.file) || !(image.width > 0) || !(image.height > 0)) {
      throw new Error(`Image index ${file}: the entry for ${url} is not { file, width, height } of a copied image`);
    }
  }
  return images;
}
