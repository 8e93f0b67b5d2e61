/** How a list cell shows a value: booleans as ✓/—, relation ids as the related titles, UTC timestamps, short texts. */

export interface CellText {
  text: string;
  /** Spoken instead of the symbol (✓ → "Yes"). */
  label?: string;
  /** Full text when `text` was shortened. */
  title?: string;
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z$/;
const MAX_CHARS = 80;

/** `2026-11-21T10:00:00.000Z` → `2026-11-21 10:00 UTC`. */
export const formatUtc = (iso: string): string => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/**
 * The text of a cell. `titles` maps related ids to titles (relation columns); `optionLabel` names picklist values;
 * `yesNo` gives the spoken words for ✓ and —.
 */
export function cellText(
  value: unknown,
  options: {
    titles?: Map<number, string> | undefined;
    optionLabel?: ((v: string) => string | undefined) | undefined;
    yesNo: [string, string];
  },
): CellText {
  if (value === undefined || value === null || value === '') return { text: '—' };
  if (typeof value === 'boolean')
    return { text: value ? '✓' : '—', label: value ? options.yesNo[0] : options.yesNo[1] };
  if (options.titles && (typeof value === 'number' || Array.isArray(value))) {
    const ids = Array.isArray(value) ? value : [value];
    if (!ids.length) return { text: '—' };
    return shorten(ids.map((id) => options.titles!.get(Number(id)) ?? `#${String(id)}`).join(', '));
  }
  if (Array.isArray(value)) return value.length ? shorten(value.map(String).join(', ')) : { text: '—' };
  if (typeof value === 'object') return shorten(JSON.stringify(value));
  const text = String(value);
  const named = options.optionLabel?.(text);
  if (named) return { text: named };
  if (ISO.test(text)) return { text: formatUtc(text) };
  return shorten(text);
}

function shorten(text: string): CellText {
  return text.length > MAX_CHARS ? { text: `${text.slice(0, MAX_CHARS - 1)}…`, title: text } : { text };
}
