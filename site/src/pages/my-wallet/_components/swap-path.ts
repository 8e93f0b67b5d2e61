/** Which pools a swap goes through: the direct pair, else one hop through GAS or bNEO (the first whose reserves read). */
import type { Reserves } from '../../../wallets/n3/flamingo.ts';

/** Candidate paths from `tokenIn` to `tokenOut`, direct first (token hashes, lowercase). */
export function candidatePaths(tokenIn: string, tokenOut: string, hubs: string[]): string[][] {
  const a = tokenIn.toLowerCase();
  const b = tokenOut.toLowerCase();
  const via = hubs
    .map((h) => h.toLowerCase())
    .filter((h) => h !== a && h !== b)
    .map((h) => [a, h, b]);
  return [[a, b], ...via];
}

/**
 * The first path whose reserves `read` answers, with them; undefined when no path has pools. A failure for which
 * `noPool` is false (e.g. no node answered) is thrown instead of trying the next path.
 */
export async function findRoute(
  paths: string[][],
  read: (path: string[]) => Promise<Reserves[]>,
  noPool: (error: unknown) => boolean = () => true,
): Promise<{ path: string[]; hops: Reserves[] } | undefined> {
  for (const path of paths) {
    const hops = await read(path).catch((error: unknown) => {
      if (noPool(error)) return undefined;
      throw error;
    });
    if (hops) return { path, hops };
  }
  return undefined;
}
