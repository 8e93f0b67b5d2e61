/**
 * A web page of another local origin against the running local stack and chains (docs/SECURITY.md, third round,
 * finding 6): a page the developer happens to visit, served from another port of this machine, tries to read the
 * database, the object store and the mail inbox, and to use the Neo X node's developer and signing methods, in
 * Chromium with its real CORS. It reads nothing and changes nothing; the chain nodes' public reads still answer it.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch } from '../e2e/browser.ts';
import { rpc } from '../support/hardhat.ts';

const BUCKET = process.env.UPLOADS_BUCKET ?? 'neo-ecosystem-uploads';
let server: Server;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<!doctype html><title>Another site</title>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  browser = await launch();
  page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

/** What the page got from one request: `read` (the answer, 2xx and readable), or why not. */
type Outcome = { read: string } | { status: number } | { blocked: string };

/** In the page: each request with fetch (mode cors, the default); what the page could read of each. */
const fromPage = (requests: [string, RequestInit][]) =>
  page.evaluate(
    (list) =>
      Promise.all(
        list.map(async ([url, init]): Promise<Outcome> => {
          try {
            const res = await fetch(url, init);
            return res.ok ? { read: (await res.text()).slice(0, 300) } : { status: res.status };
          } catch (error) {
            return { blocked: String(error) };
          }
        }),
      ),
    requests,
  );

const rpcInit = (method: string, params: unknown[] = []): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
});

describe('a page of another local origin', () => {
  it('reads nothing from the database, the object store or the mail inbox', async () => {
    const { dynamoUrl, s3Url, inboxUrl } = inject('localServices');
    const key = `origin-probe-${Date.now()}.txt`;
    const outcomes = await fromPage([
      [
        dynamoUrl,
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-amz-json-1.0', 'x-amz-target': 'DynamoDB_20120810.ListTables' },
          body: '{}',
        },
      ],
      [`${inboxUrl}/email`, {}],
      [`${inboxUrl}/config`, {}],
      [`${s3Url}/`, {}],
      [`${s3Url}/${BUCKET}`, {}],
      [`${s3Url}/${BUCKET}/${key}`, { method: 'PUT', headers: { 'content-type': 'text/plain' }, body: 'probe' }],
    ]);
    for (const outcome of outcomes) expect(outcome).not.toHaveProperty('read');
    // Nor did the unsigned PUT store anything.
    expect((await fetch(`${s3Url}/${BUCKET}/${key}`)).status).toBe(404);
    // The inbox page's live feed (socket.io over a WebSocket) does not open for it either.
    const socket = await page.evaluate(
      (url) =>
        new Promise<string>((resolve) => {
          const ws = new WebSocket(url);
          ws.onopen = () => resolve('open');
          ws.onerror = () => resolve('refused');
          setTimeout(() => resolve('no answer'), 5000);
        }),
      `${inboxUrl.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`,
    );
    expect(socket).not.toBe('open');
  });

  it("gets the chain nodes' public reads but none of the Neo X node's developer or signing methods", async () => {
    const neoX = inject('neoXRpcUrl');
    const n3 = inject('n3RpcUrl');
    const [chainId, n3Version, n3Wallet, ...refused] = await fromPage([
      [neoX, rpcInit('eth_chainId')],
      [n3, rpcInit('getversion')],
      // neo-go has no wallet methods (C# neo's RpcServer plugin has openwallet, sendtoaddress, …): nothing to refuse.
      [n3, rpcInit('openwallet', ['wallet.test-only.json', 'test-only'])],
      [neoX, rpcInit('eth_accounts')],
      [neoX, rpcInit('hardhat_metadata')],
      [neoX, rpcInit('evm_snapshot')],
      [neoX, rpcInit('eth_sign', ['0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266', '0x00'])],
    ]);
    expect(chainId).toEqual({ read: expect.stringContaining('0xba93') });
    expect(n3Version).toEqual({ read: expect.stringContaining('"network"') });
    expect(JSON.stringify(n3Wallet)).not.toContain('result');
    for (const outcome of refused) expect(outcome).not.toHaveProperty('read');

    // A text/plain POST needs no preflight, so the node would act on it though the page cannot read the answer.
    const target = '0x000000000000000000000000000000000000dead';
    const before = await rpc<string>(neoX, 'eth_getBalance', [target, 'latest']);
    await page.evaluate(
      ([url, address]) =>
        fetch(url!, {
          method: 'POST',
          mode: 'no-cors',
          headers: { 'content-type': 'text/plain' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'hardhat_setBalance', params: [address, '0x1234'] }),
        }).catch(() => undefined),
      [neoX, target],
    );
    expect(await rpc<string>(neoX, 'eth_getBalance', [target, 'latest'])).toBe(before);
  });
});
