/**
 * dynalite in a worker thread of its own (started by embedded.ts `startDynalite`): the local DynamoDB stand-in
 * answers on another core than the API that calls it, as DynamoDB does in production, instead of taking turns with
 * the API on one event loop. No browser page talks to the database: a request with any `Origin` (preflights
 * included) or a non-loopback `Host` is refused with 403 before dynalite sees it (local-origin.ts). Input (`workerData`): `{ path?: string; port: number }`; posts `{ port }` once listening
 * or `{ error }`; on the message `'close'` closes the server and its database (dynalite closes the LevelDB files with
 * the server, so the same path can be opened again) and posts `'closed'`.
 */
import type { AddressInfo } from 'node:net';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';
import dynalite from 'dynalite';
import { localRequestRefusal, refuseLocalRequest } from './local-origin.ts';

const { path, port } = workerData as { path?: string; port: number };
const server: Server = dynalite({ path, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
// dynalite answers every origin (CORS `*`) and checks no signature: its handler runs only after the check.
const answer = server.listeners('request') as ((...args: unknown[]) => void)[];
server.removeAllListeners('request');
server.on('request', (req: IncomingMessage, res: ServerResponse) => {
  const refusal = localRequestRefusal(req.headers, []);
  if (refusal) return refuseLocalRequest(res, refusal);
  for (const handler of answer) handler.call(server, req, res);
});
server.once('error', (error: Error) => parentPort!.postMessage({ error: error.message }));
server.listen(port, '127.0.0.1', () => parentPort!.postMessage({ port: (server.address() as AddressInfo).port }));
parentPort!.on('message', (message) => {
  if (message !== 'close') return;
  server.closeAllConnections();
  server.close(() => {
    parentPort!.postMessage('closed');
    parentPort!.close();
  });
});
