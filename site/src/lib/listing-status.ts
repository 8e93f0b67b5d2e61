/**
 * The status of wallets, explorers and exchanges on their pages (issue 32): a discontinued service is hidden from
 * the default list and shown, with since when and its source, once the visitor asks for it. The choice lives in
 * the URL (`?discontinued=show`), beside the page's other filters, so a list with them is shareable.
 */
import { formatDateUtc } from './format.ts';

/** The URL parameter that shows discontinued services (`?discontinued=show`). */
export const DISCONTINUED_PARAM = 'discontinued';

/** Whether the query string (`?a=b…` or its params) asks for discontinued services. */
export function showsDiscontinued(search: string | URLSearchParams): boolean {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return params.get(DISCONTINUED_PARAM) === 'show';
}

/** The query string `search` with discontinued services shown or not, its other parameters kept (`''` when none). */
export function withDiscontinued(search: string, show: boolean): string {
  const params = new URLSearchParams(search);
  if (show) params.set(DISCONTINUED_PARAM, 'show');
  else params.delete(DISCONTINUED_PARAM);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Whether a record with `status` is in the list as shown (`show`: discontinued ones asked for). */
export const isListed = (status: string | undefined, show: boolean): boolean => show || status !== 'discontinued';

/**
 * Since when a service is discontinued, as precise as its source (`2023`, `2023-12`, `2023-12-04`, UTC), in the
 * page's language: `{ key: 'in', date: '2023' }`, `{ key: 'in', date: 'December 2023' }` (pt-BR `dezembro de 2023`),
 * `{ key: 'on', date: '12/04/2023' }` (SPEC §9 date, pt-BR `04/12/2023`); `{ key: 'unknown' }` when no date is
 * known (or it does not parse).
 */
export function discontinuedSince(
  since: string | undefined,
  locale = 'en-US',
): { key: 'in' | 'on'; date: string } | { key: 'unknown' } {
  const match = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(since?.trim() ?? '');
  if (!match) return { key: 'unknown' };
  const [, year, month, day] = match;
  if (day) {
    const date = formatDateUtc(`${year}-${month}-${day}T00:00:00Z`, locale);
    return date ? { key: 'on', date } : { key: 'unknown' };
  }
  if (month) {
    const time = Date.UTC(Number(year), Number(month) - 1, 1);
    const date = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(time);
    return { key: 'in', date };
  }
  return { key: 'in', date: year! };
}
