/**
 * Dynamic imports of the islands' code with SPEC §9's chunk load timeout: a chunk that has not arrived after 120 s
 * (a stalled connection, a deploy that removed it) rejects with a ChunkLoadError naming the part, instead of leaving
 * the island waiting forever. The error is also written to the console (and so reaches error reporting).
 */

/** SPEC §9: chunk load timeout. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** A part of the page's code that could not be loaded in time (or at all). */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  /** The part that did not load ("chart"). */
  readonly chunk: string;
  /** `timeout`: nothing after 120 s; `failed`: the import rejected. */
  readonly reason: 'timeout' | 'failed';
  constructor(chunk: string, reason: 'timeout' | 'failed', cause?: unknown) {
    super(
      reason === 'timeout'
        ? `The ${chunk} code did not load within ${CHUNK_LOAD_TIMEOUT_MS / 1000} s. Check the connection and reload the page.`
        : `The ${chunk} code could not be loaded. Check the connection and reload the page.`,
      { cause },
    );
    this.chunk = chunk;
    this.reason = reason;
  }
}

/**
 * Run `load` (e.g. `() => import('./chart-engine.ts')`) and answer its module; rejects with a ChunkLoadError when it
 * fails or takes longer than `timeoutMs` (default 120 s). `chunk` names the part in the message ("chart").
 */
export function loadChunk<T>(chunk: string, load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const fail = (error: ChunkLoadError) => {
      console.error(error);
      reject(error);
    };
    const timer = setTimeout(() => fail(new ChunkLoadError(chunk, 'timeout')), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        fail(new ChunkLoadError(chunk, 'failed', error));
      },
    );
  });
}
