/**
 * The page's two wallet stores (N3 and Neo X), created once from the configuration. Extension adapters start on
 * load; the neon adapters start when the connect modal or a saved neon session asks for them.
 */
import { createNeonAdapter } from '../adapters/neon.ts';
import { createNeoLineN3Adapter } from '../adapters/neoline-n3.ts';
import { createNeoLineNeoXAdapter } from '../adapters/neoline-neox.ts';
import { WalletError } from '../errors.ts';
import type { WalletConfig } from '../config.ts';
import { setWalletNetwork } from '../network.ts';
import type { Chain } from '../types.ts';
import { toast } from '../ui/toasts.ts';
import { tr } from '../strings.ts';
import { browserStorage } from './saved.ts';
import { createWalletStore, type WalletStore } from './wallet-store.ts';

export interface Wallets {
  n3: WalletStore<'n3'>;
  neoX: WalletStore<'neoX'>;
}
let wallets: Wallets | undefined;

/**
 * The page's wallet stores (created on first call; later calls answer the same ones). Also installs the
 * configuration's network profile and explorers (network.ts) that the adapters check and the dialogs link with.
 */
export function getWallets(config: WalletConfig): Wallets {
  setWalletNetwork(config.network, config.explorers);
  if (wallets) return wallets;
  const network = config.network;
  const storage = browserStorage();
  const notify = (kind: 'success' | 'error', key: string) => toast(kind, tr(`notices.${key}`));
  const projectId = config.walletConnect.projectId;
  wallets = {
    n3: createWalletStore<'n3'>({
      chain: 'n3',
      storage,
      notify,
      loadAdapter: async (p) => {
        if (p === 'neoline') return createNeoLineN3Adapter(window, undefined, network.n3);
        if (p === 'neon') return createNeonAdapter('n3', { projectId, network });
        throw new WalletError('unimplemented');
      },
    }),
    neoX: createWalletStore<'neoX'>({
      chain: 'neoX',
      storage,
      notify,
      loadAdapter: async (p) => {
        if (p === 'neoline') return createNeoLineNeoXAdapter(window, undefined, network.neoX);
        if (p === 'neon') return createNeonAdapter('neoX', { projectId, network });
        throw new WalletError('unimplemented');
      },
    }),
  };
  return wallets;
}

let started = false;
/** Start both stores once per page, in the browser (extensions init, last wallets restored); answers them. */
export function startWallets(config: WalletConfig): Wallets {
  const w = getWallets(config);
  if (!started && typeof window !== 'undefined') {
    started = true;
    void w.n3.start();
    void w.neoX.start();
  }
  return w;
}

export type { Chain };
