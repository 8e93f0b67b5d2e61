/**
 * Whole-table backups as versioned JSON (what an operator uses besides point-in-time recovery): every item of
 * the table — records, counters, meta — exactly as stored, so a restore into an empty table loses nothing.
 */
import { BatchWriteCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../adapters/data/client.ts';
import { bumpAllRevisions, guard } from '../../adapters/data/store.ts';

export const BACKUP_FORMAT = 'neo-ecosystem-table';
export const BACKUP_VERSION = 1;

export interface Backup {
  format: typeof BACKUP_FORMAT;
  version: number;
  /** Table the items came from and when (UTC ISO-8601). */
  table: string;
  exportedAt: string;
  count: number;
  items: Record<string, unknown>[];
}

/** Read every item of the table (all scan pages). */
export async function exportTable(): Promise<Backup> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await guard(() =>
      documentClient().send(new ScanCommand({ TableName: tableName(), ExclusiveStartKey: start })),
    );
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  items.sort((a, b) => `${a.pk}|${a.sk}`.localeCompare(`${b.pk}|${b.sk}`));
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    table: tableName(),
    exportedAt: new Date().toISOString(),
    count: items.length,
    items,
  };
}

/**
 * Write a backup's items into the table (existing items with the same keys are replaced). Throws on a file that
 * is not a backup of this format or of a newer version than this code reads.
 */
export async function importTable(backup: unknown): Promise<number> {
  const b = backup as Partial<Backup>;
  if (b?.format !== BACKUP_FORMAT || !Array.isArray(b.items)) throw new Error(`Not a ${BACKUP_FORMAT} backup`);
  if ((b.version ?? 0) > BACKUP_VERSION)
    throw new Error(`Backup version ${b.version} is newer than this code reads (${BACKUP_VERSION})`);
  if (b.items.some((i) => typeof i.pk !== 'string' || typeof i.sk !== 'string'))
    throw new Error('Every item needs string pk and sk');
  for (let i = 0; i < b.items.length; i += 25) {
    let pending: Record<string, unknown>[] = b.items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
    for (let attempt = 0; pending.length && attempt < 8; attempt++) {
      const res = await guard(() =>
        documentClient().send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending as never } })),
      );
      pending = (res.UnprocessedItems?.[tableName()] ?? []) as never;
      if (pending.length) await new Promise((r) => setTimeout(r, 50 * 2 ** attempt));
    }
    if (pending.length) throw new Error('DynamoDB kept some items unprocessed; run the import again');
  }
  await bumpAllRevisions();
  return b.items.length;
}
