import { describe, expect, it } from 'vitest';
import { claimStep, claimStepCause, claimStepOf } from './claim-steps.ts';
import { NodeUnreachableError } from '../../../chain/node-error.ts';

describe('claim steps (SPEC §8)', () => {
  it('names the step that failed and keeps what it threw', async () => {
    const down = new NodeUnreachableError('n3', ['http://node']);
    const failure = await claimStep('reserves', () => Promise.reject(down)).catch((e: unknown) => e);
    expect(claimStepOf(failure)).toBe('reserves');
    expect(claimStepCause(failure)).toBe(down);
  });
  it('answers what the step read, and leaves a failure of an inner step named as it was', async () => {
    expect(await claimStep('balance', async () => 5n)).toBe(5n);
    const inner = await claimStep('tokenHash', () => Promise.reject(new Error('Unknown contract'))).catch(
      (e: unknown) => e,
    );
    const outer = await claimStep('reserves', () => Promise.reject(inner)).catch((e: unknown) => e);
    expect(claimStepOf(outer)).toBe('tokenHash');
  });
  it('says nothing of failures outside the steps', () => {
    const plain = new Error('x');
    expect(claimStepOf(plain)).toBeUndefined();
    expect(claimStepCause(plain)).toBe(plain);
    expect(claimStepOf(undefined)).toBeUndefined();
  });
});
