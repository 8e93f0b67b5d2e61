/**
 * The local deposit tracker (TEST ONLY): answers `GET …/deposits/{nonce}` with `{ txid: string | null }`, the shape
 * of the Neo X deposit tracker `https://xexplorer.neo.org:8877/api/v1/transactions/deposits/{nonce}` (NEO.md §5.3;
 * CoZ blockchain-services bs-neox `Neo3NeoXBridgeService.getTransactionHashByNonce`, read by the product in
 * site/src/wallets/bridge/tracker.ts). Like the real tracker, it indexes what the relayer did on Neo X: the txid is
 * the transaction whose bridge log `NativeDeposit(nonce, …)` the local node holds, read from the node on each ask
 * (nothing kept in memory, so it cannot disagree with the chain).
 */
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { createClient, http, type Hash } from 'viem';
import { getLogs } from 'viem/actions';
import { BRIDGE_STAND_IN_ABI, localNeoXChain, NEOX_BRIDGE_ADDRESS } from './bridge.ts';

const NATIVE_DEPOSIT = BRIDGE_STAND_IN_ABI.find((item) => item.type === 'event' && item.name === 'NativeDeposit')!;

/** The tracker's answer: the Neo X transaction that delivered the deposit, or null while it has not been relayed. */
export interface TrackerAnswer {
  txid: Hash | null;
}

/**
 * The tracker's answer for deposit `nonce` (a decimal string or number) on the local node at `rpcUrl`: reads the
 * bridge's `NativeDeposit` logs with that nonce (topic 1) from block 0. Throws when the node cannot be reached.
 */
export async function trackerAnswer(rpcUrl: string, nonce: bigint | number | string): Promise<TrackerAnswer> {
  const client = createClient({ chain: localNeoXChain(rpcUrl), transport: http(rpcUrl, { retryCount: 0 }) });
  const logs = await getLogs(client, {
    address: NEOX_BRIDGE_ADDRESS,
    event: NATIVE_DEPOSIT,
    args: { nonce: BigInt(nonce) },
    fromBlock: 0n,
    toBlock: 'latest',
  });
  const delivered = logs.find((log) => !log.removed && log.transactionHash);
  return { txid: delivered?.transactionHash ?? null };
}

/**
 * A Hono app serving `GET /{nonce}` → 200 `{ txid }` (CORS open, as the site's pages ask it from the browser);
 * 400 `{ error }` for a nonce that is not a decimal integer; 503 `{ error }` when the node does not answer. Mount it
 * where the product's `PUBLIC_BRIDGE_TRACKER_URL` points, e.g. `app.route('/api/v1/transactions/deposits', …)`.
 */
export function neoXTrackerApp(rpcUrl: string): Hono {
  const app = new Hono();
  app.use('*', cors());
  app.get('/:nonce', async (c) => {
    const nonce = c.req.param('nonce');
    if (!/^\d{1,78}$/.test(nonce)) return c.json({ error: `Not a deposit nonce: ${nonce}` }, 400);
    try {
      return c.json(await trackerAnswer(rpcUrl, nonce));
    } catch (error) {
      return c.json({ error: `The local Neo X node at ${rpcUrl} did not answer: ${(error as Error).message}` }, 503);
    }
  });
  return app;
}
