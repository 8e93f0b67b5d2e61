import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import * as v from 'valibot';
import { parseSnapshot } from '../../../content-schema/safe-links.ts';
import { LiveSnapshotSchema, type LiveSnapshot } from '../../../content-schema/live-snapshot.ts';
import { SnapshotError } from './snapshot-file.ts';

/** The file name of the live-data snapshot, next to `catalogue.json` in SNAPSHOT_DIR. */
export const LIVE_FILE_NAME = 'live.json';

/** Where the live snapshot lives: beside the catalogue snapshot (`catalogueFile`). */
export const livePath = (catalogueFile: string): string => join(dirname(catalogueFile), LIVE_FILE_NAME);

/**
 * Reads and validates the live-data snapshot (`LiveSnapshotSchema`). Throws a `SnapshotError` naming the file and
 * the first offending paths, like the catalogue snapshot.
 */
export async function readLiveSnapshot(file: string): Promise<LiveSnapshot> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new SnapshotError(
      `Live snapshot not found at ${file} (${(error as NodeJS.ErrnoException).code ?? String(error)}). The build needs ${LIVE_FILE_NAME} beside catalogue.json (GET /client/snapshot/live).`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new SnapshotError(`Live snapshot ${file} is not valid JSON: ${(error as Error).message}`);
  }
  const result = parseSnapshot(LiveSnapshotSchema, json, file);
  if (!result.success) {
    const issues = result.issues.slice(0, 5).map((issue) => `  - ${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`);
    throw new SnapshotError(
      `Live snapshot ${file} does not match LiveSnapshotSchema (content-schema/live-snapshot.ts):\n${issues.join('\n')}`,
    );
  }
  return result.output;
}
