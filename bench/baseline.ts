/**
 * The baseline of the API's latency ratios (BUDGETS.md "API"): a bare node:http server whose handlers do only the
 * DynamoDB call under the route, through the raw AWS SDK document client, and answer its result as JSON.
 *   GET /read → the GetItem of `GET /client/dapp/1` (dApp 1)
 *   GET /list → one Query page of `GET /client/dapp?page=0&pageSize=50` (the dApp partition, 50 items)
 * The parameters are the ones ElectroDB generates for the repository's own calls (`.params()`), so both sides read
 * the same item and partition; everything the API adds (routing, session check, ElectroDB, presenting) is what
 * the ratio measures. It runs inside the stack's process (stack-process.ts), beside the API and dynalite, on the
 * same client, so the machine's load weighs on both alike.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GetCommand, QueryCommand, type GetCommandInput, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { entity } from '../content-schema/registry.ts';
import { documentClient } from '../functions/adapters/data/client.ts';
import { electroEntity } from '../functions/adapters/data/electro.ts';

/** The read and list routes the baseline stands beside (bench/api.ts loads both). */
export const READ_ID = 1;
export const LIST_PAGE_SIZE = 50;

interface WithParams<P> {
  params(options?: Record<string, unknown>): P;
}

/** The raw parameters ElectroDB sends for the read route's GetItem and for one list page's Query. */
export function baselineParams(): { read: GetCommandInput; list: QueryCommandInput } {
  const dapp = electroEntity(entity('dapp'));
  const read = (dapp.get({ idDappPk: READ_ID }) as unknown as WithParams<GetCommandInput>).params();
  const list = (dapp.query.primary({}) as unknown as WithParams<QueryCommandInput>).params({ limit: LIST_PAGE_SIZE });
  return { read, list };
}

/** Start the baseline server on loopback (`port` 0: any free port). */
export async function startBaseline(port = 0): Promise<{ url: string; close(): Promise<void> }> {
  const params = baselineParams();
  const client = documentClient();
  const server: Server = createServer((req, res) => {
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const path = req.url?.split('?')[0];
    const call =
      path === '/read'
        ? client.send(new GetCommand(params.read)).then((r) => r.Item)
        : path === '/list'
          ? client.send(new QueryCommand(params.list)).then((r) => ({ items: r.Items ?? [] }))
          : undefined;
    if (!call) return answer(404, { message: 'not found' });
    call.then(
      (body) => (body ? answer(200, body) : answer(404, { message: 'not found' })),
      (error: Error) => answer(500, { message: error.message }),
    );
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
