import { describe, expect, it } from 'vitest';
import type { Area } from './image-math.ts';
import { renderCrop, type Raster } from './upload.ts';

/** A raster that records each pass; a "picture" is the label of the bytes it was decoded from. */
function recordingRaster() {
  const passes: { picture: string; area: Area; width: number; height: number; type: string; quality: number }[] = [];
  const raster: Raster<string> = {
    async draw(picture, area, width, height, type, quality) {
      passes.push({ picture, area, width, height, type, quality });
      return new Blob([`pass${passes.length}`], { type });
    },
    async decode(blob) {
      return `decoded ${await blob.text()}`;
    },
  };
  return { raster, passes };
}

describe('upload encoding (SPEC §5)', () => {
  it('resizes the crop at quality 0.5, then converts the resized bytes at quality 0.9', async () => {
    const { raster, passes } = recordingRaster();
    const crop = { x: 10, y: 20, width: 2000, height: 2000 };
    const blob = await renderCrop('original', crop, { width: 1024, height: 1024 }, 'image/webp', raster);
    expect(passes).toEqual([
      { picture: 'original', area: crop, width: 1024, height: 1024, type: 'image/webp', quality: 0.5 },
      {
        picture: 'decoded pass1',
        area: { x: 0, y: 0, width: 1024, height: 1024 },
        width: 1024,
        height: 1024,
        type: 'image/webp',
        quality: 0.9,
      },
    ]);
    expect(await blob.text()).toBe('pass2');
    expect(blob.type).toBe('image/webp');
  });
});
