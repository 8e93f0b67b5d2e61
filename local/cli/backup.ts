/**
 * `npm run export-data [-- file]` writes the whole table to a versioned JSON file (default
 * `backups/table-<timestamp>.json`); `npm run import-data -- file` restores one. Both use the running stack's
 * database, or start one on DATA_DIR (or DYNAMODB_ENDPOINT, e.g. AWS).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { withDatabase } from '../stack/database.ts';
import { ensureTable } from '../../functions/adapters/data/table.ts';
import { exportTable, importTable } from '../../functions/domain/backup/backup.ts';

const [command, fileArg] = process.argv.slice(2);
const dataDir = process.env.DATA_DIR ?? '.data';

if (command === 'export') {
  const file = resolve(fileArg ?? `backups/table-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  const backup = await withDatabase(dataDir, exportTable);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(backup, null, 1));
  console.log(`Exported ${backup.count} items of ${backup.table} to ${file}`);
} else if (command === 'import' && fileArg) {
  const backup = JSON.parse(await readFile(resolve(fileArg), 'utf8'));
  const count = await withDatabase(dataDir, async () => {
    await ensureTable();
    return importTable(backup);
  });
  console.log(`Imported ${count} items from ${fileArg}`);
} else {
  console.error('Usage: npm run export-data [-- file] | npm run import-data -- file');
  process.exit(1);
}
