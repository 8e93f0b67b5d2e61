import { readFile, stat } from 'node:fs/promises';
import { isAbsolute, join, resolve } from 'node:path';
import * as v from 'valibot';
import { CatalogueSnapshotSchema, type CatalogueSnapshot } from '../../../content-schema/snapshot.ts';
import { stripControl } from '../../../content-schema/fields.ts';
import { parseSnapshot } from '../../../content-schema/safe-links.ts';

/** The file name the API's snapshot job writes inside SNAPSHOT_DIR. */
export const SNAPSHOT_FILE_NAME = 'catalogue.json';

/** Raised when the catalogue snapshot is missing, unreadable, not JSON, or does not match the contract. */
export class SnapshotError extends Error {
  override name = 'SnapshotError';
}

/**
 * Where the catalogue snapshot lives: `$SNAPSHOT_DIR/catalogue.json` (SNAPSHOT_DIR made absolute against
 * `cwd`), or `<siteRoot>/.snapshots/catalogue.json` when SNAPSHOT_DIR is unset or empty.
 */
export function snapshotPath(
  env: { SNAPSHOT_DIR?: string | undefined },
  siteRoot: string,
  cwd = process.cwd(),
): string {
  const dir = env.SNAPSHOT_DIR?.trim();
  if (!dir) return join(siteRoot, '.snapshots', SNAPSHOT_FILE_NAME);
  return join(isAbsolute(dir) ? dir : resolve(cwd, dir), SNAPSHOT_FILE_NAME);
}

/**
 * The snapshots this process validated, by file and version (path, mtime, size): the content loader and the
 * integrations (redirects, sitemap) load this module separately, so the cache lives on `globalThis`.
 */
const validated = ((globalThis as Record<symbol, unknown>)[Symbol.for('neo-ecosystem:catalogue-snapshots')] ??=
  new Map()) as Map<string, Promise<CatalogueSnapshot>>;

/**
 * Reads and validates a catalogue snapshot file against `CatalogueSnapshotSchema`: the one validation of the
 * snapshot (the API that produces it does not validate it again). Validated once per file version and process.
 * Links that are not absolute http(s) URLs are dropped (safe-links.ts) with a warning each.
 * Throws a `SnapshotError` whose message names the file and, for contract mismatches, the first offending
 * paths (e.g. `dapps.3.slug: Invalid type: Expected string but received undefined`).
 */
export async function readCatalogueSnapshot(file: string): Promise<CatalogueSnapshot> {
  const version = await stat(file).then(
    (s) => `${file}|${s.mtimeMs}|${s.size}`,
    () => undefined,
  );
  if (!version) return parseCatalogueFile(file);
  let pending = validated.get(version);
  if (!pending) {
    pending = parseCatalogueFile(file);
    validated.set(version, pending);
    pending.catch(() => validated.delete(version));
  }
  return pending;
}

async function parseCatalogueFile(file: string): Promise<CatalogueSnapshot> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'the file does not exist' : `it could not be read (${code ?? String(error)})`;
    throw new SnapshotError(
      `Catalogue snapshot not found at ${file}: ${why}. Set SNAPSHOT_DIR to the directory that holds ${SNAPSHOT_FILE_NAME}.`,
    );
  }
  let json: unknown;
  try {
    // Control characters stored before validation refused them (security, third round, finding 4) are dropped, not
    // published; tab and line breaks stay for multi-line fields (a single-line one holding them fails below, by name).
    json = JSON.parse(text, (_key, value: unknown) => (typeof value === 'string' ? stripControl(value, true) : value));
  } catch (error) {
    throw new SnapshotError(`Catalogue snapshot ${file} is not valid JSON: ${(error as Error).message}`);
  }
  const result = parseSnapshot(CatalogueSnapshotSchema, json, file);
  if (!result.success) {
    const issues = result.issues.slice(0, 5).map((issue) => `  - ${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`);
    const more = result.issues.length > 5 ? `\n  … and ${result.issues.length - 5} more` : '';
    throw new SnapshotError(
      `Catalogue snapshot ${file} does not match CatalogueSnapshotSchema (content-schema/snapshot.ts):\n${issues.join('\n')}${more}`,
    );
  }
  return result.output;
}
