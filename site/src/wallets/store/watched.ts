/**
 * The addresses watched on /my-wallet, kept in this browser only (issue 28): localStorage `neo-watched-addresses-v1`,
 * `{ current, addresses: [{ address, chain, name? }] }`, no account. The page restores `current` on the next visit
 * without `?address=`. Pure functions over a key-value store; anything unreadable reads as nothing watched.
 */
import { addressShape, type AddressChain } from '../address.ts';
import type { KeyValue } from './saved.ts';

export const WATCHED_KEY = 'neo-watched-addresses-v1';
/** Longest name a watched address can be given (characters). */
export const WATCHED_NAME_MAX = 40;
/** Most addresses kept: the oldest one goes when another is added. */
export const WATCHED_MAX = 20;

export interface WatchedAddress {
  address: string;
  chain: AddressChain;
  /** The visitor's own name for it; absent when none was given. */
  name?: string | undefined;
}

export interface WatchedState {
  /** The address shown now; undefined when none is. */
  current: string | undefined;
  addresses: WatchedAddress[];
}

const EMPTY: WatchedState = { current: undefined, addresses: [] };

/** What `storage` keeps: entries whose address has the shape of their chain, and a current that is one of them. */
export function readWatched(storage: KeyValue): WatchedState {
  try {
    const raw = JSON.parse(storage.getItem(WATCHED_KEY) ?? 'null') as Partial<WatchedState> | null;
    if (!raw || !Array.isArray(raw.addresses)) return EMPTY;
    const addresses = raw.addresses
      .filter((a): a is WatchedAddress => !!a && typeof a.address === 'string' && addressShape(a.address) === a.chain)
      .map((a) => ({ address: a.address, chain: a.chain, name: cleanName(a.name) }))
      .slice(-WATCHED_MAX);
    const current = addresses.some((a) => a.address === raw.current) ? raw.current : undefined;
    return { current, addresses };
  } catch {
    return EMPTY;
  }
}

/** Save `state` (a full or blocked storage is ignored: watching still works for this visit). */
export function writeWatched(storage: KeyValue, state: WatchedState): void {
  try {
    storage.setItem(WATCHED_KEY, JSON.stringify(state));
  } catch {
    // Quota or privacy mode: nothing kept, nothing broken.
  }
}

/** A name trimmed to WATCHED_NAME_MAX characters; undefined when empty or not text. */
function cleanName(name: unknown): string | undefined {
  if (typeof name !== 'string') return undefined;
  const trimmed = [...name.trim()].slice(0, WATCHED_NAME_MAX).join('');
  return trimmed || undefined;
}

/** Watch `entry` now: added at the end unless already kept (then its name stays), and made current. */
export function watchAddress(state: WatchedState, entry: Omit<WatchedAddress, 'name'>): WatchedState {
  const kept = state.addresses.some((a) => a.address === entry.address);
  const addresses = kept ? state.addresses : [...state.addresses, { ...entry }].slice(-WATCHED_MAX);
  return { current: entry.address, addresses };
}

/** Forget `address`; when it was current, nothing is current. */
export function removeAddress(state: WatchedState, address: string): WatchedState {
  return {
    current: state.current === address ? undefined : state.current,
    addresses: state.addresses.filter((a) => a.address !== address),
  };
}

/** Name `address` `name` (trimmed; an empty name removes it). */
export function renameAddress(state: WatchedState, address: string, name: string): WatchedState {
  return {
    ...state,
    addresses: state.addresses.map((a) => (a.address === address ? { ...a, name: cleanName(name) } : a)),
  };
}

/** Stop showing any address, keeping the list. */
export const stopWatching = (state: WatchedState): WatchedState => ({ ...state, current: undefined });
