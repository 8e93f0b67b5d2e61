/** Structured logs: JSON lines with the request id on Lambda, readable lines locally. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger, withLogContext } from './logger.ts';

const capture = () => {
  const out: string[] = [];
  const spies = [process.stdout, process.stderr].map((s) =>
    vi.spyOn(s, 'write').mockImplementation((c) => {
      out.push(String(c));
      return true;
    }),
  );
  return { out, restore: () => spies.forEach((s) => s.mockRestore()) };
};

afterEach(() => {
  delete process.env.AWS_LAMBDA_FUNCTION_NAME;
  delete process.env.LOG_FORMAT;
  delete process.env.LOG_LEVEL;
});

describe('logger', () => {
  it('writes one JSON object per line on Lambda, with the context request id across awaits', async () => {
    process.env.AWS_LAMBDA_FUNCTION_NAME = 'neo-ecosystem-production-ApiFunction';
    const { out, restore } = capture();
    await withLogContext({ requestId: 'req-1' }, async () => {
      await new Promise((r) => setTimeout(r, 1));
      createLogger({ component: 'rebuild' }).error('build failed', { error: new Error('boom'), attempt: 2 });
    });
    restore();
    const line = JSON.parse(out[0]!);
    expect(line).toMatchObject({
      level: 'error',
      message: 'build failed',
      requestId: 'req-1',
      component: 'rebuild',
      attempt: 2,
      function: 'neo-ecosystem-production-ApiFunction',
    });
    expect(line.error).toMatchObject({ name: 'Error', message: 'boom' });
    expect(Date.parse(line.time)).not.toBeNaN();
  });

  it('stays readable locally and honours LOG_LEVEL', () => {
    process.env.LOG_LEVEL = 'error';
    const { out, restore } = capture();
    createLogger().info('hidden');
    createLogger().error('shown', { path: '/client/x' });
    restore();
    expect(out).toEqual(['error shown path=/client/x\n']);
  });
});
