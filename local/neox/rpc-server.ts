/**
 * The local Neo X node's own process (TEST ONLY; started by node.ts `startNeoXNode`): Hardhat Network configured by
 * hardhat.config.cjs (HARDHAT_CONFIG), answered over HTTP JSON-RPC on 127.0.0.1:NEOX_PORT by Hardhat's own JSON-RPC
 * handler, as `hardhat node` does, but behind rpc-guard.ts: a request whose `Origin` is not one of NEOX_SITE_ORIGINS
 * (comma-separated) and that calls a developer or signing method gets 403 with a JSON-RPC error and no CORS header,
 * so a web page can neither read its unlocked accounts nor change the chain. `hardhat node` itself cannot be used:
 * its server answers every method with CORS `*`. No WebSocket endpoint (nothing in the product uses one). Prints
 * `Started HTTP JSON-RPC server at <url>` once listening; exits 1 when the port cannot be had.
 */
import { createServer, type IncomingMessage } from 'node:http';
import { createRequire } from 'node:module';
import { PassThrough } from 'node:stream';
import { refusedRpcMethods } from './rpc-guard.ts';

const require = createRequire(import.meta.url);
// Hardhat 2's runtime (reads HARDHAT_CONFIG) and the handler `hardhat node` serves with (hardhat/internal, 2.29).
const hre = require('hardhat') as { network: { provider: unknown } };
const { JsonRpcHandler } = require('hardhat/internal/hardhat-network/jsonrpc/handler') as {
  JsonRpcHandler: new (provider: unknown) => {
    handleHttp(req: IncomingMessage, res: import('node:http').ServerResponse): Promise<void>;
  };
};

const port = Number(process.env.NEOX_PORT);
const siteOrigins = (process.env.NEOX_SITE_ORIGINS ?? '').split(',').filter(Boolean);
/** Largest request body read, bytes (a contract deployment is well under it). */
const MAX_BODY = 16 * 1024 * 1024;
const handler = new JsonRpcHandler(hre.network.provider);

const server = createServer(async (req, res) => {
  if (req.method === 'OPTIONS') return handler.handleHttp(req, res); // a preflight reads nothing: CORS for anyone
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY) return void res.writeHead(413).end();
    chunks.push(chunk);
  }
  const body = Buffer.concat(chunks);
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    parsed = undefined; // Hardhat answers its own parse error
  }
  const refused = parsed === undefined ? [] : refusedRpcMethods(parsed, req.headers.origin, siteOrigins);
  if (refused.length) {
    res.writeHead(403, { 'content-type': 'application/json' });
    const id = Array.isArray(parsed) ? null : ((parsed as { id?: unknown } | null)?.id ?? null);
    const message = `Not for pages of ${req.headers.origin}: ${[...new Set(refused)].join(', ')} (a developer or signing method of the local node)`;
    return void res.end(JSON.stringify({ jsonrpc: '2.0', id, error: { code: -32601, message } }));
  }
  // Hardhat's handler reads the body itself: hand it the bytes read above as the request stream.
  const replay = Object.assign(new PassThrough().end(body), { headers: req.headers, method: req.method, url: req.url });
  await handler.handleHttp(replay as unknown as IncomingMessage, res);
});
server.once('error', (error: Error) => {
  console.error(`The local Neo X node could not listen on 127.0.0.1:${port}: ${error.message}`);
  process.exit(1);
});
server.listen(port, '127.0.0.1', () => console.log(`Started HTTP JSON-RPC server at http://127.0.0.1:${port}/`));
