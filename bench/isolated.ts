/**
 * One bench part in a fresh child process (same Node, same flags as the bench): its event loop, heap and garbage
 * collections are its own, so what the bench process carries from the parts before it (Lighthouse's and the 10k
 * build's heaps, about a gigabyte) is not counted in what this part measures.
 *
 * The child gets `input` as JSON in `BENCH_PART_INPUT` and prints its result as JSON on the last line of its stdout;
 * each earlier stdout line is a progress line, handed to `onLine` as it comes. Rejects with the end of the child's
 * output when it exits with an error or without a JSON last line.
 */
import { spawn } from 'node:child_process';

export function runIsolated<T>(script: string, input: unknown, onLine: (line: string) => void = () => {}): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, script], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, BENCH_PART_INPUT: JSON.stringify(input) },
    });
    let out = '';
    let partial = '';
    // The latest complete line is held back: it is the result if the child ends after it.
    let held: string | undefined;
    const take = (line: string) => {
      if (held !== undefined) onLine(held);
      held = line;
    };
    child.stdout.on('data', (d: Buffer) => {
      out += d;
      const parts = (partial + d.toString()).split('\n');
      partial = parts.pop()!;
      parts.forEach(take);
    });
    child.stderr.on('data', (d: Buffer) => (out += d));
    child.once('error', reject);
    // 'close', not 'exit': the child's output is all read by then.
    child.once('close', (code) => {
      if (partial) take(partial);
      if (code === 0 && held && /^[[{]/.test(held)) resolve(JSON.parse(held) as T);
      else reject(new Error(`${script} exited (${code}):\n${out.slice(-2000)}`));
    });
  });
}

/** In the child: the input its parent gave `runIsolated`. */
export const isolatedInput = <T>(): T => JSON.parse(process.env.BENCH_PART_INPUT ?? '{}') as T;

/** In the child: print the result as the last line of stdout, for `runIsolated`. */
export const answerIsolated = (result: unknown): void => console.log(JSON.stringify(result));
