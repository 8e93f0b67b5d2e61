/**
 * The chain services, loaded on demand and created once per page: `loadN3Service` fetches the neon-js chunk,
 * `loadNeoXService` the viem chunk. Pages and issue 6's bridge and calculator use these entry points.
 */
import { loadChunk } from '../lib/load-chunk.ts';
import type { WalletConfig } from './config.ts';
import type { N3Service } from './n3/index.ts';
import type { NeoXService } from '../../../chain/neox/client.ts';

let n3: Promise<N3Service> | undefined;
let neoX: Promise<NeoXService> | undefined;

/** The N3 service (neon-js chunk loaded on first use). */
export function loadN3Service(config: WalletConfig): Promise<N3Service> {
  n3 ??= loadChunk('N3 wallet', () => import('./n3/index.ts')).then((m) => m.createN3Service(config));
  return n3;
}

/** The Neo X service (viem chunk loaded on first use). */
export function loadNeoXService(config: WalletConfig): Promise<NeoXService> {
  neoX ??= loadChunk('Neo X wallet', () => import('../../../chain/neox/client.ts')).then((m) =>
    m.createNeoXService(config),
  );
  return neoX;
}
