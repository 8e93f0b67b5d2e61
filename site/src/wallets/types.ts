/**
 * The one wallet interface every adapter implements (neon over WalletConnect 2, neoline extension; on N3 and on
 * Neo X), and the request shapes each chain signs. Shapes follow NEO.md §6: N3 invocations are the
 * `ContractInvocationMulti` of the WalletConnect neo3 namespace and NeoLine's `invokeMultiple` arguments.
 */

export type Chain = 'n3' | 'neoX';
export type Platform = 'neon' | 'neoline';
/** The wallet platforms in the order the connect modal offers them. */
export const PLATFORMS: readonly Platform[] = ['neoline', 'neon'];

/** SPEC §4: null until init ran, then `started` or `error`. */
export type SdkStatus = null | 'started' | 'error';

export {
  WITNESS_SCOPE,
  type N3Arg,
  type N3Invocation,
  type N3Request,
  type N3Signer,
} from '../../../chain/n3/types.ts';
import type { N3Request } from '../../../chain/n3/types.ts';

/** What a Neo X wallet signs and relays (eth_sendTransaction); `valueWei` in wei (10^-18 GAS). */
export interface NeoXRequest {
  from: string;
  to: string;
  data?: `0x${string}` | undefined;
  valueWei?: bigint | undefined;
}

export type RequestOf<C extends Chain> = C extends 'n3' ? N3Request : NeoXRequest;

/** Something that happened in the wallet: the session ended or the account or network changed. */
export type WalletEvent = { type: 'disconnected' } | { type: 'accountChanged' } | { type: 'networkChanged' };

/**
 * A text message signed by the wallet's account: on N3 `{ publicKey, signature, salt? }` as NeoLine's and Neon's
 * `signMessage` answer it (the signature is `data`, hex; the salt NeoLine puts before the message), on Neo X
 * `{ signature }`, an EIP-191 `personal_sign` (0x, 65 bytes). The API checks them (functions/domain/claims).
 */
export interface SignedText {
  signature: string;
  publicKey?: string | undefined;
  salt?: string | undefined;
}

/** Lets the modal show a WalletConnect pairing link while the visitor approves in Neon. */
export interface ConnectHooks {
  onUri?: (uri: string) => void;
}

/** One wallet platform on one chain. Errors are WalletError (errors.ts). */
export interface WalletAdapter<C extends Chain = Chain> {
  readonly platform: Platform;
  readonly chain: C;
  /** Whether the wallet is present (extension injected / sign client configured). */
  installed(): boolean;
  /** SPEC §4 sdk status. */
  status(): SdkStatus;
  /** Start the SDK once: resolves when the status is `started` or `error` (extension: READY within 10 s). */
  init(): Promise<SdkStatus>;
  /** Ask the wallet for approval; resolves the connected address (or undefined when none came back). */
  connect(hooks?: ConnectHooks): Promise<string | undefined>;
  /** The address of a live session, for restoring on start (WalletConnect); undefined when there is none. */
  restore(saved: SavedWallet): Promise<string | undefined>;
  disconnect(): Promise<void>;
  /** Sign and relay; resolves the transaction id (N3 txid / Neo X hash, 0x-prefixed hex). */
  send(request: RequestOf<C>): Promise<string>;
  /** Sign `message` (plain text) with the connected `address`; rejects with WalletError('rejected') when declined. */
  signMessage?(message: string, address: string): Promise<SignedText>;
  /** The account's public key (hex) when the wallet tells it; used for exact N3 network-fee estimates. */
  publicKey?(): Promise<string | undefined>;
  /** Subscribe to wallet events; returns the unsubscribe function. */
  subscribe(listener: (event: WalletEvent) => void): () => void;
}

/** What is stored under `n3LastWalletConnected` / `xLastWalletConnected` (SPEC §9). */
export interface SavedWallet {
  platform: Platform;
  address: string;
}
