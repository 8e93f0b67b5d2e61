/** The last connected wallet per chain in localStorage (SPEC §9 stored keys `n3LastWalletConnected`, `xLastWalletConnected`). */
import type { Chain, Platform, SavedWallet } from '../types.ts';

/** localStorage key of each chain’s last connected wallet (SPEC §9). */
export const STORAGE_KEYS: Record<Chain, string> = { n3: 'n3LastWalletConnected', neoX: 'xLastWalletConnected' };

export type KeyValue = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const PLATFORMS: readonly Platform[] = ['neon', 'neoline'];

/** The saved wallet of `chain`, or undefined when none (or unreadable) is stored. */
export function readSaved(storage: KeyValue, chain: Chain): SavedWallet | undefined {
  try {
    const value = JSON.parse(storage.getItem(STORAGE_KEYS[chain]) ?? 'null') as Partial<SavedWallet> | null;
    return value && PLATFORMS.includes(value.platform as Platform) && typeof value.address === 'string' && value.address
      ? { platform: value.platform as Platform, address: value.address }
      : undefined;
  } catch {
    return undefined;
  }
}

/** Save the connected wallet of `chain`. */
export function writeSaved(storage: KeyValue, chain: Chain, saved: SavedWallet): void {
  storage.setItem(STORAGE_KEYS[chain], JSON.stringify(saved));
}

/** Forget the saved wallet of `chain`. */
export function clearSaved(storage: KeyValue, chain: Chain): void {
  storage.removeItem(STORAGE_KEYS[chain]);
}

/** localStorage when the browser allows it, else a memory store (private modes, tests). */
export function browserStorage(): KeyValue {
  try {
    const probe = '__wallet_probe__';
    localStorage.setItem(probe, probe);
    localStorage.removeItem(probe);
    return localStorage;
  } catch {
    const memory = new Map<string, string>();
    return {
      getItem: (k) => memory.get(k) ?? null,
      setItem: (k, v) => void memory.set(k, v),
      removeItem: (k) => void memory.delete(k),
    };
  }
}
