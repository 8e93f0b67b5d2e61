import { describe, expect, it, vi } from 'vitest';
import { WalletError } from '../errors.ts';
import type { Platform, SavedWallet, SdkStatus, WalletAdapter, WalletEvent } from '../types.ts';
import { STORAGE_KEYS, type KeyValue } from './saved.ts';
import { createWalletStore } from './wallet-store.ts';

function memory(initial: Record<string, string> = {}): KeyValue & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

interface Fake extends WalletAdapter<'n3'> {
  emit(event: WalletEvent): void;
}
function fakeAdapter(
  platform: Platform,
  opts: { status?: SdkStatus; installed?: boolean; address?: string; restore?: string; disconnectFails?: boolean } = {},
): Fake {
  let status: SdkStatus = null;
  const listeners = new Set<(e: WalletEvent) => void>();
  return {
    platform,
    chain: 'n3',
    installed: () => opts.installed ?? true,
    status: () => status,
    init: vi.fn(async () => (status = opts.status ?? 'started')),
    connect: vi.fn(async (hooks) => {
      hooks?.onUri?.('wc:pairing');
      return opts.address;
    }),
    restore: vi.fn(async (_saved: SavedWallet) => opts.restore),
    disconnect: vi.fn(async () => {
      if (opts.disconnectFails) throw new Error('relay down');
    }),
    send: vi.fn(async () => '0xtx'),
    subscribe: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    emit: (e) => listeners.forEach((l) => l(e)),
  };
}

function setup(adapters: Partial<Record<Platform, Fake>>, storage = memory()) {
  const notify = vi.fn();
  const store = createWalletStore<'n3'>({
    chain: 'n3',
    storage,
    notify,
    loadAdapter: async (p) => adapters[p] ?? fakeAdapter(p, { status: 'error', installed: false }),
  });
  return { store, storage, notify };
}

const ADDRESS = 'NhWXj9JfCsF4X6v5ahzHrRH8PQHnrfB8FT';

describe('wallet store (SPEC §4)', () => {
  it('starts the extension: status null → started, usable only when installed and started', async () => {
    const neoline = fakeAdapter('neoline');
    const { store } = setup({ neoline });
    expect(store.$wallet.get().status.neoline).toBeNull();
    expect(store.usable('neoline')).toBe(false);
    await store.start();
    expect(store.$wallet.get().status.neoline).toBe('started');
    expect(store.usable('neoline')).toBe(true);
  });

  it('writes the store only when a status changes: starting an extension that is not there notifies no island', async () => {
    const absent = fakeAdapter('neoline', { installed: false });
    absent.status = () => null;
    const { store } = setup({ neoline: absent });
    const writes = vi.fn();
    const stop = store.$wallet.listen(writes);
    await store.start();
    expect(writes).not.toHaveBeenCalled();
    const present = setup({ neoline: fakeAdapter('neoline') }).store;
    const seen: [SdkStatus, boolean][] = [];
    present.$wallet.listen((s) => seen.push([s.status.neoline, s.installed.neoline]));
    await present.start();
    // Found installed (SDK not started yet), then started: two changes, two writes.
    expect(seen).toEqual([
      [null, true],
      ['started', true],
    ]);
    stop();
  });

  it('connects: address and platform set, saved under n3LastWalletConnected, modal closed, "Wallet connected", uri cleared', async () => {
    const { store, storage, notify } = setup({ neoline: fakeAdapter('neoline', { address: ADDRESS }) });
    store.openModal();
    await store.connect('neoline');
    const s = store.$wallet.get();
    expect(s).toMatchObject({
      address: ADDRESS,
      platform: 'neoline',
      lastWallet: 'neoline',
      modalOpen: false,
      uri: undefined,
      error: undefined,
    });
    expect(JSON.parse(storage.data.get(STORAGE_KEYS.n3)!)).toEqual({ platform: 'neoline', address: ADDRESS });
    expect(notify).toHaveBeenCalledWith('success', 'connected');
  });

  it('does nothing when already connected', async () => {
    const neoline = fakeAdapter('neoline', { address: ADDRESS });
    const { store } = setup({ neoline });
    await store.connect('neoline');
    await store.connect('neoline');
    expect(neoline.connect).toHaveBeenCalledTimes(1);
  });

  it('fails as rejected by the user when no address comes back', async () => {
    const { store } = setup({ neoline: fakeAdapter('neoline', { address: undefined }) });
    await store.connect('neoline');
    expect(store.$wallet.get()).toMatchObject({ address: undefined, error: { code: 'rejected' } });
  });

  it('says the wallet is not initialized when its SDK did not start, and neon is not configured without a project id', async () => {
    const { store } = setup({
      neoline: fakeAdapter('neoline', { status: 'error', installed: false }),
      neon: fakeAdapter('neon', { status: 'error', installed: false }),
    });
    await store.connect('neoline');
    expect(store.$wallet.get().error).toEqual({ code: 'notInitialized', params: { wallet: 'NeoLine' } });
    await store.connect('neon');
    expect(store.$wallet.get().error).toEqual({ code: 'notConfigured', params: { wallet: 'Neon' } });
  });

  it('keeps the adapter error of a failed approval', async () => {
    const neon = fakeAdapter('neon');
    neon.connect = vi.fn(async () => {
      throw new WalletError('noAccount');
    });
    const { store } = setup({ neon });
    await store.connect('neon');
    expect(store.$wallet.get().error?.code).toBe('noAccount');
  });

  it('disconnects ignoring adapter errors and clears everything', async () => {
    const neon = fakeAdapter('neon', { address: ADDRESS, disconnectFails: true });
    const { store, storage } = setup({ neon });
    await store.connect('neon');
    await store.disconnect();
    expect(neon.disconnect).toHaveBeenCalled();
    expect(store.$wallet.get()).toMatchObject({
      address: undefined,
      platform: undefined,
      lastWallet: undefined,
      uri: undefined,
    });
    expect(storage.data.has(STORAGE_KEYS.n3)).toBe(false);
  });

  it('clears the state when the session is deleted or the account changes', async () => {
    const neoline = fakeAdapter('neoline', { address: ADDRESS });
    const { store, storage } = setup({ neoline });
    await store.connect('neoline');
    neoline.emit({ type: 'accountChanged' });
    expect(store.$wallet.get().address).toBeUndefined();
    expect(storage.data.has(STORAGE_KEYS.n3)).toBe(false);
  });

  it('restores an extension wallet from its saved data', async () => {
    const storage = memory({ [STORAGE_KEYS.n3]: JSON.stringify({ platform: 'neoline', address: ADDRESS }) });
    const { store } = setup({ neoline: fakeAdapter('neoline', { restore: ADDRESS }) }, storage);
    await store.start();
    expect(store.$wallet.get()).toMatchObject({ address: ADDRESS, platform: 'neoline' });
  });

  it('restores a WalletConnect wallet only when a live session yields an address, else clears the saved data', async () => {
    const saved = { [STORAGE_KEYS.n3]: JSON.stringify({ platform: 'neon', address: ADDRESS }) };
    const live = setup({ neon: fakeAdapter('neon', { restore: ADDRESS }) }, memory(saved));
    await live.store.start();
    expect(live.store.$wallet.get().address).toBe(ADDRESS);
    const gone = setup({ neon: fakeAdapter('neon', { restore: undefined }) }, memory(saved));
    await gone.store.start();
    expect(gone.store.$wallet.get().address).toBeUndefined();
    expect(gone.storage.data.has(STORAGE_KEYS.n3)).toBe(false);
  });

  it('executes with a wallet: now when connected, else after connecting through the modal', async () => {
    const { store } = setup({ neoline: fakeAdapter('neoline', { address: ADDRESS }) });
    const action = vi.fn();
    store.executeWithWallet(action);
    expect(action).not.toHaveBeenCalled();
    expect(store.$wallet.get().modalOpen).toBe(true);
    await store.connect('neoline');
    expect(action).toHaveBeenCalledTimes(1);
    store.executeWithWallet(action);
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('drops the waiting action when the modal is closed', async () => {
    const { store } = setup({ neoline: fakeAdapter('neoline', { address: ADDRESS }) });
    const action = vi.fn();
    store.executeWithWallet(action);
    store.closeModal();
    await store.connect('neoline');
    expect(action).not.toHaveBeenCalled();
  });

  it('answers "Wallet not connected" for a transaction without a wallet', async () => {
    const { store } = setup({});
    await expect(store.connected()).rejects.toMatchObject({ code: 'notConnected' });
  });
});
