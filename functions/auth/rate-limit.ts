/**
 * Fixed-window counters in the table (one item per key and window, removed by TTL), so every API instance sees
 * the same counts: the sign-in brute-force guard works on Lambda as it does locally.
 */
import { guard } from '../data/store.ts';
import { metaEntity } from '../data/electro.ts';

export interface Window { seconds: number; max: number }

const windowStart = (seconds: number) => Math.floor(Date.now() / 1000 / seconds) * seconds;
const itemName = (key: string, w: Window) => `rate#${key}#${windowStart(w.seconds)}`;

/** Count one more event for `key` in the current window; answers the new count. */
export async function hit(key: string, w: Window): Promise<number> {
  const { data } = await guard(() => metaEntity().update({ name: itemName(key, w) }).add({ value: 1 })
    .set({ updatedAt: new Date().toISOString(), expiresAt: windowStart(w.seconds) + w.seconds * 2 }).go({ response: 'all_new' }));
  return data.value ?? 0;
}

/** The count of `key` in the current window (0 when none). */
export async function count(key: string, w: Window): Promise<number> {
  const { data } = await guard(() => metaEntity().get({ name: itemName(key, w) }).go());
  return data?.value ?? 0;
}

/** Whole minutes until the current window of `w` ends (at least 1). */
export const minutesLeft = (w: Window) => Math.max(1, Math.ceil((windowStart(w.seconds) + w.seconds - Date.now() / 1000) / 60));
