import { describe, expect, it } from 'vitest';
import { fetchSwapActive, getGasProblem } from './rules.ts';

describe('NEO → GAS rules (SPEC §5, §8)', () => {
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
  it("takes the swap switch from the page's public settings, keeping the build value when they cannot be read", async () => {
    const settings = {
      isSwapFeatureActive: false,
      uploadImageAllowedFiles: ['image/png' as const],
      dappImageDimension: 256,
      socialTypeIconDimension: 80,
    };
    expect(await fetchSwapActive(async () => settings)).toBe(false);
    expect(await fetchSwapActive(async () => ({ ...settings, isSwapFeatureActive: true }))).toBe(true);
    expect(await fetchSwapActive(async () => undefined)).toBeUndefined();
  });
});
