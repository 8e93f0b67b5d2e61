/** A free TCP port on loopback (asked from the OS, then released). */
import { createServer } from 'node:net';

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number };
        server.close(() => resolve(port));
      });
  });
