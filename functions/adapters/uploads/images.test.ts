/** Dimensions read from the bytes of every uploadable format (image-size's per-format readers), and nothing else. */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { dimensionsOf } from './images.ts';

const raster = (format: 'png' | 'jpeg' | 'webp' | 'gif' | 'tiff') =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: '#336699' } })
    .toFormat(format)
    .toBuffer();

describe('dimensionsOf', () => {
  it('reads the width, height and real type of png, jpeg, webp, gif and svg bytes', async () => {
    expect(dimensionsOf(await raster('png'))).toEqual({ width: 300, height: 200, type: 'png' });
    expect(dimensionsOf(await raster('jpeg'))).toEqual({ width: 300, height: 200, type: 'jpg' });
    expect(dimensionsOf(await raster('webp'))).toEqual({ width: 300, height: 200, type: 'webp' });
    expect(dimensionsOf(await raster('gif'))).toEqual({ width: 300, height: 200, type: 'gif' });
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="32" viewBox="0 0 64 32"></svg>';
    expect(dimensionsOf(new TextEncoder().encode(svg))).toEqual({ width: 64, height: 32, type: 'svg' });
  });

  it('answers undefined for bytes that are no image, a broken one, or a format uploads never take', async () => {
    expect(dimensionsOf(new TextEncoder().encode('<!doctype html><p>hello</p>'))).toBeUndefined();
    expect(dimensionsOf(new Uint8Array(0))).toBeUndefined();
    const broken = await raster('png');
    broken.write('ABCD', 12); // a PNG signature without its IHDR chunk
    expect(dimensionsOf(broken)).toBeUndefined();
    expect(dimensionsOf(await raster('tiff'))).toBeUndefined();
  });
});
