/**
 * Numbers in range before anything reaches the schema or the database: JSON such as `1e309` parses to Infinity and
 * integers past 2^53 lose their value silently; neither may be stored (the DynamoDB client throws on Infinity).
 * Every number in a record (top level and in lists) must be finite and within ±Number.MAX_SAFE_INTEGER, and the
 * network identifiers must be unsigned 32-bit integers (a Neo N3 network magic is a uint32, NEO.md; Neo X chain ids
 * fit too). The schema's own bounds (order, decimals, dimensions) apply afterwards.
 */
import { fieldError } from '../validation.ts';
import type { Locale } from '../../lib/i18n.ts';

/** Fields holding a network magic / chain id: integers in [0, 2^32 − 1]. */
export const NETWORK_ID_FIELDS: ReadonlySet<string> = new Set(['networkIdentifier', 'testnetIdentifier']);
const UINT32_MAX = 4_294_967_295;

/** Throw 400 `{ fields: { <field>: message } }` in `locale` for the first number of `record` out of range. */
export function checkNumbers(record: Record<string, unknown>, locale: Locale): void {
  for (const [field, value] of Object.entries(record)) {
    for (const n of (Array.isArray(value) ? value : [value]).filter((x): x is number => typeof x === 'number')) {
      if (!Number.isFinite(n)) fieldError(field, 'validation.numeric', locale);
      if (n > Number.MAX_SAFE_INTEGER) fieldError(field, 'validation.max_value', locale, Number.MAX_SAFE_INTEGER);
      if (n < -Number.MAX_SAFE_INTEGER) fieldError(field, 'validation.min_value', locale, -Number.MAX_SAFE_INTEGER);
      if (NETWORK_ID_FIELDS.has(field)) {
        if (!Number.isInteger(n)) fieldError(field, 'validation.integer', locale);
        if (n < 0) fieldError(field, 'validation.min_value', locale, 0);
        if (n > UINT32_MAX) fieldError(field, 'validation.max_value', locale, UINT32_MAX);
      }
    }
  }
}
