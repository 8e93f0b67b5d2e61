/**
 * Runs the stand-ins' behaviour tests (`go test ./...` in local/contracts/n3: neo-go's pkg/neotest chain with the
 * product's witness scopes) so `npm test` includes them. Fails with a clear message when Go is missing.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { ensureGo, STAND_INS_DIR } from './compile.ts';

const run = promisify(execFile);

it('the stand-in contracts pass their neotest behaviour tests (go test ./...)', async () => {
  await ensureGo();
  const result = await run('go', ['test', '-count=1', './...'], {
    cwd: STAND_INS_DIR,
    timeout: 900_000,
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, GOFLAGS: '-mod=mod' },
  }).then(
    ({ stdout }) => ({ ok: true, output: stdout }),
    (error: Error & { stdout?: string; stderr?: string }) => ({
      ok: false,
      output: `${error.stdout ?? ''}\n${error.stderr ?? error.message}`,
    }),
  );
  // On failure, show the failing tests without neotest's node log lines.
  expect(
    result.ok,
    result.output
      .split('\n')
      .filter((line) => !line.includes('logger.go'))
      .join('\n'),
  ).toBe(true);
  expect(result.output).toMatch(/^ok\s+github\.com\/neo-ecosystem\/local\/contracts\/n3\s/m);
}, 900_000);
