import { describe, expect, it } from 'vitest';
import { isDue, nextRunAt, rateMs } from './status.ts';

describe('sync schedules', () => {
  it('reads EventBridge rate expressions', () => {
    expect(rateMs('rate(1 hour)')).toBe(3600_000);
    expect(rateMs('rate(6 hours)')).toBe(6 * 3600_000);
    expect(rateMs('rate(30 minutes)')).toBe(1800_000);
    expect(() => rateMs('cron(0 * * * ? *)')).toThrow('Unsupported schedule');
    expect(nextRunAt('rate(1 day)', '2026-11-21T00:00:00.000Z')).toBe('2026-11-22T00:00:00.000Z');
  });

  it('is due when it never ran or its next run passed', () => {
    const now = Date.parse('2026-11-21T12:00:00Z');
    expect(isDue({ name: 'x' }, 'rate(1 hour)', now)).toBe(true);
    expect(isDue({ name: 'x', lastRunAt: '2026-11-21T11:30:00.000Z' }, 'rate(1 hour)', now)).toBe(false);
    expect(isDue({ name: 'x', lastRunAt: '2026-11-21T10:30:00.000Z' }, 'rate(1 hour)', now)).toBe(true);
  });
});
