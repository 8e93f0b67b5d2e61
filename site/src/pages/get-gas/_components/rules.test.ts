import { describe, expect, it, vi } from 'vitest';
import { fetchSwapActive, getGasProblem } from './rules.ts';

describe('/get-gas rules (SPEC §5, §8)', () => {
  it('asks for a value, a whole positive NEO amount, within the balance', () => {
    expect(getGasProblem('', 10n)).toBe('required');
    expect(getGasProblem('  ', undefined)).toBe('required');
    expect(getGasProblem('1.5', 10n)).toBe('invalidNeo');
    expect(getGasProblem('0', 10n)).toBe('invalidNeo');
    expect(getGasProblem('-2', 10n)).toBe('invalidNeo');
    expect(getGasProblem('abc', 10n)).toBe('invalidNeo');
    expect(getGasProblem('11', 10n)).toBe('exceeds');
    expect(getGasProblem('10', 10n)).toBeUndefined();
    expect(getGasProblem('3', undefined)).toBeUndefined();
  });
  it('says there is not enough NEO when the wallet holds none', () => {
    expect(getGasProblem('1', 0n)).toBe('notEnoughNeo');
    expect(getGasProblem('', 0n)).toBe('notEnoughNeo');
  });
  it('refreshes the swap switch from the public settings route, keeping the build value on failure', async () => {
    const ok = vi.fn(async () => new Response(JSON.stringify({ isSwapFeatureActive: false })));
    expect(await fetchSwapActive(ok as unknown as typeof fetch)).toBe(false);
    expect(ok).toHaveBeenCalledWith('/client/settings/public', expect.anything());
    expect(await fetchSwapActive((async () => new Response('oops', { status: 500 })) as unknown as typeof fetch)).toBeUndefined();
    expect(await fetchSwapActive((async () => { throw new TypeError('offline'); }) as unknown as typeof fetch)).toBeUndefined();
  });
});
