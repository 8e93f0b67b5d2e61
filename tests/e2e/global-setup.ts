/** Starts the whole local stack once for the browser tests (fresh data directory, free ports) and stops it after. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startStack, type Stack } from '../../local/stack/stack.ts';
import { freePort } from '../../local/ports.ts';

export const ADMIN = { email: 'e2e-admin@example.org', password: 'E2e-Admin-Pass-2026' };

let stack: Stack | undefined;
let dataDir: string | undefined;

export async function setup(project: TestProject) {
  dataDir = await mkdtemp(join(tmpdir(), 'neo-e2e-'));
  stack = await startStack({
    dataDir,
    sitePort: await freePort(),
    apiPort: await freePort(),
    adminEmail: ADMIN.email,
    adminPassword: ADMIN.password,
  });
  project.provide('siteUrl', stack.siteUrl.replace(/\/$/, ''));
  project.provide('dataDir', dataDir);
  project.provide('inboxUrl', stack.inboxUrl);
}

export async function teardown() {
  await stack?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
    dataDir: string;
    inboxUrl: string;
  }
}
