/**
 * Links in the catalogue reach pages only as absolute http(s) URLs. The API refuses anything else on save, but a
 * table restored from a backup or edited by hand may still hold a `javascript:` or `data:` link: instead of failing
 * the whole build, such a link is dropped from its record (or, where the field is required, the record is left
 * out), and each removal is reported. Every other mismatch with the snapshot schema still fails the build.
 */
import * as v from 'valibot';

/** One removal: the dot path of the link (or of the record left out) and the refused value. */
export interface DroppedLink {
  path: string;
  value: unknown;
  record: boolean;
}

const isUrlIssue = (issue: v.BaseIssue<unknown>) => issue.message === 'validation.url';

/** Remove `path` from `root` (the last key of an object, or an array element). */
function removeAt(root: unknown, path: (string | number)[]): void {
  const parent = path
    .slice(0, -1)
    .reduce<unknown>((node, key) => (node as Record<string | number, unknown>)?.[key], root);
  const last = path.at(-1)!;
  if (Array.isArray(parent)) parent.splice(Number(last), 1);
  else if (parent && typeof parent === 'object') delete (parent as Record<string | number, unknown>)[last];
}

/**
 * Parse `json` with `schema`, dropping refused links as described above. `json` is modified in place.
 * Answers the valibot result of the final parse and what was dropped.
 */
export function parseWithSafeLinks<S extends v.GenericSchema>(
  schema: S,
  json: unknown,
): { result: v.SafeParseResult<S>; dropped: DroppedLink[] } {
  const dropped: DroppedLink[] = [];
  const removed = new Map<string, unknown>();
  for (let round = 0; ; round++) {
    const result = v.safeParse(schema, json);
    if (result.success || round > 20) return { result, dropped };
    const issues = result.issues.map((issue) => ({
      issue,
      path: (issue.path ?? []).map((p) => p.key as string | number),
    }));
    // A refused link, or the gap a removed required link left behind; anything else fails as before.
    if (!issues.every(({ issue, path }) => isUrlIssue(issue) || removed.has(path.join('.'))))
      return { result, dropped };
    // Deepest paths and last array elements first, so a removal does not shift the paths still to handle.
    issues.sort((a, b) => b.path.join('.').localeCompare(a.path.join('.'), undefined, { numeric: true }));
    for (const { issue, path } of issues) {
      const key = path.join('.');
      if (removed.has(key)) {
        const recordPath = path.slice(0, path.findLastIndex((k) => typeof k === 'number') + 1);
        if (!recordPath.length) return { result, dropped };
        removeAt(json, recordPath);
        dropped.push({ path: recordPath.join('.'), value: removed.get(key), record: true });
      } else {
        removeAt(json, path);
        removed.set(key, issue.input);
        dropped.push({ path: key, value: issue.input, record: false });
      }
    }
  }
}

/** Parse with refused links dropped, each removal told to `warn` (prefixed with `where`, e.g. the snapshot file). */
export function parseSnapshot<S extends v.GenericSchema>(
  schema: S,
  json: unknown,
  where: string,
  warn: (line: string) => void = console.warn,
): v.SafeParseResult<S> {
  const { result, dropped } = parseWithSafeLinks(schema, json);
  for (const d of dropped) {
    warn(
      `${where}: ${d.record ? 'left out the record' : 'dropped the link'} ${d.path} (${JSON.stringify(d.value)}): only http(s) links are published.`,
    );
  }
  return result;
}

/**
 * Like `v.parse(schema, json)`, with refused links dropped first (see parseSnapshot). Throws valibot's ValiError for
 * any other mismatch. Used by the API when it answers a snapshot.
 */
export function parsePublished<S extends v.GenericSchema>(
  schema: S,
  json: unknown,
  warn?: (line: string) => void,
): v.InferOutput<S> {
  const result = parseSnapshot(schema, json, 'Published snapshot', warn);
  if (!result.success) throw new v.ValiError(result.issues);
  return result.output;
}
