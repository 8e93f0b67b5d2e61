import { describe, expect, it } from 'vitest';
import { isResyncJob, pollInterval, progressPercent } from './resync.ts';

describe('resync job', () => {
  it('reports progress in whole percent', () => {
    expect(progressPercent({ status: 'running', processed: 1, total: 3 })).toBe(33);
    expect(progressPercent({ status: 'running', processed: 0, total: 0 })).toBeUndefined();
    expect(progressPercent({ status: 'done', processed: 5, total: 5 })).toBe(100);
  });

  it('polls fast only while running', () => {
    expect(pollInterval({ status: 'running', processed: 0, total: 1 })).toBe(2000);
    expect(pollInterval({ status: 'idle', processed: 0, total: 0 })).toBe(15_000);
  });

  it('recognizes a job answer', () => {
    expect(isResyncJob({ status: 'idle', processed: 0, total: 0 })).toBe(true);
    expect(isResyncJob({ message: 'Not found' })).toBe(false);
  });
});
