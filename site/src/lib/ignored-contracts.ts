/** The localStorage key that holds the visitor's ignored contract ids (a JSON array of idContractPk). */
export const IGNORED_CONTRACTS_KEY = 'ignoredContracts';

/** The contracts page filter (SPEC §2): show all, hide ignored, only ignored. */
export const IGNORED_MODES = ['all', 'hide', 'only'] as const;
export type IgnoredMode = (typeof IGNORED_MODES)[number];

/** Reads the `ignored` query value; anything unknown is `'all'`. */
export function parseIgnoredMode(value: string | null | undefined): IgnoredMode {
  return (IGNORED_MODES as readonly string[]).includes(value ?? '') ? (value as IgnoredMode) : 'all';
}

/** Parses the stored ids. Missing, malformed or non-numeric entries are dropped rather than failing. */
export function parseIgnored(raw: string | null | undefined): Set<number> {
  if (!raw) return new Set();
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return new Set();
    return new Set(value.filter((id): id is number => Number.isInteger(id)));
  } catch {
    return new Set();
  }
}

/** The stored form: ids ascending, as JSON. */
export function serializeIgnored(ids: ReadonlySet<number>): string {
  return JSON.stringify([...ids].sort((a, b) => a - b));
}

/** A new set with `id` ignored when it was not, restored when it was. */
export function toggleIgnored(ids: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(ids);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** Whether a contract row shows under `mode`. */
export function isContractShown(id: number, ignored: ReadonlySet<number>, mode: IgnoredMode): boolean {
  if (mode === 'hide') return !ignored.has(id);
  if (mode === 'only') return ignored.has(id);
  return true;
}
