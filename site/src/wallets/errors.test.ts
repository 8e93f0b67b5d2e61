import { describe, expect, it } from 'vitest';
import { classifySendFailure, WalletError } from './errors.ts';

describe('wallet failures while signing', () => {
  it('reads rejections from every wallet', () => {
    expect(classifySendFailure(new WalletError('rejected'))).toBe('rejected');
    expect(classifySendFailure({ type: 'CANCELED', description: 'User canceled' })).toBe('rejected');
    expect(classifySendFailure({ code: 4001, message: 'User rejected the request.' })).toBe('rejected');
    expect(classifySendFailure({ code: 5000, message: 'User rejected.' })).toBe('rejected');
  });
  it('reads insufficient GAS from NeoLine, neon-js and the node', () => {
    expect(classifySendFailure({ type: 'INSUFFICIENT_FUNDS' })).toBe('insufficientGas');
    expect(classifySendFailure(new Error('Insufficient GAS. Required: 1 Available: 0'))).toBe('insufficientGas');
    expect(classifySendFailure({ code: -511, message: 'Insufficient funds for fee' })).toBe('insufficientGas');
  });
  it('leaves the rest unknown', () => {
    expect(classifySendFailure(new Error('socket hang up'))).toBe('unknown');
    expect(classifySendFailure(undefined)).toBe('unknown');
  });
});
