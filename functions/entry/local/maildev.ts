/**
 * The local mail server of the embedded default: maildev (SMTP + web inbox) in a child process on loopback.
 * Its inbox API (`GET /email`) lets tests read what the product sent.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '../../domain/rebuild/site-build.ts';
import type { Running } from './embedded.ts';

export interface Maildev extends Running {
  smtpUrl: string;
  inboxUrl: string;
}

async function waitFor(url: string, ms: number): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end;) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(500) })).ok) return true;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

/** Start maildev with SMTP on `smtpPort` and the inbox on `webPort`; resolves when the inbox answers. */
export async function startMaildev(smtpPort: number, webPort: number): Promise<Maildev> {
  const child = spawn(
    process.execPath,
    [
      join(ROOT, 'node_modules/maildev/bin/maildev'),
      '--smtp',
      String(smtpPort),
      '--web',
      String(webPort),
      '--ip',
      '127.0.0.1',
      '--silent',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => {
    stderr += d.toString();
  });
  const inboxUrl = `http://127.0.0.1:${webPort}`;
  const exited = new Promise<boolean>((r) => child.once('exit', () => r(false)));
  if (!(await Promise.race([waitFor(`${inboxUrl}/email`, 15_000), exited]))) {
    child.kill();
    throw new Error(`maildev did not start: ${stderr.trim().slice(-500)}`);
  }
  return {
    url: inboxUrl,
    port: webPort,
    inboxUrl,
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
