import { describe, expect, it } from 'vitest';
import type { PublicBanner } from '../../../../content-schema/snapshot.ts';
import { bannersFor, inSection, isVisibleAt } from './banner-rules.ts';

const at = (iso: string) => Date.parse(iso);
const banner = (id: number, overrides: Partial<PublicBanner> = {}): PublicBanner => ({
  idBannerPk: id,
  title: `Banner ${id}`,
  imageUrl: 'https://example.org/b.png',
  action: 1,
  order: id,
  tags: [],
  visibleStartDatetime: '2026-01-01T00:00:00.000Z',
  visibleEndDatetime: '2026-02-01T00:00:00.000Z',
  websiteSection: 1,
  ...overrides,
});

describe('banner rules', () => {
  it('places Home banners on home, Wallet on wallet, Home and Wallet on both', () => {
    expect(inSection({ websiteSection: 1 }, 'home')).toBe(true);
    expect(inSection({ websiteSection: 1 }, 'wallet')).toBe(false);
    expect(inSection({ websiteSection: 2 }, 'wallet')).toBe(true);
    expect(inSection({ websiteSection: 2 }, 'home')).toBe(false);
    expect(inSection({ websiteSection: 3 }, 'home')).toBe(true);
    expect(inSection({ websiteSection: 3 }, 'wallet')).toBe(true);
  });

  it('shows a banner from its start (included) to its end (excluded), in UTC', () => {
    const b = banner(1, {
      visibleStartDatetime: '2026-01-01T12:00:00+02:00',
      visibleEndDatetime: '2026-01-02T00:00:00Z',
    });
    expect(isVisibleAt(b, at('2026-01-01T09:59:59Z'))).toBe(false);
    expect(isVisibleAt(b, at('2026-01-01T10:00:00Z'))).toBe(true);
    expect(isVisibleAt(b, at('2026-01-01T23:59:59Z'))).toBe(true);
    expect(isVisibleAt(b, at('2026-01-02T00:00:00Z'))).toBe(false);
  });

  it('keeps a section’s unexpired banners in order, marking the ones not started yet', () => {
    const list = bannersFor(
      [
        banner(1, { order: 3 }),
        banner(2, { order: 1, websiteSection: 3 }),
        banner(3, { order: 2, visibleStartDatetime: '2026-01-20T00:00:00Z' }),
        banner(4, { order: 0, visibleEndDatetime: '2026-01-10T00:00:00Z' }),
        banner(5, { order: 0, websiteSection: 2 }),
      ],
      'home',
      at('2026-01-15T00:00:00Z'),
    );
    expect(list.map((b) => [b.idBannerPk, b.visible])).toEqual([
      [2, true],
      [3, false],
      [1, true],
    ]);
  });
});
