/**
 * What /bridge loads, on demand and once per page: the contract's limits through the light N3 JSON-RPC client (no
 * neon-js), the history reader of the Neo X logs through the light Neo X reader (chain/neox/rpc.ts, no viem), and —
 * once a wallet is connected — the bridge service with the N3 and Neo X services it is built on (neon-js, viem and
 * the signing code).
 */
import { loadChunk } from '../../lib/load-chunk.ts';
import type { WalletConfig } from '../config.ts';
import { loadN3Service, loadNeoXService } from '../services.ts';
import type { N3Rpc } from '../../../../chain/n3/rpc.ts';
import type { LimitsRead } from './contract.ts';
import type { BridgeHistoryReader } from './history.ts';
import type { BridgeService } from './index.ts';

let bridge: Promise<BridgeService> | undefined;
let history: Promise<BridgeHistoryReader> | undefined;
let node: N3Rpc | undefined;

/** The bridge service (neon-js and viem chunks loaded on first use). */
export function loadBridgeService(config: WalletConfig): Promise<BridgeService> {
  bridge ??= Promise.all([
    loadChunk('bridge', () => import('./index.ts')),
    loadN3Service(config),
    loadNeoXService(config),
  ]).then(([m, n3, neoX]) => m.createBridgeService(config, n3, neoX));
  return bridge;
}

/** The history reader of the bridge's Neo X logs (plain fetch: neither viem nor neon-js). */
export function loadBridgeHistory(config: WalletConfig): Promise<BridgeHistoryReader> {
  history ??= loadChunk('bridge history', () => import('./history.ts')).then((m) => m.createBridgeHistory(config));
  return history;
}

/**
 * The contract's limits read through the light JSON-RPC client, or the configured ones with the reason (never
 * throws; a chunk that fails to load rejects).
 */
export async function readBridgeLimitsLight(config: WalletConfig): Promise<LimitsRead> {
  const [{ readLimitsOrConfigured }, { N3Rpc }] = await Promise.all([
    loadChunk('bridge', () => import('./contract.ts')),
    loadChunk('N3', () => import('../../../../chain/n3/rpc.ts')),
  ]);
  node ??= N3Rpc.forPage(config.n3.rpcUrls);
  return readLimitsOrConfigured(node, config);
}
