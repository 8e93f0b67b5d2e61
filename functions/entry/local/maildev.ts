/**
 * The local mail server of the embedded default: maildev (SMTP + web inbox) in a child process on loopback.
 * Its inbox API (`GET /email`) lets tests read what the product sent.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '../../domain/rebuild/site-build.ts';
import type { Running } from './embedded.ts';
import { freePort } from '../../../chain/ports.ts';

export interface Maildev extends Running {
  smtpUrl: string;
  inboxUrl: string;
}

/**
 * Whether the maildev whose inbox is at `inboxUrl` answers within `ms` and is the one with SMTP on `smtpPort` (its
 * `/config`): a port probed free may have been taken by another process since, whose server must not pass for ours.
 */
async function answers(inboxUrl: string, smtpPort: number, ms: number): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end;) {
    try {
      const res = await fetch(`${inboxUrl}/config`, { signal: AbortSignal.timeout(500) });
      if (res.ok) return Number(((await res.json()) as { smtpPort?: number | string }).smtpPort) === smtpPort;
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
  if (!(await Promise.race([answers(inboxUrl, smtpPort, 15_000), exited])) || child.exitCode !== null) {
    child.kill();
    throw new Error(`maildev did not start on ${smtpPort}/${webPort}: ${stderr.trim().slice(-500)}`);
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

/**
 * maildev on two free ports (tests: several files start one at once). A port probed free can be taken before maildev
 * listens on it; then it tries again on new ports, `attempts` times in all.
 */
export async function startMaildevOnFreePorts(attempts = 3): Promise<Maildev> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startMaildev(await freePort(), await freePort());
    } catch (error) {
      if (attempt >= attempts) throw error;
    }
  }
}
