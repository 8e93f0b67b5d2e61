/**
 * NeoLine on N3 (NEO.md §6.1): the extension injects `NEOLineN3` and fires `NEOLine.N3.EVENT.READY`; the dApp
 * creates `new NEOLineN3.Init()`, checks `getNetworks().chainId` against the network profile (3 = N3 MainNet, 0 = a
 * private network such as the local privnet; SPEC §5: connect only on the configured network),
 * reads `getAccount()`, and signs with `invokeMultiple` (answers `{ txid }`). Account and network changes arrive as
 * window events of the legacy dAPI. No neon-js here: this module stays in the page's first bundle.
 */
import { NETWORK_PROFILES, type NetworkProfile } from '../../../../chain/config.ts';
import { WalletError } from '../errors.ts';
import type { N3Request, SdkStatus, SignedText, WalletAdapter, WalletEvent } from '../types.ts';

/** SPEC §9: an extension that does not signal ready within 10 s counts as not initialized. */
export const EXTENSION_INIT_TIMEOUT_MS = 10_000;

/** Window events of NeoLine's dAPI (NEO.md §6.1). */
export const NEOLINE_EVENTS = {
  ready: 'NEOLine.N3.EVENT.READY',
  accountChanged: 'NEOLine.NEO.EVENT.ACCOUNT_CHANGED',
  networkChanged: 'NEOLine.NEO.EVENT.NETWORK_CHANGED',
  disconnected: 'NEOLine.NEO.EVENT.DISCONNECTED',
} as const;

/** The part of NeoLine's N3 dAPI this site uses. */
export interface NeoLineN3Dapi {
  getNetworks(): Promise<{ chainId: number; networks?: string[]; defaultNetwork?: string }>;
  getAccount(): Promise<{ address: string; label?: string }>;
  getPublicKey?(): Promise<{ address: string; publicKey: string }>;
  /** Signs `salt ‖ message` in the classic envelope (NEO.md §6.1); `data` is the signature. */
  signMessage?(args: { message: string }): Promise<{ publicKey: string; data: string; salt: string; message: string }>;
  invokeMultiple(args: {
    invokeArgs: { scriptHash: string; operation: string; args: unknown[] }[];
    signers: { account: string; scopes: number; allowedContracts?: string[] }[];
  }): Promise<{ txid: string; nodeURL?: string; nodeUrl?: string }>;
}
export interface NeoLineN3Global {
  Init: new () => NeoLineN3Dapi;
}

type Host = Pick<Window, 'addEventListener' | 'removeEventListener' | 'setTimeout' | 'clearTimeout'> & {
  NEOLineN3?: NeoLineN3Global;
};

/** A NeoLine error answer (`{ type, description }`) as a WalletError (NEO.md §6.1 error types). */
export function neolineError(error: unknown): WalletError | unknown {
  const type = (error as { type?: string } | null)?.type;
  const detail = (error as { description?: string } | null)?.description;
  if (type === 'CANCELED' || type === 'CONNECTION_DENIED') return new WalletError('rejected', {}, detail);
  if (type === 'INSUFFICIENT_FUNDS') return new WalletError('insufficientFunds', {}, detail);
  if (type === 'MALFORMED_INPUT') return new WalletError('badInvocation', {}, detail);
  if (type === 'NO_PROVIDER') return new WalletError('notInitialized', { wallet: 'NeoLine' }, detail);
  return error;
}

/** Wait for NeoLine's N3 dAPI: immediately when injected already, else the READY event, else `error` after the timeout. */
export function waitForNeoLineN3(
  host: Host,
  timeoutMs = EXTENSION_INIT_TIMEOUT_MS,
): Promise<NeoLineN3Global | undefined> {
  if (host.NEOLineN3) return Promise.resolve(host.NEOLineN3);
  return new Promise((resolve) => {
    const onReady = () => {
      host.clearTimeout(timer);
      resolve(host.NEOLineN3);
    };
    const timer = host.setTimeout(() => {
      host.removeEventListener(NEOLINE_EVENTS.ready, onReady);
      resolve(undefined);
    }, timeoutMs);
    host.addEventListener(NEOLINE_EVENTS.ready, onReady, { once: true });
  });
}

/** The NeoLine adapter for N3 on `network` (default mainnet). `host` is the window (tests pass their own). */
export function createNeoLineN3Adapter(
  host: Host = window,
  timeoutMs = EXTENSION_INIT_TIMEOUT_MS,
  network: NetworkProfile['n3'] = NETWORK_PROFILES.mainnet.n3,
): WalletAdapter<'n3'> {
  let dapi: NeoLineN3Dapi | undefined;
  let status: SdkStatus = null;
  let starting: Promise<SdkStatus> | undefined;
  const ready = () => {
    if (!dapi || status !== 'started') throw new WalletError('notInitialized', { wallet: 'NeoLine' });
    return dapi;
  };
  return {
    platform: 'neoline',
    chain: 'n3',
    installed: () => !!host.NEOLineN3 || status === 'started',
    status: () => status,
    init() {
      starting ??= waitForNeoLineN3(host, timeoutMs).then((global) => {
        try {
          dapi = global ? new global.Init() : undefined;
          status = dapi ? 'started' : 'error';
        } catch {
          status = 'error';
        }
        return status;
      });
      return starting;
    },
    async connect() {
      const wallet = ready();
      const { chainId } = await wallet.getNetworks().catch((e) => {
        throw neolineError(e);
      });
      if (chainId !== network.neolineChainId)
        throw new WalletError(
          'wrongNetwork',
          { wallet: 'NeoLine', network: network.name },
          `NeoLine chainId ${chainId}`,
        );
      const account = await wallet.getAccount().catch((e) => {
        throw neolineError(e);
      });
      return account?.address || undefined;
    },
    // SPEC §4: an extension wallet is restored from the saved data.
    restore: async (saved) => (status === 'started' ? saved.address : undefined),
    disconnect: async () => undefined,
    async send(request: N3Request) {
      const wallet = ready();
      if (!request.invocations.length) throw new WalletError('invocationMissing');
      const answer = await wallet
        .invokeMultiple({
          invokeArgs: request.invocations.map((i) => ({
            scriptHash: i.scriptHash,
            operation: i.operation,
            args: i.args,
          })),
          signers: request.signers.map((s) => ({
            account: s.account.replace(/^0x/, ''),
            scopes: s.scopes,
            ...(s.allowedContracts ? { allowedContracts: s.allowedContracts } : {}),
          })),
        })
        .catch((e) => {
          throw neolineError(e);
        });
      if (!answer?.txid) throw new WalletError('badInvocation', {}, 'NeoLine answered no txid');
      return answer.txid.startsWith('0x') ? answer.txid : `0x${answer.txid}`;
    },
    /** NeoLine's `signMessage`: its salt, the public key and the signature (`data`). */
    async signMessage(message: string): Promise<SignedText> {
      const wallet = ready();
      if (!wallet.signMessage) throw new WalletError('unimplemented');
      const answer = await wallet.signMessage({ message }).catch((e) => {
        throw neolineError(e);
      });
      return { signature: answer.data, publicKey: answer.publicKey, salt: answer.salt };
    },
    /** The account's public key when NeoLine tells it (for exact network-fee estimates). */
    async publicKey() {
      if (!dapi?.getPublicKey) return undefined;
      return (await dapi.getPublicKey().catch(() => undefined))?.publicKey;
    },
    subscribe(listener: (event: WalletEvent) => void) {
      const onAccount = () => listener({ type: 'accountChanged' });
      const onNetwork = () => listener({ type: 'networkChanged' });
      const onDisconnect = () => listener({ type: 'disconnected' });
      host.addEventListener(NEOLINE_EVENTS.accountChanged, onAccount);
      host.addEventListener(NEOLINE_EVENTS.networkChanged, onNetwork);
      host.addEventListener(NEOLINE_EVENTS.disconnected, onDisconnect);
      return () => {
        host.removeEventListener(NEOLINE_EVENTS.accountChanged, onAccount);
        host.removeEventListener(NEOLINE_EVENTS.networkChanged, onNetwork);
        host.removeEventListener(NEOLINE_EVENTS.disconnected, onDisconnect);
      };
    },
  };
}
