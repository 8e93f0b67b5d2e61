/**
 * The light Neo X reader: the words of a log decoded as viem decodes them, the spec's request shapes, fail-over to
 * the next node, a node's error answer thrown at once, and NodeUnreachableError when no node answers.
 */
import { decodeAbiParameters, encodeAbiParameters, getAddress, pad } from 'viem';
import { describe, expect, it } from 'vitest';
import { isNodeUnreachable } from '../node-error.ts';
import { addressTopic, NeoXRpc, NeoXRpcError, toQuantity, wordToAddress, wordToBigInt } from './rpc.ts';

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

/** A node answering each request with `answer(method, params)` (an Error: an error answer); records what it was asked. */
function fakeNode(answer: (method: string, params: unknown[]) => unknown, asked: string[] = []): Fetch {
  return async (url, init) => {
    const call = JSON.parse(String(init!.body)) as { id: number; method: string; params: unknown[] };
    asked.push(`${url} ${call.method} ${JSON.stringify(call.params)}`);
    const a = answer(call.method, call.params);
    return Response.json(
      a instanceof Error
        ? { jsonrpc: '2.0', id: call.id, error: { code: -32000, message: a.message } }
        : { jsonrpc: '2.0', id: call.id, result: a },
    );
  };
}

describe('the words of a log', () => {
  const uints = [0n, 1n, 4242n, 1_234_567_890n, 2n ** 64n + 7n, 2n ** 256n - 1n];
  const addresses = [
    '0x1212000000000000000000000000000000000004',
    '0x00000000000000000000000000000000000a11ce',
    '0xd8da6bf26964af9d7eed9e03e53415d37aa96045',
    '0xffffffffffffffffffffffffffffffffffffffff',
  ];

  it('decodes a uint256 as viem does', () => {
    for (const n of uints) {
      const word = encodeAbiParameters([{ type: 'uint256' }], [n]);
      expect(wordToBigInt(word)).toBe(decodeAbiParameters([{ type: 'uint256' }], word)[0]);
    }
  });

  it('decodes an address as viem does (EIP-55 checksummed), and pads one into a topic as viem filters on it', () => {
    for (const a of addresses) {
      const word = encodeAbiParameters([{ type: 'address' }], [a as `0x${string}`]);
      expect(wordToAddress(word)).toBe(decodeAbiParameters([{ type: 'address' }], word)[0]);
      expect(addressTopic(getAddress(a))).toBe(pad(a as `0x${string}`));
    }
  });

  it('writes quantities as the spec does (no leading zeros)', () => {
    expect([0n, 1n, 255n, 123_456n].map(toQuantity)).toEqual(['0x0', '0x1', '0xff', '0x1e240']);
  });
});

describe('NeoXRpc', () => {
  it('reads the newest block, logs and a block time with the spec’s requests', async () => {
    const asked: string[] = [];
    const node = fakeNode(
      (m) => (m === 'eth_blockNumber' ? '0x2a' : m === 'eth_getLogs' ? [] : { number: '0x7', timestamp: '0x6553f100' }),
      asked,
    );
    const rpc = new NeoXRpc({ urls: ['http://node'], fetch: node });
    expect(await rpc.getBlockNumber()).toBe(42n);
    expect(await rpc.getLogs({ address: '0xab', topics: ['0x01', null], fromBlock: 16n, toBlock: 31n })).toEqual([]);
    expect(await rpc.getBlockTimestamp(7n)).toBe(0x6553f100n);
    expect(asked).toEqual([
      'http://node eth_blockNumber []',
      'http://node eth_getLogs [{"address":"0xab","topics":["0x01",null],"fromBlock":"0x10","toBlock":"0x1f"}]',
      'http://node eth_getBlockByNumber ["0x7",false]',
    ]);
  });

  it('fails over to the next node and stays on the one that answered', async () => {
    const asked: string[] = [];
    const up = fakeNode(() => '0x1', asked);
    const fetch: Fetch = (url, init) =>
      url === 'http://down' ? (asked.push(url), Promise.reject(new TypeError('fetch failed'))) : up(url, init);
    const rpc = new NeoXRpc({ urls: ['http://down', 'http://up'], fetch });
    expect(await rpc.getBlockNumber()).toBe(1n);
    expect(await rpc.getBlockNumber()).toBe(1n);
    expect(asked).toEqual(['http://down', 'http://up eth_blockNumber []', 'http://up eth_blockNumber []']);
  });

  it("throws a node's error answer at once, without trying another node", async () => {
    const asked: string[] = [];
    const rpc = new NeoXRpc({
      urls: ['http://a', 'http://b'],
      fetch: fakeNode(() => new Error('range too wide'), asked),
    });
    const error = await rpc.getBlockNumber().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NeoXRpcError);
    expect((error as Error).message).toBe('range too wide');
    expect(asked).toHaveLength(1);
  });

  it('says no node could be reached when none answers in time, a missing block is an error', async () => {
    const silent: Fetch = (_url, init) =>
      new Promise((_, reject) => init!.signal!.addEventListener('abort', () => reject(init!.signal!.reason)));
    const error = await new NeoXRpc({ urls: ['http://a', 'http://b'], fetch: silent, timeoutMs: 20 })
      .getBlockNumber()
      .catch((e: unknown) => e);
    expect(isNodeUnreachable(error)).toBe(true);
    expect((error as Error).message).toBe('No Neo X node could be reached (http://a, http://b)');
    const rpc = new NeoXRpc({ urls: ['http://node'], fetch: fakeNode(() => null) });
    await expect(rpc.getBlockTimestamp(9n)).rejects.toThrow('Block 9 was not found');
  });
});
