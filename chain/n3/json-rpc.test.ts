/** The N3 JSON-RPC client's timeout: a node that does not answer in time is a clear error, not a hang. */
import { describe, expect, it } from 'vitest';
import { n3JsonRpc, N3RpcError } from './json-rpc.ts';

describe('n3JsonRpc', () => {
  it('gives up on a node that does not answer within the timeout, naming the timeout', async () => {
    const silent = ((_url: string, init: { signal: AbortSignal }) =>
      new Promise((_, reject) =>
        init.signal.addEventListener('abort', () => reject(init.signal.reason)),
      )) as unknown as typeof globalThis.fetch;
    const rpc = n3JsonRpc({ urls: 'http://node', fetch: silent, timeoutMs: 30, retries: 1, backoffMs: 1 });
    const error = await rpc.call('getblockcount').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(N3RpcError);
    expect(error).toMatchObject({ message: 'http://node: no answer within 30 ms', code: undefined, attempts: 2 });
  });
});
