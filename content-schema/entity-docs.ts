/**
 * The README's table of entities, written from the registry (`npm run docs:entities`), so the README names the
 * entities the API serves and the back-office shows, in the registry's order, and cannot drift from it
 * (`entity-docs.test.ts` fails when they disagree). Not imported by anything that ships.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { ENTITY_LIST, type EntityDefinition } from './registry.ts';

/** The project's README. */
export const README_PATH = join(import.meta.dirname, '../README.md');
const START = '<!-- entities:start (written by `npm run docs:entities` from content-schema/registry.ts) -->';
const END = '<!-- entities:end -->';

const BACK_OFFICE: Record<EntityDefinition['backOffice'], string> = {
  crud: 'list, new, edit',
  screen: 'its own screen',
  none: '— (written by a job)',
};

const row = (def: EntityDefinition) =>
  `| \`${def.name}\` | ${def.idFields.map((f) => `\`${f}\``).join(' + ')}${def.autoId ? ' (counter)' : ''} | ${
    BACK_OFFICE[def.backOffice]
  } | ${def.publicRead ? 'yes' : 'no'} |`;

/** The entity table (markdown, formatted as Prettier formats the README), one row per registry entry in its order. */
export async function entityTable(): Promise<string> {
  const table = [
    '| entity | key | back-office screens | public read |',
    '| --- | --- | --- | --- |',
    ...ENTITY_LIST.map(row),
  ].join('\n');
  const options = (await resolveConfig(README_PATH)) ?? {};
  return (await format(table, { ...options, parser: 'markdown' })).trimEnd();
}

/** `readme` with the text between its entity markers replaced by `table`; throws when a marker is missing. */
export function withEntityTable(readme: string, table: string): string {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`README.md lacks the markers ${START} … ${END}`);
  return `${readme.slice(0, start + START.length)}\n\n${table}\n\n${readme.slice(end)}`;
}

/** The README as it is on disk and as the registry says it should be. */
export async function readmeStates(): Promise<{ actual: string; expected: string }> {
  const actual = await readFile(README_PATH, 'utf8');
  return { actual, expected: withEntityTable(actual, await entityTable()) };
}

if (import.meta.main) {
  const { actual, expected } = await readmeStates();
  if (actual !== expected) await writeFile(README_PATH, expected);
  console.log(actual === expected ? 'README.md entity table is up to date' : 'README.md entity table written');
}
