/**
 * A per-client request limit on the whole API (security, third round, finding 7): at most
 * `API_CLIENT_LIMIT_PER_MINUTE` requests per client address (functions/api/origin.ts `requestAddress`) in a sliding
 * minute, counted in the table so every API instance shares one count (functions/domain/auth/rate-limit.ts
 * `takeSlot`). Past it the API answers 429 with `Retry-After` (seconds) and the request does nothing.
 *
 * Counting one table write per request would cost as much as the reads the API serves, so an instance takes the
 * slots of a client in leases of `leaseOf(max)` requests and serves from the lease, taking the next one while half
 * of the current one is left; only a request that outruns its lease waits for the table. A client's first lease of a
 * minute on an instance is on credit, paid with the next lease (so an address that sends a few requests never costs
 * a table write, and a burst from new addresses waits for nothing). Leased slots count whether used or not, so the
 * limit errs on the strict side by up to one lease per instance; an instance that has not yet refused a client may
 * serve it up to half a lease on credit past the shared count before the table's refusal reaches it.
 *
 * Requests without an address (the site build's and the tests' in-process calls, `unknown`) are not counted; on AWS
 * and on the local stack every request has one. Public snapshots served by the CDN (infra/cdn.ts) never reach here.
 */
import type { MiddlewareHandler } from 'hono';
import { config } from '../config.ts';
import { takeSlot, type Admission, type Window } from '../domain/auth/rate-limit.ts';
import { TooManyRequestsError } from '../domain/errors.ts';
import { log } from '../lib/logger.ts';
import type { ApiEnv } from './env.ts';
import { requestAddress } from './origin.ts';

/** Slots taken from the table at once: a fiftieth of the limit, at least 10. */
export const leaseOf = (max: number) => Math.max(10, Math.floor(max / 50));

interface Lease {
  /** The minute (Unix seconds / 60) the lease was taken in. */
  window: number;
  /** Requests still allowed by the lease. */
  left: number;
  /** Slots served on credit, to take from the table with the next lease. */
  owed: number;
  /** The next lease, being taken. */
  pending?: Promise<void>;
  /** Refused by the table until this time (ms since epoch). */
  refusedUntil: number;
}
const leases = new Map<string, Lease>();
/** Leases kept per instance before those of past minutes are dropped. */
const MAX_CLIENTS = 10_000;

/** Forget every lease (tests that change the limit). */
export const clearClientLeases = () => leases.clear();

function leaseFor(address: string, window: number, size: number): Lease {
  let lease = leases.get(address);
  if (lease && lease.window === window) return lease;
  if (leases.size >= MAX_CLIENTS) for (const [a, l] of leases) if (l.window < window) leases.delete(a);
  // The first lease of the minute on credit, unless the table refused the client.
  const refusedUntil = lease?.refusedUntil ?? 0;
  const credit = refusedUntil > Date.now() ? 0 : size;
  lease = { window, left: credit, owed: credit, refusedUntil };
  leases.set(address, lease);
  return lease;
}

function refill(address: string, lease: Lease, w: Window): Promise<void> {
  const size = leaseOf(w.max);
  lease.pending ??= takeSlot(`api#addr#${address}`, w, size + lease.owed)
    .then((admission: Admission) => {
      if (admission.ok) Object.assign(lease, { left: lease.left + size, owed: 0 });
      // Refused: what is left of the credit goes too (paid slots stay).
      else
        Object.assign(lease, {
          left: Math.max(0, lease.left - lease.owed),
          refusedUntil: Date.now() + admission.retryAfterSeconds * 1000,
        });
    })
    .finally(() => (lease.pending = undefined));
  return lease.pending;
}

/**
 * Admit one request of `address` under `max` requests a sliding minute: `{ ok: true }` or `{ ok: false,
 * retryAfterSeconds }`.
 */
export async function admitRequest(address: string, max: number): Promise<Admission> {
  const w: Window = { seconds: 60, max };
  const lease = leaseFor(address, Math.floor(Date.now() / 60_000), leaseOf(max));
  for (;;) {
    const refused = lease.refusedUntil - Date.now();
    if (lease.left > 0) {
      lease.left--;
      if (lease.left <= leaseOf(max) / 2 && refused <= 0) void refill(address, lease, w).catch(() => undefined);
      return { ok: true };
    }
    if (refused > 0) return { ok: false, retryAfterSeconds: Math.ceil(refused / 1000) };
    await refill(address, lease, w);
  }
}

/** The middleware: 429 with `Retry-After` past the limit (message in the request's language). */
export const limitClients: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const max = config().API_CLIENT_LIMIT_PER_MINUTE;
  const address = requestAddress(c);
  if (max > 0 && address !== 'unknown') {
    // An unreachable table fails open here: the route answers for itself (503 if it needs the table; health does not).
    const admission = await admitRequest(address, max).catch((error: unknown) => {
      log.error('client limit not checked', { error: String(error) });
      return { ok: true } as const;
    });
    if (!admission.ok)
      throw new TooManyRequestsError(
        c.get('t')('api.tooManyRequestsSeconds', { seconds: admission.retryAfterSeconds }),
        admission.retryAfterSeconds,
      );
  }
  await next();
};
