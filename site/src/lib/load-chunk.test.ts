import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, loadChunk } from './load-chunk.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('loadChunk (SPEC §9 chunk load timeout)', () => {
  it('answers the module when it arrives', async () => {
    await expect(loadChunk('chart', async () => ({ draw: 1 }))).resolves.toEqual({ draw: 1 });
  });

  it('rejects with a clear error after 120 s when the chunk never arrives, not before', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const settled = vi.fn();
    const loading = loadChunk('wallet', () => new Promise<never>(() => undefined));
    loading.then(settled, settled);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = settled.mock.calls[0]![0] as ChunkLoadError;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error.message).toBe('The wallet code did not load within 120 s. Check the connection and reload the page.');
    expect(console.error).toHaveBeenCalledWith(error);
  });

  it('rejects at once, naming the part, when the import fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const error = await loadChunk('chart', () => Promise.reject(cause)).catch((e: unknown) => e as ChunkLoadError);
    expect(error.reason).toBe('failed');
    expect(error.message).toContain('The chart code could not be loaded');
    expect(error.cause).toBe(cause);
  });
});
