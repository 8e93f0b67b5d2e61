/** Test helper: an in-memory dynalite on a free port with the table created, the server modules pointed at it. */
import { randomBytes } from 'node:crypto';
import { startDynalite } from '../../local/stack/embedded.ts';
import { useEmbeddedEndpoints } from '../../local/stack/stack.ts';
import { ensureTable } from '../../functions/adapters/data/table.ts';

/** Start a fresh database for one test file; call the answered `close` in afterAll. */
export async function startTestDatabase(): Promise<{ url: string; close(): Promise<void> }> {
  process.env.JWT_SECRET ??= randomBytes(32).toString('hex');
  process.env.SIGN_IN_DELAY_MS ??= '0';
  const db = await startDynalite();
  useEmbeddedEndpoints(db.url);
  await ensureTable();
  return db;
}
