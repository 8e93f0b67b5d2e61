/**
 * The local mail server of the embedded default: maildev (SMTP + web inbox) in a child process on loopback.
 * Its inbox API (`GET /email`) lets tests read what the product sent. maildev's own web server answers every origin
 * (CORS `*`, and socket.io pushes each new mail to any page that connects), so it listens on a unix socket in a
 * private directory, which no web page can reach, and the inbox port is a front in this process that passes on only
 * requests with no `Origin` or the inbox's own (local-origin.ts), drops maildev's CORS headers and carries the
 * inbox page's WebSocket.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, request, type IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../../functions/domain/rebuild/site-build.ts';
import type { Running } from './embedded.ts';
import { freePort } from '../ports.ts';
import { localRequestRefusal, loopbackOrigins, refuseLocalRequest } from './local-origin.ts';

export interface Maildev extends Running {
  smtpUrl: string;
  inboxUrl: string;
}

/** `GET path` on the unix socket `socketPath`: the status and body, or undefined when nothing answers. */
const askSocket = (socketPath: string, path: string) =>
  new Promise<{ status: number; body: string } | undefined>((resolve) => {
    const req = request({ socketPath, path, timeout: 500 }, (res: IncomingMessage) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(undefined));
    req.end();
  });

/** Whether maildev answers its `/config` on `socketPath` within `ms`, with SMTP on `smtpPort`. */
async function answers(socketPath: string, smtpPort: number, ms: number): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end;) {
    const res = await askSocket(socketPath, '/config');
    if (res?.status === 200)
      return Number((JSON.parse(res.body) as { smtpPort?: number | string }).smtpPort) === smtpPort;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

/** The inbox front on `webPort`: checked requests and WebSocket upgrades go on to maildev's socket. */
function inboxFront(socketPath: string, webPort: number) {
  const own = loopbackOrigins(webPort);
  const front = createServer((req, res) => {
    const refusal = localRequestRefusal(req.headers, own);
    if (refusal) return refuseLocalRequest(res, refusal);
    const upstream = request({ socketPath, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      const headers = { ...answer.headers };
      for (const name of Object.keys(headers)) if (name.startsWith('access-control-')) delete headers[name];
      res.writeHead(answer.statusCode ?? 502, headers);
      answer.pipe(res);
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  front.on('upgrade', (req: IncomingMessage, socket, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    if (localRequestRefusal(req.headers, own)) return socket.end('HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\n\r\n');
    const inner = connect(socketPath, () => {
      const lines = [];
      for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      inner.write(`${req.method} ${req.url} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`);
      if (head.length) inner.write(head);
      inner.pipe(socket).pipe(inner);
    });
    inner.on('error', () => socket.destroy());
    socket.on('close', () => inner.destroy());
  });
  return front;
}

/**
 * Start maildev with SMTP on `smtpPort` and the inbox on `webPort` (127.0.0.1); resolves when the inbox answers.
 * Rejects when maildev does not start or `webPort` is taken.
 */
export async function startMaildev(smtpPort: number, webPort: number): Promise<Maildev> {
  const dir = await mkdtemp(join(tmpdir(), 'neo-maildev-')); // mode 0700: only this user reaches the socket
  const socketPath = join(dir, 'web.sock');
  const child = spawn(
    process.execPath,
    [
      join(ROOT, 'node_modules/maildev/bin/maildev'),
      '--smtp',
      String(smtpPort),
      '--web',
      socketPath, // maildev hands it to server.listen(), which takes a path for a unix socket
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
  const stopChild = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  const exited = new Promise<boolean>((r) => child.once('exit', () => r(false)));
  const front = inboxFront(socketPath, webPort);
  try {
    if (!(await Promise.race([answers(socketPath, smtpPort, 15_000), exited])) || child.exitCode !== null)
      throw new Error(stderr.trim().slice(-500) || 'no answer');
    await new Promise<void>((resolve, reject) =>
      front.once('error', reject).listen(webPort, '127.0.0.1', () => resolve()),
    );
  } catch (error) {
    await stopChild();
    await rm(dir, { recursive: true, force: true });
    throw new Error(`maildev did not start on ${smtpPort}/${webPort}: ${(error as Error).message}`);
  }
  const inboxUrl = `http://127.0.0.1:${webPort}`;
  return {
    url: inboxUrl,
    port: webPort,
    inboxUrl,
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    close: async () => {
      front.closeAllConnections();
      await new Promise<void>((resolve) => front.close(() => resolve()));
      await stopChild();
      await rm(dir, { recursive: true, force: true });
    },
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
