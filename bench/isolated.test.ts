import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runIsolated } from './isolated.ts';

/** A child script (plain JavaScript: the child is a bare Node) written to a fresh directory. */
async function script(body: string): Promise<string> {
  const file = join(await mkdtemp(join(tmpdir(), 'isolated-')), 'child.mjs');
  await writeFile(file, body);
  return file;
}

describe('runIsolated', () => {
  it('hands the input to the child, its progress lines in order, and answers its last line as the result', async () => {
    const child = await script(`
      const input = JSON.parse(process.env.BENCH_PART_INPUT);
      for (let i = 1; i <= 3; i++) console.log('step ' + i + ' of ' + input.name);
      console.log(JSON.stringify({ doubled: input.n * 2, pid: process.pid }));
    `);
    const lines: string[] = [];
    const result = await runIsolated<{ doubled: number; pid: number }>(child, { name: 'x', n: 21 }, (l) =>
      lines.push(l),
    );
    expect(result.doubled).toBe(42);
    expect(result.pid).not.toBe(process.pid);
    expect(lines).toEqual(['step 1 of x', 'step 2 of x', 'step 3 of x']);
  });

  it('rejects with the end of the output when the child fails or answers no result', async () => {
    const failing = await script(`console.log('started'); console.error('the node did not start'); process.exit(3);`);
    await expect(runIsolated(failing, {})).rejects.toThrow(/exited \(3\)[\s\S]*the node did not start/);
    const silent = await script(`console.log('done, but no result');`);
    await expect(runIsolated(silent, {})).rejects.toThrow(/exited \(0\)[\s\S]*no result/);
  });
});
