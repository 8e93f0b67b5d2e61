import { describe, expect, it } from 'vitest';
import { resolveWalletConfig } from '../config.ts';
import { bridgeAmountProblem, configuredLimits, datoshiToWei, remainingCap, type BridgeLimits } from './limits.ts';

const GAS = 100_000_000n;
const limits: BridgeLimits = {
  feeDatoshi: GAS / 10n,
  minDatoshi: GAS,
  maxDatoshi: 10_000n * GAS,
  capDatoshi: 100_000n * GAS,
  paused: false,
  source: 'contract',
};

describe('bridge limits', () => {
  it('falls back to the configured values: 0.1 GAS fee, 1 GAS minimum, 10,000 GAS maximum, 100,000 GAS cap', () => {
    const configured = configuredLimits(resolveWalletConfig({}).bridge);
    expect(configured).toEqual({ ...limits, source: 'configured' });
    expect(configuredLimits(resolveWalletConfig({ PUBLIC_BRIDGE_CAP_GAS: '250000' }).bridge).capDatoshi).toBe(
      250_000n * GAS,
    );
    expect(() => resolveWalletConfig({ PUBLIC_BRIDGE_CAP_GAS: '1.5' })).toThrow(/PUBLIC_BRIDGE_CAP_GAS/);
  });
  it('switches the deposit tracker by configuration', () => {
    expect(resolveWalletConfig({}).bridge.trackerUrl).toBe(
      'https://xexplorer.neo.org:8877/api/v1/transactions/deposits',
    );
    expect(resolveWalletConfig({ PUBLIC_BRIDGE_TRACKER_URL: 'off' }).bridge.trackerUrl).toBeUndefined();
    expect(resolveWalletConfig({ PUBLIC_BRIDGE_TRACKER_URL: 'http://t.test/deposits/' }).bridge.trackerUrl).toBe(
      'http://t.test/deposits',
    );
  });
  it('counts what the cap still accepts and converts 8 to 18 decimals', () => {
    expect(remainingCap({ ...limits, totalDepositedDatoshi: 99_990n * GAS })).toBe(10n * GAS);
    expect(remainingCap({ ...limits, totalDepositedDatoshi: 200_000n * GAS })).toBe(0n);
    expect(datoshiToWei(GAS)).toBe(10n ** 18n);
  });
});

describe('bridge amount rules at the boundaries (SPEC §5, §8)', () => {
  const balance = 50n * GAS;
  it('requires a positive GAS amount with at most 8 decimals', () => {
    expect(bridgeAmountProblem(' ', limits, balance)).toBe('required');
    expect(bridgeAmountProblem('abc', limits, balance)).toBe('invalid');
    expect(bridgeAmountProblem('0', limits, balance)).toBe('invalid');
    expect(bridgeAmountProblem('1.000000001', limits, balance)).toBe('invalid');
  });
  it('warns below the minimum (nothing would be received) and accepts exactly the minimum', () => {
    expect(bridgeAmountProblem('0.99999999', limits, balance)).toBe('belowMinimum');
    expect(bridgeAmountProblem('1', limits, balance)).toBeUndefined();
  });
  it('refuses above the per-deposit maximum and above what the first-phase cap still accepts', () => {
    const rich = 1_000_000n * GAS;
    expect(bridgeAmountProblem('10000', limits, rich)).toBeUndefined();
    expect(bridgeAmountProblem('10000.00000001', limits, rich)).toBe('aboveMaximum');
    const nearCap = { ...limits, totalDepositedDatoshi: 99_995n * GAS };
    expect(bridgeAmountProblem('5', nearCap, rich)).toBeUndefined();
    expect(bridgeAmountProblem('5.00000001', nearCap, rich)).toBe('aboveCap');
  });
  it('needs GAS for the amount and the 0.1 GAS fee', () => {
    expect(bridgeAmountProblem('1', limits, 0n)).toBe('noBalance');
    expect(bridgeAmountProblem('50.00000001', limits, balance)).toBe('exceedsBalance');
    expect(bridgeAmountProblem('49.9', limits, balance)).toBeUndefined(); // 49.9 + 0.1 = 50, exactly the balance
    expect(bridgeAmountProblem('49.90000001', limits, balance)).toBe('feeNotCovered');
    expect(bridgeAmountProblem('50', limits, balance)).toBe('feeNotCovered');
    expect(bridgeAmountProblem('49.90000001', limits, undefined)).toBeUndefined(); // no wallet: balance rules wait
  });
  it('refuses everything while deposits are paused', () => {
    expect(bridgeAmountProblem('5', { ...limits, paused: true }, balance)).toBe('paused');
  });
});
