/**
 * Wallet state per chain (SPEC §4 "Wallet per chain"), as a nanostores map plus its actions:
 * - start: init the extension wallets (status null → started | error), then restore the last wallet: an extension
 *   from its saved data, a WalletConnect wallet only if a live session yields an address; otherwise clear.
 * - connect: nothing if connected; approval → platform, address, saved, uri cleared, modal closed, 'Wallet connected';
 *   no address back = rejected by the user; then the action that was waiting for the wallet runs.
 * - disconnect: the adapter's disconnect with its errors ignored, then everything cleared.
 * - a session deletion / account or network change in the wallet clears the state.
 * - executeWithWallet: run now when connected, else open the connect modal carrying the action.
 */
import { map, type MapStore } from 'nanostores';
import { WalletError, type WalletErrorCode } from '../errors.ts';
import type { Chain, Platform, SdkStatus, WalletAdapter } from '../types.ts';
import { clearSaved, readSaved, writeSaved, type KeyValue } from './saved.ts';

export interface WalletState {
  address: string | undefined;
  platform: Platform | undefined;
  /** The platform saved as last connected. */
  lastWallet: Platform | undefined;
  /** WalletConnect pairing link while the visitor approves in Neon. */
  uri: string | undefined;
  status: Record<Platform, SdkStatus>;
  installed: Record<Platform, boolean>;
  modalOpen: boolean;
  /** The platform being connected right now. */
  connecting: Platform | undefined;
  /** Why the last connect failed. */
  error: { code: WalletErrorCode | 'unknown'; params: Record<string, string> } | undefined;
}

export interface WalletStoreDeps<C extends Chain> {
  chain: C;
  storage: KeyValue;
  /** The adapter of a platform (loaded on demand; neon pulls in the WalletConnect client). */
  loadAdapter: (platform: Platform) => Promise<WalletAdapter<C>>;
  /** Show a message to the visitor (the 'Wallet connected' toast). */
  notify: (kind: 'success' | 'error', key: string) => void;
  /** Platforms started at `start()` (extensions); the others start when the modal asks for them. */
  startOnLoad?: Platform[];
}

export type WalletStore<C extends Chain = Chain> = ReturnType<typeof createWalletStore<C>>;

const initialState = (): WalletState => ({
  address: undefined,
  platform: undefined,
  lastWallet: undefined,
  uri: undefined,
  status: { neon: null, neoline: null },
  installed: { neon: false, neoline: false },
  modalOpen: false,
  connecting: undefined,
  error: undefined,
});

type State = MapStore<WalletState>;
type Adapters<C extends Chain> = ReturnType<typeof adapterLoader<C>>;
type Connection<C extends Chain> = ReturnType<typeof connection<C>>;
type Modal = ReturnType<typeof modalActions>;

/** The adapters, each loaded once (`adapter`), and `prepare`: load and init a platform's SDK, status recorded. */
function adapterLoader<C extends Chain>(deps: WalletStoreDeps<C>, $wallet: State) {
  const adapters = new Map<Platform, Promise<WalletAdapter<C>>>();
  const adapter = (platform: Platform) => {
    let loaded = adapters.get(platform);
    if (!loaded) {
      loaded = deps.loadAdapter(platform);
      adapters.set(platform, loaded);
    }
    return loaded;
  };
  // Only a change is written: every island holding the wallet store renders again on each write.
  const refresh = (platform: Platform, a: WalletAdapter<C>) => {
    const s = $wallet.get();
    if (s.status[platform] === a.status() && s.installed[platform] === a.installed()) return;
    $wallet.set({
      ...s,
      status: { ...s.status, [platform]: a.status() },
      installed: { ...s.installed, [platform]: a.installed() },
    });
  };
  /** Load and init a platform's SDK; answers the adapter with its status recorded. */
  async function prepare(platform: Platform): Promise<WalletAdapter<C>> {
    const a = await adapter(platform);
    refresh(platform, a);
    await a.init();
    refresh(platform, a);
    return a;
  }
  return { adapter, prepare };
}

/** The connection itself: `setConnected` records and saves it, `clear` forgets it; a change in the wallet clears. */
function connection<C extends Chain>(deps: WalletStoreDeps<C>, $wallet: State) {
  let unsubscribe: (() => void) | undefined;

  /** Forget the connection (SPEC §4: address, platform, last wallet, uri and stored data). */
  function clear() {
    unsubscribe?.();
    unsubscribe = undefined;
    clearSaved(deps.storage, deps.chain);
    $wallet.set({ ...$wallet.get(), address: undefined, platform: undefined, lastWallet: undefined, uri: undefined });
  }

  function setConnected(platform: Platform, address: string, a: WalletAdapter<C>) {
    unsubscribe?.();
    unsubscribe = a.subscribe(() => clear());
    writeSaved(deps.storage, deps.chain, { platform, address });
    $wallet.set({ ...$wallet.get(), address, platform, lastWallet: platform, uri: undefined, error: undefined });
  }

  return { clear, setConnected };
}

/** The connect modal and the action waiting in it for a wallet (taken once by `takePending`). */
function modalActions($wallet: State) {
  let pending: (() => unknown) | undefined;

  function openModal() {
    $wallet.set({ ...$wallet.get(), modalOpen: true, error: undefined });
  }
  function closeModal() {
    pending = undefined;
    $wallet.set({ ...$wallet.get(), modalOpen: false, uri: undefined, connecting: undefined });
  }

  /** Run `action` with a connected wallet: now, or after the visitor connects through the modal. */
  function executeWithWallet(action: () => unknown) {
    if ($wallet.get().address) return void action();
    pending = action;
    openModal();
  }

  function takePending() {
    const action = pending;
    pending = undefined;
    return action;
  }

  return { openModal, closeModal, executeWithWallet, takePending };
}

/** Init the extensions and restore the last wallet. */
async function restore<C extends Chain>(deps: WalletStoreDeps<C>, adapters: Adapters<C>, conn: Connection<C>) {
  const saved = readSaved(deps.storage, deps.chain);
  await Promise.all((deps.startOnLoad ?? ['neoline']).map((p) => adapters.prepare(p).catch(() => undefined)));
  if (!saved) return;
  try {
    const a = await adapters.prepare(saved.platform);
    const address = a.status() === 'started' ? await a.restore(saved) : undefined;
    if (address) conn.setConnected(saved.platform, address, a);
    else conn.clear();
  } catch {
    conn.clear();
  }
}

/** What `connectWith` works with. */
interface Parts<C extends Chain> {
  deps: WalletStoreDeps<C>;
  $wallet: State;
  adapters: Adapters<C>;
  conn: Connection<C>;
  modal: Modal;
}

/** Connect `platform` (nothing if connected), then run the action that was waiting; a failure is kept in `error`. */
async function connectWith<C extends Chain>(platform: Platform, { deps, $wallet, adapters, conn, modal }: Parts<C>) {
  if ($wallet.get().address) return;
  $wallet.set({ ...$wallet.get(), connecting: platform, error: undefined });
  try {
    const a = await adapters.prepare(platform);
    if (!a.installed() && platform === 'neon') throw new WalletError('notConfigured', { wallet: 'Neon' });
    if (a.status() !== 'started') {
      throw new WalletError('notInitialized', { wallet: platform === 'neoline' ? 'NeoLine' : 'Neon' });
    }
    const address = await a.connect({ onUri: (uri) => $wallet.set({ ...$wallet.get(), uri }) });
    if (!address) throw new WalletError('rejected');
    conn.setConnected(platform, address, a);
    $wallet.set({ ...$wallet.get(), modalOpen: false, connecting: undefined });
    deps.notify('success', 'connected');
    await modal.takePending()?.();
  } catch (error) {
    const code = error instanceof WalletError ? error.code : 'unknown';
    const params = error instanceof WalletError ? error.params : {};
    $wallet.set({ ...$wallet.get(), connecting: undefined, uri: undefined, error: { code, params } });
  }
}

/** Create the store and actions of one chain. */
export function createWalletStore<C extends Chain>(deps: WalletStoreDeps<C>) {
  const $wallet: State = map(initialState());
  const adapters = adapterLoader(deps, $wallet);
  const conn = connection(deps, $wallet);
  const modal = modalActions($wallet);
  const { adapter, prepare } = adapters;
  const { clear } = conn;
  const { openModal, closeModal, executeWithWallet } = modal;

  /** Whether `platform` can be used now (SPEC §4: installed and started). */
  const usable = (platform: Platform) => {
    const s = $wallet.get();
    return s.installed[platform] && s.status[platform] === 'started';
  };

  const start = () => restore(deps, adapters, conn);
  const connect = (platform: Platform) => connectWith(platform, { deps, $wallet, adapters, conn, modal });

  async function disconnect() {
    const platform = $wallet.get().platform;
    if (platform) {
      try {
        await (await adapter(platform)).disconnect();
      } catch {
        // SPEC §4: the adapter's errors are ignored; the state is cleared regardless.
      }
    }
    clear();
  }

  /** The connected adapter (throws 'Wallet not connected' otherwise). */
  async function connected(): Promise<{ adapter: WalletAdapter<C>; address: string }> {
    const { platform, address } = $wallet.get();
    if (!platform || !address) throw new WalletError('notConnected');
    return { adapter: await adapter(platform), address };
  }

  return {
    $wallet,
    chain: deps.chain,
    start,
    prepare,
    connect,
    disconnect,
    openModal,
    closeModal,
    executeWithWallet,
    connected,
    usable,
    clear,
  };
}
