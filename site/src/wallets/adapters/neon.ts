/**
 * Neon over WalletConnect 2 (NEO.md §6.3, §6.4): a session in the `neo3` namespace (`neo3:mainnet`, or
 * `neo3:private` on the local privnet — the network profile's chain; transactions
 * with `invokeFunction` answering the txid) or the `eip155` namespace (`eip155:47763`, `eth_sendTransaction`
 * answering the hash). The project id comes from `PUBLIC_WALLETCONNECT_PROJECT_ID`; without it the adapter reports
 * `error` and the modal says neon is not configured. The sign client itself loads on demand (sign-client.ts).
 */
import { loadChunk } from '../../lib/load-chunk.ts';
import { NETWORK_PROFILES, type NetworkProfile } from '../../../../chain/config.ts';
import { WalletError } from '../errors.ts';
import type { SignClientLike, WcSession } from './sign-client.ts';
import type {
  Chain,
  N3Request,
  NeoXRequest,
  RequestOf,
  SdkStatus,
  SignedText,
  WalletAdapter,
  WalletEvent,
} from '../types.ts';
import { utf8Hex } from './neoline-neox.ts';

/** SPEC §9: the reason sent when the visitor disconnects. */
export const USER_DISCONNECTED = { code: 5900, message: 'USER_DISCONNECTED' } as const;
/** neon-dappkit's compatibility marker appended to neo3 pairing URIs (NEO.md §6.3, COMPATIBILITY_VERSION 3). */
export const NEO3_URI_SUFFIX = '&wccv=3';

/** The WalletConnect namespace of `chain` on `network`: key, chain id, methods and events (NEO.md §6.3, §6.4). */
function namespaceOf(chain: Chain, network: NetworkProfile) {
  return chain === 'n3'
    ? {
        key: 'neo3',
        chain: network.n3.walletConnectChain,
        methods: ['invokeFunction', 'testInvoke', 'signMessage', 'verifyMessage', 'getWalletInfo', 'calculateFee'],
        events: [] as string[],
      }
    : {
        key: 'eip155',
        chain: network.neoX.walletConnectChain,
        methods: ['eth_sendTransaction', 'personal_sign'],
        events: ['accountsChanged', 'chainChanged'],
      };
}

/**
 * The address a session grants on `chain` of `network` (`neo3:mainnet:N…` / `neo3:private:N…` / `eip155:47763:0x…`),
 * SPEC §8 errors when absent.
 */
export function sessionAddress(
  session: WcSession | undefined,
  chain: Chain,
  network: NetworkProfile = NETWORK_PROFILES.mainnet,
): string {
  if (!session) throw new WalletError('noSession');
  const ns = namespaceOf(chain, network);
  const accounts = session.namespaces[ns.key]?.accounts;
  if (!accounts?.length) throw new WalletError('noAccount');
  const address = accounts.find((a) => a.startsWith(`${ns.chain}:`))?.split(':')[2];
  if (!address) throw new WalletError('noAddress');
  return address;
}

const isUserRejection = (error: unknown) => {
  const e = error as { code?: number; message?: string } | null;
  return e?.code === 5000 || e?.code === 5001 || /reject|denied|cancel/i.test(e?.message ?? '');
};

export interface NeonAdapterOptions {
  projectId?: string | undefined;
  /** How the sign client is obtained (default: the shared one from sign-client.ts, imported on demand). */
  loadClient?: (projectId: string) => Promise<SignClientLike>;
  /** Methods to request (SPEC §5: at least one). */
  methods?: readonly string[];
  /** The network the session must be on (default mainnet). */
  network?: NetworkProfile | undefined;
}

/** The neon adapter for `chain`. */
export function createNeonAdapter<C extends Chain>(chain: C, options: NeonAdapterOptions): WalletAdapter<C> {
  const network = options.network ?? NETWORK_PROFILES.mainnet;
  const ns = namespaceOf(chain, network);
  const methods = options.methods ?? ns.methods;
  const loadClient =
    options.loadClient ??
    ((id: string) => loadChunk('WalletConnect', () => import('./sign-client.ts')).then((m) => m.getSignClient(id)));
  let client: SignClientLike | undefined;
  let status: SdkStatus = null;
  let starting: Promise<SdkStatus> | undefined;
  let topic: string | undefined;
  const listeners = new Set<(event: WalletEvent) => void>();
  const emit = (event: WalletEvent) => listeners.forEach((l) => l(event));

  const signClient = () => {
    if (!client || status !== 'started') throw new WalletError('signClientNotInitialized');
    return client;
  };
  const find = (c: SignClientLike) =>
    c.session
      .getAll()
      .filter((s) => s.namespaces[ns.key])
      .at(-1);

  return {
    platform: 'neon',
    chain,
    installed: () => !!options.projectId,
    status: () => status,
    init() {
      starting ??= (async () => {
        if (!options.projectId) return (status = 'error');
        try {
          client = await loadClient(options.projectId);
          const ended = (args: { topic?: string }) => {
            if (args.topic && args.topic === topic) {
              topic = undefined;
              emit({ type: 'disconnected' });
            }
          };
          client.on('session_delete', ended);
          client.on('session_expire', ended);
          client.on('session_event', (args) => {
            if (args.topic === topic && args.params?.event?.name === 'accountsChanged')
              emit({ type: 'accountChanged' });
          });
          return (status = 'started');
        } catch {
          return (status = 'error');
        }
      })();
      return starting;
    },
    async connect(hooks) {
      if (!options.projectId) throw new WalletError('notConfigured', { wallet: 'Neon' });
      const c = signClient();
      if (!methods.length) throw new WalletError('noMethods');
      const { uri, approval } = await c.connect({
        requiredNamespaces: { [ns.key]: { chains: [ns.chain], methods: [...methods], events: [...ns.events] } },
      });
      if (uri) hooks?.onUri?.(chain === 'n3' ? `${uri}${NEO3_URI_SUFFIX}` : uri);
      const session = await approval().catch((e) => {
        throw isUserRejection(e) ? new WalletError('rejected', {}, String(e?.message ?? e)) : e;
      });
      const address = sessionAddress(session, chain, network);
      topic = session.topic;
      return address;
    },
    async restore() {
      if (status !== 'started' || !client) return undefined;
      const session = find(client);
      if (!session) return undefined;
      try {
        const address = sessionAddress(session, chain, network);
        topic = session.topic;
        return address;
      } catch {
        return undefined;
      }
    },
    async disconnect() {
      const c = signClient();
      const current = topic;
      topic = undefined;
      if (current) await c.disconnect({ topic: current, reason: USER_DISCONNECTED });
    },
    async send(request: RequestOf<C>) {
      const c = signClient();
      if (!topic) throw new WalletError('noSession');
      try {
        if (chain === 'n3') {
          const r = request as N3Request;
          if (!r.invocations.length) throw new WalletError('invocationMissing');
          const txid = await c.request<string>({
            topic,
            chainId: ns.chain,
            request: { method: 'invokeFunction', params: { invocations: r.invocations, signers: r.signers } },
          });
          if (typeof txid !== 'string') throw new WalletError('badInvocation', {}, 'no txid');
          return txid.startsWith('0x') ? txid : `0x${txid}`;
        }
        const r = request as NeoXRequest;
        const tx = {
          from: r.from,
          to: r.to,
          ...(r.data ? { data: r.data } : {}),
          ...(r.valueWei !== undefined ? { value: `0x${r.valueWei.toString(16)}` } : {}),
        };
        const hash = await c.request<string>({
          topic,
          chainId: ns.chain,
          request: { method: 'eth_sendTransaction', params: [tx] },
        });
        if (typeof hash !== 'string') throw new WalletError('badInvocation', {}, 'no transaction hash');
        return hash;
      } catch (error) {
        if (error instanceof WalletError) throw error;
        throw isUserRejection(error)
          ? new WalletError('rejected', {}, String((error as Error)?.message ?? error))
          : error;
      }
    },
    /**
     * N3: the neo3 namespace's `signMessage` (`{ message, version: 1 }`, neon-dappkit's classic salted form) answers
     * `{ publicKey, data, salt }`; Neo X: `personal_sign`.
     */
    async signMessage(message: string, address: string): Promise<SignedText> {
      const c = signClient();
      if (!topic) throw new WalletError('noSession');
      try {
        if (chain === 'n3') {
          const signed = await c.request<{ publicKey: string; data: string; salt?: string }>({
            topic,
            chainId: ns.chain,
            request: { method: 'signMessage', params: { message, version: 1 } },
          });
          return { signature: signed.data, publicKey: signed.publicKey, salt: signed.salt };
        }
        const signature = await c.request<string>({
          topic,
          chainId: ns.chain,
          request: { method: 'personal_sign', params: [utf8Hex(message), address] },
        });
        return { signature };
      } catch (error) {
        if (error instanceof WalletError) throw error;
        throw isUserRejection(error)
          ? new WalletError('rejected', {}, String((error as Error)?.message ?? error))
          : error;
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
