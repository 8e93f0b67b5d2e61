/**
 * CSV export of entity lists (papaparse), safe against formula injection: a cell that a spreadsheet would run as
 * a formula (starting with = + - @, tab or carriage return) is prefixed with an apostrophe. Control characters
 * other than tab and line breaks (stored before validation refused them) are dropped (`stripControl`).
 */
import Papa from 'papaparse';
import { stripControl } from '../../../content-schema/fields.ts';

const FORMULA = /^[=+\-@\t\r]/;

/** One CSV cell from any stored value: lists joined with "; ", objects as JSON. */
export function cell(value: unknown): string {
  const text = stripControl(
    value === undefined || value === null
      ? ''
      : Array.isArray(value)
        ? value.join('; ')
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value),
    true,
  );
  return FORMULA.test(text) ? `'${text}` : text;
}

/** CSV (RFC 4180, header row first) of `records` with `columns` in that order. */
export function toCsv(columns: readonly string[], records: Record<string, unknown>[]): string {
  return Papa.unparse(
    { fields: [...columns], data: records.map((r) => columns.map((c) => cell(r[c]))) },
    { newline: '\r\n' },
  );
}
