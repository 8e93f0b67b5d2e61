/**
 * The two message helpers the API (functions/lib/i18n.ts) and the back-office (site/src/dashboard/i18n.ts) share:
 * SPEC §5's positional placeholders and the fallback label of a field without a translation. Imports nothing.
 */

/** Fill SPEC §5's positional placeholders: `positional('The {0} field', ['email'])` → `'The email field'`. */
export const positional = (template: string, args: readonly (string | number)[]): string =>
  template.replace(/\{(\d+)\}/g, (_, i: string) => String(args[Number(i)] ?? ''));

/**
 * The words of a field's name, the label of a field without a translation: `idDappFk` → `'dapp'`, `websiteUrl` →
 * `'website url'`; `{ capitalized: true }` starts it with a capital (`'Website url'`, the back-office's labels).
 */
export function humanize(field: string, { capitalized = false } = {}): string {
  const words = field
    .replace(/^id(?=[A-Z])/, '')
    .replace(/(Pk|Fk)$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return capitalized ? words.charAt(0).toUpperCase() + words.slice(1) : words;
}
