/** Loads the bridge service on demand (with the N3 and Neo X services it is built on), once per page. */
import { loadChunk } from '../../lib/load-chunk.ts';
import type { WalletConfig } from '../config.ts';
import { loadN3Service, loadNeoXService } from '../services.ts';
import type { BridgeService } from './index.ts';

let bridge: Promise<BridgeService> | undefined;

/** The bridge service (neon-js and viem chunks loaded on first use). */
export function loadBridgeService(config: WalletConfig): Promise<BridgeService> {
  bridge ??= Promise.all([
    loadChunk('bridge', () => import('./index.ts')),
    loadN3Service(config),
    loadNeoXService(config),
  ]).then(([m, n3, neoX]) => m.createBridgeService(config, n3, neoX));
  return bridge;
}
