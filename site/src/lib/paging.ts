/** The search defaults of SPEC §5 / §9: page size 10. */
export const PAGE_SIZE = 10;

/** One page of a list: the clamped 1-based page, the page count and the [start, end) item range. */
export interface PageSlice {
  page: number;
  pageCount: number;
  start: number;
  end: number;
}

/**
 * Which items of `total` show on `page` (1-based) at `size` per page. A page past the end is clamped to the
 * last page; an empty list has one (empty) page.
 */
export function pageSlice(total: number, page: number, size = PAGE_SIZE): PageSlice {
  const pageCount = Math.max(1, Math.ceil(total / size));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const start = (current - 1) * size;
  return { page: current, pageCount, start, end: Math.min(total, start + size) };
}

/**
 * Page numbers for a pager: always the first and last page, `radius` pages around the current one, and
 * `null` where pages are skipped. `pageWindow(6, 12)` → `[1, null, 5, 6, 7, null, 12]`.
 */
export function pageWindow(page: number, pageCount: number, radius = 1): (number | null)[] {
  const out: (number | null)[] = [];
  for (let p = 1; p <= pageCount; p++) {
    if (p === 1 || p === pageCount || Math.abs(p - page) <= radius) out.push(p);
    else if (out[out.length - 1] !== null) out.push(null);
  }
  return out;
}
