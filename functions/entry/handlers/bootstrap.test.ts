/**
 * The bootstrap function as deployed: bundled with the deployment's settings, with `data/catalogue` copied next
 * to it as infra/bootstrap.ts does (`copyFiles`), invoked against dynalite.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';
import { bundleLambda, ROOT } from '../../../infra/bundle.ts';
import { startTestDatabase } from '../../../tests/support/database.ts';
import { startS3rver, type Running } from '../../../local/stack/embedded.ts';

type Answer = {
  seeded: Record<string, number> | string;
  admin: { email: string; password: string; generated: boolean } | string;
};
const outDir = join(ROOT, 'dist', `lambda-bootstrap-test-${process.pid}`);
let db: Awaited<ReturnType<typeof startTestDatabase>>;
let s3: Running;
let handler: (event: unknown, context: Context) => Promise<Answer>;

beforeAll(async () => {
  db = await startTestDatabase();
  // The catalogue's logos go to the uploads bucket (S3; here s3rver).
  s3 = await startS3rver(await mkdtemp(join(tmpdir(), 'bootstrap-s3-')), ['neo-ecosystem-uploads']);
  process.env.S3_ENDPOINT = s3.url;
  const built = await bundleLambda('bootstrap', outDir);
  await cp(join(ROOT, 'data/catalogue'), join(outDir, 'data/catalogue'), { recursive: true });
  ({ handler } = await import(pathToFileURL(built.file).href));
}, 60_000);
afterAll(async () => {
  await s3?.close();
  await db?.close();
  await rm(outDir, { recursive: true, force: true });
});

describe('bootstrap (bundled)', () => {
  it('imports the catalogue and creates the first administrator once; the password is only in the answer', async () => {
    const lines: string[] = [];
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation((c) => {
      lines.push(String(c));
      return true;
    });
    let first: Answer;
    try {
      first = await handler({ email: 'Owner@Example.org' }, { awsRequestId: 'boot-1' } as Context);
    } finally {
      spy.mockRestore();
    }
    expect(first.seeded).toMatchObject({ dapp: expect.any(Number) });
    expect((first.seeded as Record<string, number>).dapp).toBeGreaterThan(100);
    expect(lines.join('')).toMatch(/logosAttached=2\d\d\b/);
    const admin = first.admin as { email: string; password: string; generated: boolean };
    expect(admin).toMatchObject({ email: 'owner@example.org', generated: true });
    expect(admin.password.length).toBeGreaterThanOrEqual(12);
    expect(lines.join('')).not.toContain(admin.password);

    process.env.LOG_LEVEL = 'silent';
    const second = await handler({ email: 'someone@example.org' }, { awsRequestId: 'boot-2' } as Context);
    expect(second).toEqual({ seeded: 'already seeded', admin: 'an administrator exists already' });
  }, 90_000);
});
