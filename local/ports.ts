/**
 * A free TCP port on loopback for a server that will listen on it later (the local stack, the bench, the tests).
 *
 * Not `listen(0)`: the OS answers that from its ephemeral range, which is also where every outgoing connection of
 * the same machine takes its local port, so a port handed out, released, then listened on tens of seconds later
 * (the stack seeds and builds first) could meanwhile be held by a connection to dynalite or s3rver: EADDRINUSE.
 * The port is picked at random below the ephemeral range (`/proc/sys/net/ipv4/ip_local_port_range`, Linux; 32768
 * otherwise), where no connection takes one, probed by listening on it, and never handed out twice by one process.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** The lowest port below which this machine's outgoing connections never take a local port. */
function ephemeralLow(): number {
  try {
    const low = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    return Number.isInteger(low) && low > 1024 ? low : 32768;
  } catch {
    return 32768;
  }
}

const LOW = 10_000;
const given = new Set<number>();

/** Whether `port` can be listened on at 127.0.0.1 now (listens, then closes). */
const listenable = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer()
      .once('error', () => resolve(false))
      .listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/** The OS's pick (`listen(0)`), for a machine whose ephemeral range leaves no room below it. */
const osPort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number };
        server.close(() => resolve(port));
      });
  });

/** A port between 10000 and the ephemeral range's start that is free now and not yet handed out by this process. */
export async function freePort(): Promise<number> {
  const high = ephemeralLow();
  for (let attempt = 0; high - LOW > 100 && attempt < 50; attempt++) {
    const port = LOW + Math.floor(Math.random() * (high - LOW));
    if (given.has(port) || !(await listenable(port))) continue;
    given.add(port);
    return port;
  }
  return osPort();
}
