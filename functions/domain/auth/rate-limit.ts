/**
 * Attempt limits kept in the table, so every API instance sees the same counts, and counted atomically *before*
 * the guarded work runs (a burst of parallel requests cannot all read "0 so far"):
 *
 * - `takeSlot`: a hard limit per key in a sliding window (the two-window approximation: the previous window's count
 *   weighted by how much of it still overlaps, plus the current one). One `UpdateItem ADD value 1` with the condition
 *   `value < allowed`, so parallel callers can never take more slots than allowed. `releaseSlot` gives one back
 *   (a sign-in that succeeded is not an attack).
 * - `enterBackoff`: a growing back-off per key instead of a lock-out (OWASP Authentication Cheat Sheet, "Account
 *   Lockout"): the first `free` attempts pass at once, each later one only after a delay that doubles up to
 *   `maxDelaySeconds`. The attempt is recorded with a compare-and-set on the attempt count (`ADD value 1` on the
 *   condition that the count is still the one read), so of parallel attempts exactly one enters per count.
 *
 * Items are meta records (`rate#…`, `gate#…`) with a TTL, removed by DynamoDB once stale.
 */
import { guard } from '../../adapters/data/store.ts';
import { metaEntity } from '../../adapters/data/electro.ts';
import { isConditionFailure } from '../../adapters/data/errors.ts';

/** A hard limit: at most `max` attempts per `seconds` (sliding). */
export interface Window {
  seconds: number;
  max: number;
}
/** A growing back-off: `free` attempts at once, then 1 s, 2 s, 4 s … up to `maxDelaySeconds` between attempts; forgotten after `windowSeconds` without one. */
export interface Backoff {
  free: number;
  maxDelaySeconds: number;
  windowSeconds: number;
}

/** Answer of a limit: allowed, or refused with the whole seconds to wait (≥ 1). */
export type Admission = { ok: true; slot?: string } | { ok: false; retryAfterSeconds: number };

const nowSeconds = () => Date.now() / 1000;
const slotName = (key: string, index: number) => `rate#${key}#${index}`;

/** The count of a meta item (0 when absent); read strongly consistent, as the next write depends on it. */
async function readCount(name: string): Promise<{ value: number; data?: Record<string, number> } | undefined> {
  const { data } = await guard(() => metaEntity().get({ name }).go({ consistent: true }));
  return data ? { value: Number(data.value ?? 0), data: data.data as Record<string, number> | undefined } : undefined;
}

/**
 * Take one slot of `key` under the sliding-window limit `w` (or `count` slots at once, all or none: a lease of
 * several requests, functions/api/client-limit.ts). Answers `{ ok: true, slot }` (pass `slot` to `releaseSlot` to
 * give one back) or `{ ok: false, retryAfterSeconds }` when the limit is reached; a refused attempt takes no slot.
 */
export async function takeSlot(key: string, w: Window, count = 1): Promise<Admission> {
  const now = nowSeconds();
  const index = Math.floor(now / w.seconds);
  const overlap = 1 - (now - index * w.seconds) / w.seconds;
  const previous = (await readCount(slotName(key, index - 1)))?.value ?? 0;
  const allowed = w.max - Math.floor(previous * overlap);
  const retryAfterSeconds = Math.max(1, Math.ceil((index + 1) * w.seconds - now));
  if (allowed < count) return { ok: false, retryAfterSeconds };
  const name = slotName(key, index);
  try {
    await guard(() =>
      metaEntity()
        .update({ name })
        .add({ value: count })
        .set({ updatedAt: new Date().toISOString(), expiresAt: (index + 2) * w.seconds })
        .where(({ value }, { notExists, lt }) => `${notExists(value)} OR ${lt(value, allowed - count + 1)}`)
        .go(),
    );
    return { ok: true, slot: name };
  } catch (error) {
    if (isConditionFailure(error)) return { ok: false, retryAfterSeconds };
    throw error;
  }
}

/** Give back a slot taken by `takeSlot` (never below zero; a slot of a window already gone is ignored). */
export async function releaseSlot(slot: string | undefined): Promise<void> {
  if (!slot) return;
  try {
    await guard(() =>
      metaEntity()
        .update({ name: slot })
        .add({ value: -1 })
        .where(({ value }, { gt }) => gt(value, 0))
        .go(),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** The delay after the `attempts`-th attempt, seconds: 0 for the free ones, then 1, 2, 4 … capped. */
export const backoffDelaySeconds = (attempts: number, b: Backoff) =>
  attempts < b.free ? 0 : Math.min(b.maxDelaySeconds, 2 ** (attempts - b.free));

const gateName = (key: string) => `gate#${key}`;
/** Compare-and-set rounds before a contended attempt is refused (each round lets exactly one attempt in). */
const MAX_ROUNDS = 40;

/**
 * Record one attempt for `key` under the back-off `b`, before the guarded check runs. Answers `{ ok: true }` when
 * the attempt may proceed, or `{ ok: false, retryAfterSeconds }` while the back-off runs (nothing recorded then).
 */
export async function enterBackoff(key: string, b: Backoff): Promise<Admission> {
  const name = gateName(key);
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const nowMs = Date.now();
    const item = await readCount(name);
    const nextAt = item?.data?.nextAt ?? 0;
    const lastAt = item?.data?.lastAt ?? 0;
    if (item && nextAt > nowMs)
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((nextAt - nowMs) / 1000)) };
    const stale = !item || nowMs - lastAt > b.windowSeconds * 1000;
    const attempts = (stale ? 0 : item.value) + 1;
    const data = { nextAt: nowMs + backoffDelaySeconds(attempts, b) * 1000, lastAt: nowMs };
    const expiresAt = Math.ceil(nowMs / 1000) + b.windowSeconds + b.maxDelaySeconds;
    try {
      const update = metaEntity()
        .update({ name })
        .set({ data, updatedAt: new Date(nowMs).toISOString(), expiresAt });
      await guard(() =>
        (item
          ? (stale ? update.set({ value: 1 }) : update.add({ value: 1 })).where(({ value }, { eq }) =>
              eq(value, item.value),
            )
          : update.set({ value: 1 }).where(({ value }, { notExists }) => notExists(value))
        ).go(),
      );
      return { ok: true };
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
  return { ok: false, retryAfterSeconds: 1 };
}

/** Forget the attempts of `key` (after a successful sign-in). */
export async function clearBackoff(key: string): Promise<void> {
  await guard(() =>
    metaEntity()
      .delete({ name: gateName(key) })
      .go(),
  );
}
