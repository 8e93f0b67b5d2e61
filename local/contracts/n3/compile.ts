/**
 * Compiles the N3 stand-in contracts (local/contracts/n3/README.md) with neo-go's compiler:
 * `neo-go contract compile -i <package> -c <config.yml> -o <nef> -m <manifest>` for each, into
 * `<outDir>/<hash of the sources and the compiler version>/`, so an unchanged tree is compiled once. neo-go's compiler
 * loads the Go packages with the Go toolchain: `go` must be on the PATH, and the module's dependencies come from the
 * Go module cache or the Go module proxy (go.sum is committed).
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { access, mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The Go module of the stand-ins. */
export const STAND_INS_DIR = import.meta.dirname;

/** The git-ignored folder the project compiles into by default. */
export const DEFAULT_BUILD_DIR = join(STAND_INS_DIR, '../../../.data/chain-build');

/** Each stand-in: its Go package and neo-go config, relative to STAND_INS_DIR. */
export const STAND_INS = {
  /** BurgerNEO (bNEO) stand-in. */
  bneo: { dir: 'bneo', config: 'bneo/bneo.yml' },
  /** FlamingoSwapRouter stand-in (the pools live inside it). */
  flamingoRouter: { dir: 'flamingo', config: 'flamingo/router.yml' },
  /** NeoXBridge (N3 side) stand-in. */
  bridge: { dir: 'bridge', config: 'bridge/bridge.yml' },
  /** Plain NEP-17 test token (FLM-like); deploy it once per token under its own manifest name. */
  token: { dir: 'token', config: 'token/token.yml' },
} as const;
export type StandInName = keyof typeof STAND_INS;

/** Paths of one compiled stand-in: its NEF file and its manifest (JSON). */
export interface CompiledStandIn {
  nef: string;
  manifest: string;
}
export type CompiledStandIns = Record<StandInName, CompiledStandIn>;

/** Source files that decide the output: the contracts' Go files (tests excluded), their configs, go.mod and go.sum. */
async function sourceFiles(dir = STAND_INS_DIR): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'abi' && entry.name !== 'node_modules') files.push(...(await sourceFiles(path)));
    } else if (
      (entry.name.endsWith('.go') && !entry.name.endsWith('_test.go')) ||
      entry.name.endsWith('.yml') ||
      entry.name === 'go.mod' ||
      entry.name === 'go.sum'
    ) {
      files.push(path);
    }
  }
  return files.sort();
}

/** sha256 (hex, first 16 characters) over the source files' paths and contents and the compiler's version line. */
export async function sourceHash(compilerVersion: string): Promise<string> {
  const hash = createHash('sha256').update(compilerVersion);
  for (const file of await sourceFiles())
    hash.update(`\0${relative(STAND_INS_DIR, file)}\0`).update(await readFile(file));
  return hash.digest('hex').slice(0, 16);
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/** The neo-go binary's version line (`Version: 0.120.0`); throws when it does not run. */
async function compilerVersion(neoGoBinary: string): Promise<string> {
  try {
    const { stdout } = await run(neoGoBinary, ['--version'], { timeout: 20_000 });
    return /Version:.*$/m.exec(stdout)?.[0] ?? stdout.trim();
  } catch (error) {
    throw new Error(`neo-go (${neoGoBinary}) does not run: ${(error as Error).message.split('\n')[0]}`);
  }
}

/** Throws a clear error when the Go toolchain neo-go's compiler needs is missing. */
export async function ensureGo(): Promise<string> {
  try {
    const { stdout } = await run('go', ['version'], { timeout: 20_000 });
    return stdout.trim();
  } catch {
    throw new Error(
      "Go is needed to compile the N3 stand-in contracts (neo-go's compiler loads Go packages with it): install Go 1.25 or newer and put `go` on the PATH (https://go.dev/dl/ or Debian's golang package).",
    );
  }
}

/**
 * Compile every stand-in with `neoGoBinary` into `outDir` (default DEFAULT_BUILD_DIR), reusing an earlier build of
 * the same sources and compiler. Answers the NEF and manifest paths of each. Throws when Go is missing or when
 * neo-go's compiler fails (with its output).
 */
export async function compileStandIns(
  neoGoBinary: string,
  outDir: string = DEFAULT_BUILD_DIR,
): Promise<CompiledStandIns> {
  const version = await compilerVersion(neoGoBinary);
  const target = join(outDir, await sourceHash(version));
  const paths = Object.fromEntries(
    Object.keys(STAND_INS).map((name) => [
      name,
      { nef: join(target, `${name}.nef`), manifest: join(target, `${name}.manifest.json`) },
    ]),
  ) as CompiledStandIns;
  const all = Object.values(paths).flatMap((p) => [p.nef, p.manifest]);
  if ((await Promise.all(all.map(exists))).every(Boolean)) return paths;

  await ensureGo();
  const staging = `${target}.tmp-${process.pid}-${Date.now()}`;
  await mkdir(staging, { recursive: true });
  try {
    for (const [name, { dir, config }] of Object.entries(STAND_INS)) {
      try {
        await run(
          neoGoBinary,
          [
            'contract',
            'compile',
            '-i',
            dir,
            '-c',
            config,
            '-o',
            join(staging, `${name}.nef`),
            '-m',
            join(staging, `${name}.manifest.json`),
          ],
          {
            cwd: STAND_INS_DIR,
            timeout: 300_000,
            env: { ...process.env, GOFLAGS: '-mod=mod' },
          },
        );
      } catch (error) {
        const { stdout = '', stderr = '', message } = error as Error & { stdout?: string; stderr?: string };
        throw new Error(
          `neo-go could not compile the ${name} stand-in (${dir}): ${`${stderr}\n${stdout}`.trim() || message}`,
        );
      }
    }
    await rm(target, { recursive: true, force: true });
    await rename(staging, target);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  return paths;
}
