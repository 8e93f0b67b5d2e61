/**
 * What the N3 indexer reads of a block range: each transaction gets its own application log and each block its own
 * OnPersist/PostPersist executions, in two round-trip phases (blocks, then every log), as the bench's bare fetch reads.
 */
import { describe, expect, it } from 'vitest';
import { N3Rpc } from '../../../chain/n3/rpc.ts';
import { readBlocks } from './read-blocks.ts';

const tx = (hash: string) => ({ hash, sysfee: '100', netfee: '20', script: '', signers: [{ account: '0xAB' }] });
const BLOCKS = [
  { index: 7, hash: '0xb7', time: 1_000, tx: [tx('0x71'), tx('0x72')] },
  { index: 8, hash: '0xb8', time: 2_000, tx: [] },
  { index: 9, hash: '0xb9', time: 3_000, tx: [tx('0x91')] },
];
/** An execution that names the container it belongs to (its trigger's log), so a mix-up shows. */
const logOf = (hash: string) => ({
  executions: [
    ...(hash.startsWith('0xb') ? [{ trigger: 'OnPersist', vmstate: 'HALT', notifications: [] }] : []),
    {
      trigger: hash.startsWith('0xb') ? 'PostPersist' : 'Application',
      vmstate: 'HALT',
      notifications: [{ contract: hash, eventname: 'E', state: { type: 'Array', value: [] } }],
    },
  ],
});

/** A node answering BLOCKS and their logs; `posts` counts the HTTP round trips. */
function fakeNode() {
  const node = { posts: 0 };
  const fetch = (async (_url: string, init: { body: string }) => {
    node.posts++;
    const calls = JSON.parse(init.body) as { id: number; method: string; params: [number | string] }[];
    const answers = calls.map(({ id, method, params: [p] }) => ({
      jsonrpc: '2.0',
      id,
      result: method === 'getblock' ? BLOCKS.find((b) => b.index === p) : logOf(p as string),
    }));
    return new Response(JSON.stringify(answers), { status: 200 });
  }) as unknown as typeof globalThis.fetch;
  return { node, rpc: new N3Rpc({ urls: 'http://node', fetch }) };
}

describe('readBlocks', () => {
  it('gives each transaction its log and each block its own executions, in two round trips', async () => {
    const { node, rpc } = fakeNode();
    const blocks = await readBlocks(rpc, 7, 10, { blockLogs: true });
    expect(node.posts).toBe(2);
    expect(blocks.map((b) => b.transactions.map((t) => t.executions.map((e) => e.notifications[0]!.contract)))).toEqual(
      [[['0x71'], ['0x72']], [], [['0x91']]],
    );
    expect(
      blocks.map((b) => b.blockExecutions!.map((e) => `${e.trigger} ${e.notifications[0]?.contract ?? ''}`)),
    ).toEqual([
      ['OnPersist ', 'PostPersist 0xb7'],
      ['OnPersist ', 'PostPersist 0xb8'],
      ['OnPersist ', 'PostPersist 0xb9'],
    ]);
    expect(blocks[0]!.transactions[0]).toMatchObject({ sender: '0xab', feeFractions: 120n });
  });

  it('reads no block log unless asked', async () => {
    const { node, rpc } = fakeNode();
    const blocks = await readBlocks(rpc, 7, 10);
    expect(node.posts).toBe(2);
    expect(blocks.every((b) => b.blockExecutions === undefined)).toBe(true);
  });

  it("hands each block to onBlock in ascending order once its transactions' logs are in, before the read ends", async () => {
    const { node, rpc } = fakeNode();
    const seen: { index: number; logs: string[]; posts: number }[] = [];
    const blocks = await readBlocks(rpc, 7, 10, {
      blockLogs: true,
      batchSize: 1,
      concurrency: 1,
      onBlock: (b) =>
        seen.push({
          index: b.index,
          logs: b.transactions.map((t) => t.executions[0]!.notifications[0]!.contract),
          posts: node.posts,
        }),
    });
    // One request per batch, one batch at a time: three for the blocks, then block 7 is whole after its two logs
    // (posts 4 and 5), the empty block 8 at once after it, block 9 after its log (post 6); the blocks' own three
    // logs come after every block was handed on.
    expect(seen).toEqual([
      { index: 7, logs: ['0x71', '0x72'], posts: 5 },
      { index: 8, logs: [], posts: 5 },
      { index: 9, logs: ['0x91'], posts: 6 },
    ]);
    expect(node.posts).toBe(9);
    expect(blocks.map((b) => b.index)).toEqual([7, 8, 9]);
    expect(blocks[2]!.blockExecutions!.map((e) => e.trigger)).toEqual(['OnPersist', 'PostPersist']);
  });
});
