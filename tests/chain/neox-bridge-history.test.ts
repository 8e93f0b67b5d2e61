/**
 * The product's bridge history (site/src/wallets/bridge/history.ts) over the real NativeDeposit logs of the local
 * Neo X node: deposits relayed to the bridge stand-in hundreds of blocks apart, read back newest first over windows
 * of blocks, per recipient through the indexed `to`, down to block 0, with each row's time from its block.
 */
import { createClient, createTestClient, http, type Address } from 'viem';
import { getBlock, getBlockNumber, getTransactionReceipt, mine } from 'viem/actions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deployNeoXStandIns, localNeoXChain, relayNativeDeposit } from '../../local/neox/bridge.ts';
import { loadDeposits, withTimes } from '../../site/src/wallets/bridge/history.ts';
import { resolveWalletConfig } from '../../site/src/wallets/config.ts';
import { createNeoXService } from '../../chain/neox/client.ts';
import { NeoXRpc } from '../../chain/neox/rpc.ts';
import { startNeoXNode, type LocalNeoXNode } from '../support/hardhat.ts';

/** Two recipients with no code (the bridge pays externally owned accounts directly). */
const ALICE = '0x00000000000000000000000000000000000A11cE' as Address;
const BOB = '0x0000000000000000000000000000000000000B0b' as Address;

let node: LocalNeoXNode;
let bridge: Address;
/** The block of each relayed deposit, by nonce, and the latest block after the last one. */
const blockOf = new Map<bigint, bigint>();
let latest: bigint;

beforeAll(async () => {
  node = await startNeoXNode();
  ({ bridge } = await deployNeoXStandIns(node.rpcUrl));
  const chain = createClient({ chain: localNeoXChain(node.rpcUrl), transport: http(node.rpcUrl) });
  const miner = createTestClient({ chain: localNeoXChain(node.rpcUrl), mode: 'hardhat', transport: http(node.rpcUrl) });
  const relay = async (nonce: bigint, to: Address, amountDatoshi: bigint, blocksAfter: bigint) => {
    const hash = await relayNativeDeposit(node.rpcUrl, { nonce, to, amountDatoshi });
    blockOf.set(nonce, (await getTransactionReceipt(chain, { hash })).blockNumber);
    await mine(miner, { blocks: Number(blocksAfter) });
  };
  await relay(4240n, BOB, 250_000_000n, 300n);
  await relay(4241n, ALICE, 100_000_000n, 20n);
  await relay(4242n, BOB, 1_234_567_890n, 30n);
  latest = await getBlockNumber(chain);
});
afterAll(async () => node?.stop());

/** The light reader the page uses (chain/neox/rpc.ts), and viem's client to check it against. */
const reader = () => new NeoXRpc({ urls: [node.rpcUrl] });
const client = () => createNeoXService(resolveWalletConfig({ PUBLIC_NEO_X_RPC_URLS: node.rpcUrl })).client;

describe('bridge history from the Neo X node’s NativeDeposit logs', () => {
  it('reads the network history newest first over windows of blocks, and goes on from its cursor down to block 0', async () => {
    const first = await loadDeposits(reader(), { bridge, want: 10, windowBlocks: 100n, maxWindows: 2 });
    // Two windows reach back 200 blocks: the two latest deposits, not the one 300+ blocks older.
    expect(first.rows.map((r) => [r.nonce, r.to, r.amountDatoshi])).toEqual([
      [4242n, BOB, 1_234_567_890n],
      [4241n, ALICE, 100_000_000n],
    ]);
    expect(first.cursor).toEqual({ toBlock: latest - 200n, scannedFrom: latest - 199n, latest, exhausted: false });

    const rest = await loadDeposits(reader(), { bridge, want: 10, windowBlocks: 100n, ...first });
    expect(rest.rows.map((r) => r.nonce)).toEqual([4242n, 4241n, 4240n]);
    expect(rest.rows.map((r) => r.blockNumber)).toEqual([blockOf.get(4242n), blockOf.get(4241n), blockOf.get(4240n)]);
    expect(rest.cursor).toMatchObject({ exhausted: true, scannedFrom: 0n });
    const again = await loadDeposits(reader(), { bridge, want: 20, ...rest });
    expect(again.rows).toHaveLength(3);
  });

  it('reads one wallet’s history through the indexed `to`, stopping once enough rows are held', async () => {
    const bob = await loadDeposits(reader(), { bridge, to: BOB, want: 1, windowBlocks: 40n });
    expect(bob.rows.map((r) => [r.nonce, r.amountDatoshi])).toEqual([[4242n, 1_234_567_890n]]);
    expect(bob.cursor.scannedFrom).toBe(latest - 39n);
    const alice = await loadDeposits(reader(), { bridge, to: ALICE, want: 10, windowBlocks: 1_000n });
    expect(alice.rows.map((r) => r.nonce)).toEqual([4241n]);
  });

  it('reports the amounts the recipients were paid, in datoshi (the bridge paid amount × 10^10 wei)', async () => {
    const { rows } = await loadDeposits(reader(), { bridge, want: 10, windowBlocks: 1_000n });
    const paid = await Promise.all(
      [ALICE, BOB].map((a) =>
        createNeoXService(resolveWalletConfig({ PUBLIC_NEO_X_RPC_URLS: node.rpcUrl })).readAccount(a),
      ),
    );
    const sum = (to: Address) => rows.filter((r) => r.to === to).reduce((s, r) => s + r.amountDatoshi, 0n) * 10n ** 10n;
    expect(paid.map((p) => p.gasWei)).toEqual([sum(ALICE), sum(BOB)]);
  });

  it('fills each row’s time from its block', async () => {
    const { rows } = await loadDeposits(reader(), { bridge, want: 10, windowBlocks: 1_000n });
    const timed = await withTimes(reader(), rows);
    for (const row of timed) {
      const block = await getBlock(client(), { blockNumber: row.blockNumber });
      expect(row.timeMs).toBe(Number(block.timestamp) * 1000);
    }
    expect(new Set(timed.map((r) => r.txHash)).size).toBe(3);
  });
});
