/**
 * dynalite in a worker thread of its own (started by embedded.ts `startDynalite`): the local DynamoDB stand-in
 * answers on another core than the API that calls it, as DynamoDB does in production, instead of taking turns with
 * the API on one event loop. Input (`workerData`): `{ path?: string; port: number }`; posts `{ port }` once listening
 * or `{ error }`; on the message `'close'` closes the server and its database (dynalite closes the LevelDB files with
 * the server, so the same path can be opened again) and posts `'closed'`.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';
import dynalite from 'dynalite';

const { path, port } = workerData as { path?: string; port: number };
const server: Server = dynalite({ path, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
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
