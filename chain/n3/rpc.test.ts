/**
 * The one N3 JSON-RPC client: batches answered in order, a timeout that is a clear error and not a hang, fail-over
 * to the next node, a node's error answer thrown at once (never retried), and NodeUnreachableError when no node answers.
 */
import { describe, expect, it } from 'vitest';
import { isNodeUnreachable } from '../node-error.ts';
import { isRpcError, N3Rpc, N3RpcError } from './rpc.ts';

type Call = { id: number; method: string; params: unknown };
type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

/** A node answering each request of a batch with `answer(method, params)`; records the URLs it was asked on. */
function fakeNode(answer: (method: string, params: unknown) => unknown, asked: string[] = []): Fetch {
  return async (url, init) => {
    asked.push(url);
    const body = JSON.parse(String(init!.body)) as Call | Call[];
    const answers = (Array.isArray(body) ? body : [body]).map((c) => {
      const a = answer(c.method, c.params);
      return a instanceof Error
        ? { jsonrpc: '2.0', id: c.id, error: { code: -100, message: a.message } }
        : { jsonrpc: '2.0', id: c.id, result: a };
    });
    return Response.json(Array.isArray(body) ? answers : answers[0]);
  };
}

describe('N3Rpc', () => {
  it('answers a batch in the order of its calls, in one request', async () => {
    const asked: string[] = [];
    const rpc = new N3Rpc({ urls: 'http://node', fetch: fakeNode((m, p) => `${m}:${JSON.stringify(p)}`, asked) });
    const results = await rpc.batch([{ method: 'getblockcount' }, { method: 'getblock', params: [7, true] }]);
    expect(results).toEqual(['getblockcount:[]', 'getblock:[7,true]']);
    expect(asked).toEqual(['http://node']);
  });

  it('gives up on a node that does not answer within the timeout, naming the timeout', async () => {
    const silent: Fetch = (_url, init) =>
      new Promise((_, reject) => init!.signal!.addEventListener('abort', () => reject(init!.signal!.reason)));
    const rpc = new N3Rpc({ urls: 'http://node', fetch: silent, timeoutMs: 30, retries: 1, backoffMs: 1 });
    const error = await rpc.call('getblockcount').catch((e: unknown) => e);
    expect(isNodeUnreachable(error)).toBe(true);
    expect((error as Error).message).toBe('No Neo N3 node could be reached (http://node)');
    expect(((error as Error).cause as Error).message).toBe('http://node: no answer within 30 ms');
  });

  it('fails over to the next node and stays on the one that answered', async () => {
    const asked: string[] = [];
    const up = fakeNode(() => 42, asked);
    const fetch: Fetch = (url, init) =>
      url === 'http://down' ? (asked.push(url), Promise.reject(new TypeError('fetch failed'))) : up(url, init);
    const rpc = N3Rpc.forPage(['http://down', 'http://up'], { fetch });
    expect(await rpc.getBlockCount()).toBe(42);
    expect(await rpc.getBlockCount()).toBe(42);
    expect(asked).toEqual(['http://down', 'http://up', 'http://up']);
    expect(rpc.node).toBe('http://up');
  });

  it("throws a node's error answer at once, without trying another node", async () => {
    const asked: string[] = [];
    const rpc = N3Rpc.forPage(['http://a', 'http://b'], { fetch: fakeNode(() => new Error('Unknown block'), asked) });
    const error = await rpc.call('getblock', [999]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(N3RpcError);
    expect(isRpcError(error)).toBe(true);
    expect(error).toMatchObject({ code: -100, message: 'Unknown block', method: 'getblock' });
    expect(asked).toEqual(['http://a']);
  });

  it('says no node could be reached when every node of a wallet page fails (HTTP errors included)', async () => {
    const fetch: Fetch = async () => new Response('busy', { status: 503 });
    const rpc = new N3Rpc({ urls: ['http://a', 'http://b'], fetch, retries: 1, backoffMs: 0 });
    const error = await rpc.call('getblockcount').catch((e: unknown) => e);
    expect(isNodeUnreachable(error)).toBe(true);
    expect(((error as Error).cause as Error).message).toBe('http://b: answered HTTP 503');
  });

  it('reads an error answer sent with an HTTP error status as the node speaking', async () => {
    const fetch: Fetch = async () =>
      Response.json({ jsonrpc: '2.0', id: 1, error: { code: -32602, message: 'Invalid params' } }, { status: 400 });
    const error = await N3Rpc.forPage(['http://a', 'http://b'], { fetch })
      .call('getblock', ['x'])
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'N3RpcError', code: -32602, message: 'Invalid params' });
  });

  it('fails over for each of several concurrent requests when the first node is down', async () => {
    const up = fakeNode(() => 7);
    const fetch: Fetch = (url, init) =>
      url === 'http://down' ? Promise.reject(new TypeError('fetch failed')) : up(url, init);
    const rpc = N3Rpc.forPage(['http://down', 'http://up'], { fetch });
    expect(await Promise.all([rpc.getBlockCount(), rpc.getBlockCount(), rpc.getBlockCount()])).toEqual([7, 7, 7]);
  });
});
