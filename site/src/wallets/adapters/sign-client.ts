/**
 * The WalletConnect 2 sign client, created once per page and shared by the neon adapters of both chains. This
 * module pulls in `@walletconnect/sign-client` and is only imported on demand (when the visitor picks neon or a
 * neon session is restored), so its weight never reaches pages that do not use it.
 */
import SignClient from '@walletconnect/sign-client';

/** The parts of @walletconnect/sign-client the neon adapter (neon.ts) uses (structural, so tests can pass a fake). */
export interface WcSession {
  topic: string;
  namespaces: Record<string, { accounts: string[]; methods?: string[] }>;
}
export interface SignClientLike {
  connect(params: {
    requiredNamespaces: Record<string, { chains: string[]; methods: string[]; events: string[] }>;
  }): Promise<{ uri?: string; approval: () => Promise<WcSession> }>;
  request<T = unknown>(params: {
    topic: string;
    chainId: string;
    request: { method: string; params: unknown };
  }): Promise<T>;
  disconnect(params: { topic: string; reason: { code: number; message: string } }): Promise<void>;
  session: { getAll(): WcSession[] };
  on(event: string, listener: (args: { topic?: string; params?: { event?: { name?: string } } }) => void): unknown;
  off?(event: string, listener: (args: { topic?: string }) => void): unknown;
}

/** SPEC §9 uses 10 s for wallet SDK start; the relay handshake gets the same. */
export const SIGN_CLIENT_INIT_TIMEOUT_MS = 10_000;

let client: Promise<SignClientLike> | undefined;

/** The page's sign client for `projectId`, started once; rejects when the relay does not answer in time. */
export function getSignClient(projectId: string): Promise<SignClientLike> {
  client ??= new Promise<SignClientLike>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('WalletConnect relay did not answer')),
      SIGN_CLIENT_INIT_TIMEOUT_MS,
    );
    SignClient.init({
      projectId,
      metadata: {
        name: 'Neo Ecosystem',
        description: 'Discover the Neo ecosystem and use your wallet on N3 and Neo X.',
        url: location.origin,
        icons: [`${location.origin}/favicon.svg`],
      },
    }).then(
      (c) => {
        clearTimeout(timer);
        resolve(c as unknown as SignClientLike);
      },
      (e) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  }).catch((error) => {
    client = undefined;
    throw error;
  });
  return client;
}
