/**
 * The Neo X side of the local bridge on the local Neo X node: the stand-in installed at the bridge system address
 * the product is configured with, a relayed deposit credited (exactly amount × 10^10 wei) with its NativeDeposit
 * event as the product decodes it, the relayer-only and once-per-nonce rules, and the local deposit tracker
 * answering the product's tracking code over HTTP.
 */
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { createClient, createWalletClient, http, parseEventLogs, type Address } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { getBalance, getCode, getTransaction, getTransactionReceipt, readContract, writeContract } from 'viem/actions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BRIDGE_RESERVE_WEI,
  BRIDGE_STAND_IN_ABI,
  deployNeoXStandIns,
  localNeoXChain,
  relayNativeDeposit,
  type NeoXStandIns,
} from '../../local/neox/bridge.ts';
import { neoXTrackerApp, trackerAnswer } from '../../local/neox/tracker.ts';
import { freePort } from '../../local/ports.ts';
import { NATIVE_DEPOSIT_EVENT } from '../../site/src/wallets/bridge/history.ts';
import { trackDeposit } from '../../site/src/wallets/bridge/tracker.ts';
import { resolveWalletConfig } from '../../site/src/wallets/config.ts';
import { createNeoXService } from '../../chain/neox/client.ts';
import { startNeoXNode, type LocalNeoXNode } from '../support/hardhat.ts';

let node: LocalNeoXNode;
let standIns: NeoXStandIns;
let client: ReturnType<typeof createClient>;
beforeAll(async () => {
  node = await startNeoXNode();
  standIns = await deployNeoXStandIns(node.rpcUrl);
  client = createClient({ chain: localNeoXChain(node.rpcUrl), transport: http(node.rpcUrl) });
});
afterAll(async () => node?.stop());

const config = () => resolveWalletConfig({ PUBLIC_NEO_X_RPC_URLS: node.rpcUrl });
const gasWei = (address: Address) =>
  createNeoXService(config())
    .readAccount(address)
    .then((v) => v.gasWei);

describe('the Neo X bridge stand-in', () => {
  it('lives at the bridge address the product is configured with, holding a reserve, with the relayer set', async () => {
    expect(standIns.bridge).toBe(config().neoX.contracts.BRIDGE);
    expect(standIns.bridge).toBe('0x1212000000000000000000000000000000000004');
    expect((await getCode(client, { address: standIns.bridge }))?.length).toBeGreaterThan(2);
    expect(
      await readContract(client, { address: standIns.bridge, abi: BRIDGE_STAND_IN_ABI, functionName: 'relayer' }),
    ).toBe(standIns.relayer);
    expect(await getBalance(client, { address: standIns.bridge })).toBe(BRIDGE_RESERVE_WEI);
  });

  it('credits a relayed deposit with exactly amount × 10^10 wei and emits NativeDeposit(nonce, to, amount in datoshi)', async () => {
    const to = node.accounts[1]!.address;
    const before = await gasWei(to);
    const hash = await relayNativeDeposit(node.rpcUrl, { nonce: 1, to, amountDatoshi: 250_000_000n });
    expect((await gasWei(to)) - before).toBe(250_000_000n * 10n ** 10n);

    const tx = await getTransaction(client, { hash });
    expect([tx.from, tx.to]).toEqual([standIns.relayer.toLowerCase(), standIns.bridge.toLowerCase()]);
    const receipt = await getTransactionReceipt(client, { hash });
    const events = parseEventLogs({ abi: [NATIVE_DEPOSIT_EVENT], logs: receipt.logs, strict: true });
    expect(events.map((e) => [e.address, e.args])).toEqual([
      [standIns.bridge.toLowerCase(), { nonce: 1n, to, amount: 250_000_000n }],
    ]);
  });

  it('refuses a deposit from any account but the relayer, and moves no GAS', async () => {
    const intruder = node.accounts[2]!;
    const to = node.accounts[3]!.address;
    const before = await gasWei(to);
    const wallet = createWalletClient({
      account: privateKeyToAccount(intruder.privateKey),
      chain: localNeoXChain(node.rpcUrl),
      transport: http(node.rpcUrl),
    });
    const refused = writeContract(wallet, {
      address: standIns.bridge,
      abi: BRIDGE_STAND_IN_ABI,
      functionName: 'depositNative',
      args: [`0x${'00'.repeat(32)}`, [], [{ nonce: 2n, to, amount: 100_000_000n }]],
    });
    await expect(refused).rejects.toThrow(/NoAuthorization/);
    expect(await gasWei(to)).toBe(before);
  });

  it('delivers a nonce once: relaying it again is refused and pays nothing', async () => {
    const to = node.accounts[4]!.address;
    await relayNativeDeposit(node.rpcUrl, { nonce: 3, to, amountDatoshi: 100_000_000n });
    const before = await gasWei(to);
    await expect(relayNativeDeposit(node.rpcUrl, { nonce: 3, to, amountDatoshi: 100_000_000n })).rejects.toThrow(
      /InvalidNonceSequence/,
    );
    expect(await gasWei(to)).toBe(before);
    expect(
      await readContract(client, {
        address: standIns.bridge,
        abi: BRIDGE_STAND_IN_ABI,
        functionName: 'delivered',
        args: [3n],
      }),
    ).toBe(true);
  });
});

describe('the local deposit tracker', () => {
  let server: ServerType;
  let base: string;
  beforeAll(async () => {
    const port = await freePort();
    const app = new Hono().route('/api/v1/transactions/deposits', neoXTrackerApp(node.rpcUrl));
    server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port });
    base = `http://127.0.0.1:${port}/api/v1/transactions/deposits`;
  });
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        server?.close(() => resolve());
      }),
  );

  it('answers { txid: null } before the relay and the relaying transaction after it', async () => {
    expect(await trackerAnswer(node.rpcUrl, 41)).toEqual({ txid: null });
    const hash = await relayNativeDeposit(node.rpcUrl, {
      nonce: 41,
      to: node.accounts[5]!.address,
      amountDatoshi: 500_000_000n,
    });
    expect(await trackerAnswer(node.rpcUrl, '41')).toEqual({ txid: hash });
    expect(await trackerAnswer(node.rpcUrl, 42)).toEqual({ txid: null });
  });

  it('serves the tracker over HTTP in the shape the product reads, with CORS, and follows a deposit once relayed', async () => {
    const pending = await fetch(`${base}/43`, { headers: { origin: 'http://localhost:4321' } });
    expect(pending.status).toBe(200);
    expect(pending.headers.get('access-control-allow-origin')).toBe('*');
    expect(await pending.json()).toEqual({ txid: null });
    expect((await fetch(`${base}/not-a-nonce`)).status).toBe(400);

    let relayed: Promise<string> | undefined;
    const txid = await trackDeposit(base, '43', {
      intervalMs: 20,
      attempts: 10,
      // The relayer delivers while the product is already asking, as on mainnet.
      onAttempt: (attempt) => {
        if (attempt === 2)
          relayed = relayNativeDeposit(node.rpcUrl, {
            nonce: 43,
            to: node.accounts[6]!.address,
            amountDatoshi: 100_000_000n,
          });
      },
    });
    expect(txid).toBe(await relayed);
  });

  it('answers 503 when its node is gone', async () => {
    const port = await freePort();
    const orphan = serve({
      fetch: neoXTrackerApp(`http://127.0.0.1:${await freePort()}`).fetch,
      hostname: '127.0.0.1',
      port,
    });
    try {
      const res = await fetch(`http://127.0.0.1:${port}/1`);
      expect(res.status).toBe(503);
    } finally {
      await new Promise<void>((resolve) => {
        orphan.close(() => resolve());
      });
    }
  });
});
