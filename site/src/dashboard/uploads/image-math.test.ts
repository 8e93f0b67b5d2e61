import { describe, expect, it } from 'vitest';
import {
  acceptAttribute,
  aspectOf,
  cappedSize,
  isAllowedType,
  outputType,
  storedSize,
  tooSmall,
  withoutQuery,
} from './image-math.ts';

describe('image upload rules', () => {
  const allowed = ['image/png', 'image/jpeg', 'image/webp'];

  it('accepts only the allowed types', () => {
    expect(isAllowedType('image/png', allowed)).toBe(true);
    expect(isAllowedType('image/gif', allowed)).toBe(false);
    expect(isAllowedType('', allowed)).toBe(false);
    expect(acceptAttribute(allowed)).toBe('image/png,image/jpeg,image/webp');
  });

  it('sends webp when allowed, else another allowed type', () => {
    expect(outputType(allowed)).toBe('image/webp');
    expect(outputType(['image/png', 'image/jpeg'])).toBe('image/png');
    expect(outputType(['image/gif'])).toBe('image/gif');
  });

  it('caps the longest side without enlarging', () => {
    expect(cappedSize({ width: 3000, height: 1500 }, 1024)).toEqual({ width: 1024, height: 512 });
    expect(cappedSize({ width: 300, height: 300 }, 1024)).toEqual({ width: 300, height: 300 });
  });

  it('refuses crops under the minimum side', () => {
    expect(tooSmall({ width: 255, height: 400 }, 256)).toBe(true);
    expect(tooSmall({ width: 256, height: 256 }, 256)).toBe(false);
    expect(tooSmall({ width: 10, height: 10 }, undefined)).toBe(false);
  });

  it('strips the query of the stored URL and resolves the picture ratio', () => {
    expect(withoutQuery('http://localhost/uploads/a.webp?X-Amz=1')).toBe('http://localhost/uploads/a.webp');
    expect(aspectOf(0, { width: 400, height: 200 })).toBe(2);
    expect(aspectOf(1, { width: 400, height: 200 })).toBe(1);
  });
});

describe('stored size', () => {
  it('is the exact side a rule fixes, else the capped crop', () => {
    expect(storedSize({ width: 500, height: 300 }, 1024, 80)).toEqual({ width: 80, height: 80 });
    expect(storedSize({ width: 3000, height: 1500 }, 1024)).toEqual({ width: 1024, height: 512 });
  });
});
