/** A local JSON-RPC server answering from a replay scenario (tests/support/n3-replay.ts). */
import { createServer, type Server } from 'node:http';
import { answerN3, type N3Scenario } from './n3-replay.ts';

/** Serve `scenario` over HTTP on a free local port. */
export async function startN3Replay(scenario: N3Scenario): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => { body += chunk; });
    req.on('end', () => {
      const parsed = JSON.parse(body) as { id?: number; method: string; params?: unknown[] } | { id?: number; method: string; params?: unknown[] }[];
      const answer = Array.isArray(parsed) ? parsed.map((q) => answerN3(scenario, q)) : answerN3(scenario, parsed);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
