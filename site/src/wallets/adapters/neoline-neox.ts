/**
 * NeoLine on Neo X (NEO.md §6.2): an EIP-1193 provider announced through EIP-6963 (`eip6963:announceProvider`,
 * `info.rdns = "io.neoline"`; also `window.NEOLineNeoX`). SPEC §5: connect only when NeoLine's active chain is
 * Neo X — its N3 dAPI then reports chainId -1 — and the provider is on Neo X mainnet (eth_chainId 0xba93).
 */
import { NETWORK_PROFILES, type NetworkProfile } from '../../../../chain/config.ts';
import { WalletError } from '../errors.ts';
import type { NeoXRequest, SdkStatus, SignedText, WalletAdapter, WalletEvent } from '../types.ts';
import { EXTENSION_INIT_TIMEOUT_MS, type NeoLineN3Global } from './neoline-n3.ts';

/** The part of EIP-1193 this site uses. */
export interface Eip1193Provider {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
  on?(event: string, listener: (...args: unknown[]) => void): void;
  removeListener?(event: string, listener: (...args: unknown[]) => void): void;
}
interface AnnounceDetail {
  info: { rdns: string; name: string; uuid?: string };
  provider: Eip1193Provider;
}

type Host = Pick<
  Window,
  'addEventListener' | 'removeEventListener' | 'dispatchEvent' | 'setTimeout' | 'clearTimeout'
> & {
  NEOLineNeoX?: Eip1193Provider;
  NEOLineN3?: NeoLineN3Global;
};

/** NeoLine's EIP-6963 reverse-DNS id (NEO.md §6.2). */
export const NEOLINE_RDNS = 'io.neoline';

/** Find NeoLine's EIP-1193 provider: an EIP-6963 announcement with its rdns (asked for with requestProvider), or the global; undefined after the timeout. */
export function discoverNeoLineNeoX(
  host: Host,
  timeoutMs = EXTENSION_INIT_TIMEOUT_MS,
): Promise<Eip1193Provider | undefined> {
  return new Promise((resolve) => {
    let done = false;
    const finish = (provider: Eip1193Provider | undefined) => {
      if (done) return;
      done = true;
      host.clearTimeout(timer);
      host.removeEventListener('eip6963:announceProvider', onAnnounce);
      resolve(provider);
    };
    const onAnnounce = (event: Event) => {
      const detail = (event as CustomEvent<AnnounceDetail>).detail;
      if (detail?.info?.rdns === NEOLINE_RDNS && detail.provider) finish(detail.provider);
    };
    const timer = host.setTimeout(() => finish(host.NEOLineNeoX), timeoutMs);
    host.addEventListener('eip6963:announceProvider', onAnnounce);
    host.dispatchEvent(new Event('eip6963:requestProvider'));
    if (host.NEOLineNeoX) finish(host.NEOLineNeoX);
  });
}

/** An EIP-1193 error as a WalletError (4001 = user rejected). */
function providerError(error: unknown): unknown {
  const code = (error as { code?: number } | null)?.code;
  if (code === 4001) return new WalletError('rejected', {}, (error as Error).message);
  return error;
}

const toHexQuantity = (value: bigint) => `0x${value.toString(16)}`;
/** UTF-8 text as the 0x hex `personal_sign` takes. */
export const utf8Hex = (text: string) =>
  `0x${[...new TextEncoder().encode(text)].map((b) => b.toString(16).padStart(2, '0')).join('')}`;

/** The NeoLine adapter for Neo X. */
export function createNeoLineNeoXAdapter(
  host: Host = window,
  timeoutMs = EXTENSION_INIT_TIMEOUT_MS,
  network: NetworkProfile['neoX'] = NETWORK_PROFILES.mainnet.neoX,
): WalletAdapter<'neoX'> {
  let provider: Eip1193Provider | undefined;
  let status: SdkStatus = null;
  let starting: Promise<SdkStatus> | undefined;
  const ready = () => {
    if (!provider || status !== 'started') throw new WalletError('notInitialized', { wallet: 'NeoLine' });
    return provider;
  };
  return {
    platform: 'neoline',
    chain: 'neoX',
    installed: () => !!host.NEOLineNeoX || status === 'started',
    status: () => status,
    init() {
      starting ??= discoverNeoLineNeoX(host, timeoutMs).then((found) => {
        provider = found;
        status = found ? 'started' : 'error';
        return status;
      });
      return starting;
    },
    async connect() {
      const wallet = ready();
      // NeoLine's own network id: -1 while its active chain is Neo X (SPEC §5); asked only when the N3 dAPI is there.
      const n3 = host.NEOLineN3;
      if (n3) {
        const { chainId } = await new n3.Init().getNetworks();
        if (chainId !== network.neolineChainId)
          throw new WalletError('wrongNetwork', { wallet: 'NeoLine', network: 'Neo X' }, `NeoLine chainId ${chainId}`);
      }
      const evmChain = Number.parseInt(String(await wallet.request({ method: 'eth_chainId' })), 16);
      if (evmChain !== network.chainId)
        throw new WalletError('wrongNetwork', { wallet: 'NeoLine', network: 'Neo X' }, `eth_chainId ${evmChain}`);
      const accounts = (await wallet.request({ method: 'eth_requestAccounts' }).catch((e) => {
        throw providerError(e);
      })) as string[] | undefined;
      return accounts?.[0] || undefined;
    },
    restore: async (saved) => (status === 'started' ? saved.address : undefined),
    disconnect: async () => undefined,
    async send(request: NeoXRequest) {
      const wallet = ready();
      const hash = await wallet
        .request({
          method: 'eth_sendTransaction',
          params: [
            {
              from: request.from,
              to: request.to,
              ...(request.data ? { data: request.data } : {}),
              ...(request.valueWei !== undefined ? { value: toHexQuantity(request.valueWei) } : {}),
            },
          ],
        })
        .catch((e) => {
          throw providerError(e);
        });
      if (typeof hash !== 'string') throw new WalletError('badInvocation', {}, 'no transaction hash');
      return hash;
    },
    /** EIP-191 `personal_sign` of `message` by `address`. */
    async signMessage(message: string, address: string): Promise<SignedText> {
      const signature = await ready()
        .request({ method: 'personal_sign', params: [utf8Hex(message), address] })
        .catch((e) => {
          throw providerError(e);
        });
      if (typeof signature !== 'string') throw new WalletError('badInvocation', {}, 'no signature');
      return { signature };
    },
    subscribe(listener: (event: WalletEvent) => void) {
      const onAccounts = () => listener({ type: 'accountChanged' });
      const onChain = () => listener({ type: 'networkChanged' });
      const onDisconnect = () => listener({ type: 'disconnected' });
      provider?.on?.('accountsChanged', onAccounts);
      provider?.on?.('chainChanged', onChain);
      provider?.on?.('disconnect', onDisconnect);
      return () => {
        provider?.removeListener?.('accountsChanged', onAccounts);
        provider?.removeListener?.('chainChanged', onChain);
        provider?.removeListener?.('disconnect', onDisconnect);
      };
    },
  };
}
