/**
 * Paced (open-model) HTTP loads for the API's latency budgets, with Vegeta (github.com/tsenart/vegeta): requests are
 * sent at a constant rate, evenly spaced, whether or not earlier answers have arrived, which is what "p99 at 300
 * req/s" means for a service that many independent clients call. autocannon's `overallRate` is a per-second quota
 * instead: every connection sends its share of the second as fast as it can at the start of the second, then waits
 * for the next one, so "300 req/s" over 20 connections arrives as a burst of 300 requests at each second's start and
 * the figures measure how long the burst takes to drain (bench/README.md, "API loads"). autocannon stays for the
 * throughput load (as many requests as the server takes) and for the paired ratio loads.
 *
 * Vegeta is built from its module with the Go toolchain on first use (as neo-go is, local/privnet/neo-go.ts) into
 * the git-ignored `.tools/vegeta/<version>/`; its module version is checked with `go version -m` before use.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile, mkdir, rename } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { LoadResult } from './load-result.ts';

const run = promisify(execFile);

/** The pinned Vegeta module version. */
export const VEGETA_VERSION = '12.13.0';
const MODULE = 'github.com/tsenart/vegeta/v12';
const TOOLS_DIR = join(import.meta.dirname, '../.tools/vegeta', VEGETA_VERSION);

/** The module version a vegeta binary was built from (`go version -m`), or undefined when it is absent. */
async function builtVersion(binary: string): Promise<string | undefined> {
  try {
    const { stdout } = await run('go', ['version', '-m', binary], { timeout: 20_000 });
    return new RegExp(`\\bmod\\s+${MODULE.replaceAll('/', '\\/')}\\s+v([\\d.]+)`).exec(stdout)?.[1];
  } catch {
    return undefined;
  }
}

let installing: Promise<string> | undefined;

/**
 * The path of the pinned vegeta binary, building it with `go install` into `.tools/` when needed (once per process,
 * about 15 s). Throws, naming what the machine needs, when Go or its module proxy is missing.
 */
export function ensureVegeta(log: (line: string) => void = () => undefined): Promise<string> {
  installing ??= (async () => {
    const target = join(TOOLS_DIR, 'vegeta');
    if ((await builtVersion(target)) === VEGETA_VERSION) return target;
    log(`Building vegeta ${VEGETA_VERSION} with go install…`);
    const gobin = join(TOOLS_DIR, 'gobin');
    await mkdir(gobin, { recursive: true });
    try {
      await run('go', ['install', `${MODULE}@v${VEGETA_VERSION}`], {
        env: { ...process.env, GOBIN: gobin },
        timeout: 600_000,
      });
    } catch (error) {
      throw new Error(
        `Could not build vegeta ${VEGETA_VERSION} (the API latency loads need it): the bench needs Go and its module proxy. ${(error as Error).message.split('\n')[0]}`,
      );
    }
    await rename(join(gobin, 'vegeta'), target);
    await rm(gobin, { recursive: true, force: true });
    if ((await builtVersion(target)) !== VEGETA_VERSION) throw new Error(`the vegeta built is not ${VEGETA_VERSION}`);
    return target;
  })();
  installing.catch(() => {
    installing = undefined;
  });
  return installing;
}

/** One request of a paced load (a load cycles through its targets). */
export interface PacedTarget {
  method: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  body?: string;
}

/**
 * The figures of one paced load, in the `LoadResult` shape of load-result.ts: `rps` the rate sent; `p50`/`p99` in ms over every
 * answer; `errors` the requests that got no HTTP answer (refused, timed out); `non2xx` the answers outside 2xx.
 */
export type PacedResult = LoadResult;

/** Vegeta's JSON report (the fields read here; durations in nanoseconds). */
interface VegetaReport {
  latencies: { '50th': number; '99th': number };
  rate: number;
  requests: number;
  status_codes: Record<string, number>;
}

/**
 * Send `targets` (cycled) at `rate` requests per second, evenly spaced, for `seconds`; answers the latency
 * percentiles of every answer (ms) and the error counts. Throws when vegeta cannot run.
 */
export async function pacedLoad(
  name: string,
  targets: PacedTarget[],
  rate: number,
  seconds: number,
): Promise<PacedResult> {
  const vegeta = await ensureVegeta();
  const dir = await mkdtemp(join(tmpdir(), 'neo-paced-'));
  try {
    const lines = targets.map((t) =>
      JSON.stringify({
        method: t.method,
        url: t.url,
        header: Object.fromEntries(Object.entries(t.headers ?? {}).map(([k, v]) => [k, [v]])),
        ...(t.body === undefined ? {} : { body: Buffer.from(t.body).toString('base64') }),
      }),
    );
    await writeFile(join(dir, 'targets.json'), `${lines.join('\n')}\n`);
    const results = join(dir, 'results.bin');
    await run(
      vegeta,
      [
        'attack',
        '-format=json',
        `-targets=${join(dir, 'targets.json')}`,
        `-rate=${rate}/s`,
        `-duration=${seconds}s`,
        '-timeout=10s',
        `-output=${results}`,
      ],
      { timeout: (seconds + 30) * 1000 },
    );
    const { stdout } = await run(vegeta, ['report', '-type=json', results], { maxBuffer: 1 << 24 });
    const report = JSON.parse(stdout) as VegetaReport;
    const count = (ok: (code: number) => boolean) =>
      Object.entries(report.status_codes).reduce((n, [code, c]) => n + (ok(Number(code)) ? c : 0), 0);
    return {
      name,
      rps: report.rate,
      p50: report.latencies['50th'] / 1e6,
      p99: report.latencies['99th'] / 1e6,
      errors: count((code) => code === 0),
      non2xx: count((code) => code !== 0 && (code < 200 || code >= 300)),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
