/**
 * Lambda bundling, defined once. `nodejsFor()` is the `nodejs` setting every function in infra/ deploys with;
 * `esbuildOptions()` restates the esbuild options SST's builder derives from it (sst 4.x,
 * `pkg/runtime/node/build.go`: platform node, ESM, target esnext, keepNames, mainFields module/main, the
 * createRequire banner, `sharp`/`pg-native` + `install` + `esbuild.external` left out, minified, no source map
 * when deploying), so `npm run bundle`, the tests and `npm run bench` build byte-for-byte what `sst deploy` ships.
 *
 * Left out of every bundle:
 * - `@aws-sdk/*`, `@smithy/*`: the AWS SDK v3 is part of the Lambda Node.js runtime;
 * - `@node-rs/argon2`: a native addon; SST installs its linux-arm64 build beside the bundle (`install`) of the
 *   functions that use it (the API, bootstrap);
 * - `nodemailer`: SMTP only (local); on AWS mail goes through SES and the module is never loaded;
 * - the JSON-schema converters of schema libraries this API does not use (see NOT_SHIPPED).
 * A bundle that imports a left-out package statically without shipping it fails `bundleLambda`.
 *
 * The API's OpenAPI document is static for a given code version, so it is precomputed: `bundleLambda('api')` (and
 * infra/api.ts for the deployment) generates it once under Node with the API's own generator
 * (functions/api/openapi-cli.ts) and writes it as `openapi.json` beside the bundle; every bundle defines
 * `process.env.OPENAPI_PRECOMPUTED` as `"1"` (`OPENAPI_DEFINE`), so the bundled API reads that file and
 * hono-openapi and the schema converters are compiled out (checked against the metafile, `GENERATOR_ONLY`).
 *
 * Code splitting (ESM, SST `nodejs.splitting`): what a function imports dynamically (`import()`) is a chunk of its
 * own beside the entry file, loaded on first use — the API's claim checks (viem, secp256k1/r1), CSV export
 * (papaparse) and SVG cleaning (DOMPurify); the AWS clients other than DynamoDB's and argon2 are likewise imported
 * where used, so a cold start does not load them — and what the entry imports statically is the entry file plus its
 * shared chunks. A function's budgeted size is that static part (what a cold start loads); its lazy chunks are
 * reported beside it. esbuild puts a file in the start-up chunks whenever the entry reaches it by static imports, so
 * start-up code must not import a package index (`from 'viem'`) whose heavy parts only lazy code uses
 * (docs/ARCHITECTURE.md, notes).
 *
 * `npm run bundle` (bundle-cli.ts) builds every entry into `dist/lambda/` and checks them against BUDGETS.md.
 * This module is also imported by sst.config.ts, so it runs nothing when loaded.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import type { BuildOptions, Metafile } from 'esbuild';

export const ROOT = join(import.meta.dirname, '..');

/** Node.js 24 on Graviton. */
export const LAMBDA_RUNTIME = 'nodejs24.x' as const;
export const LAMBDA_ARCHITECTURE = 'arm64' as const;

/** Provided by the Lambda runtime. */
export const RUNTIME_PROVIDED = ['@aws-sdk/*', '@smithy/*'];
/**
 * Loaded only by code paths that never run on AWS (and checked to be imported dynamically only): nodemailer (SMTP,
 * local), and the converters hono-openapi's standard-json loads by dynamic import for schema libraries other than
 * valibot (zod, effect, arktype, typebox, sury) — every schema of this API is valibot, so they are never called,
 * and bundling them (zod alone is ~400 KB) would double the API bundle.
 */
export const NOT_SHIPPED = [
  'nodemailer',
  'zod',
  'zod-to-json-schema',
  'zod-openapi',
  'effect',
  'arktype',
  '@sinclair/typebox',
  'sury',
];
/**
 * Installed beside the bundle of the functions that use them, never bundled: native addons (argon2, SST installs its
 * linux-arm64 build) and jsdom (the DOM DOMPurify cleans uploaded SVGs in, loaded dynamically by
 * functions/adapters/uploads/svg.ts; it reads files of its own at run time, which a bundle would lose).
 */
export const NATIVE = ['@node-rs/argon2', 'jsdom'];

/** What every bundle defines: the OpenAPI document is precomputed (functions/api/describe.ts, openapi.ts). */
export const OPENAPI_DEFINE = { 'process.env.OPENAPI_PRECOMPUTED': '"1"' };
/** Packages only the OpenAPI generator uses; the define above leaves them out of every bundle (checked). */
const GENERATOR_ONLY = ['hono-openapi', '@standard-community/', '@valibot/to-json-schema'];

/** Every Lambda entry (SST `handler` is `<file without .ts>.handler`). */
export const LAMBDA_ENTRIES = {
  api: 'functions/api/lambda.ts',
  sync: 'functions/entry/handlers/sync.ts',
  indexer: 'functions/entry/handlers/indexer.ts',
  job: 'functions/entry/handlers/job.ts',
  contentStream: 'functions/entry/handlers/content-stream.ts',
  rebuildRequest: 'functions/entry/handlers/rebuild-request.ts',
  rebuildStart: 'functions/entry/handlers/rebuild-start.ts',
  buildState: 'functions/entry/handlers/build-state.ts',
  bootstrap: 'functions/entry/handlers/bootstrap.ts',
} as const;
export type LambdaName = keyof typeof LAMBDA_ENTRIES;

/** The entries that load a native addon (argon2: password hashing; the job worker's recovery mails find the user through the same module). */
const USES_NATIVE: readonly LambdaName[] = ['api', 'bootstrap', 'job'];

/** The `nodejs` setting of a function (SST FunctionArgs["nodejs"]); without a name, the default of every function. */
export function nodejsFor(name?: LambdaName) {
  const install = name && USES_NATIVE.includes(name) ? [...NATIVE] : [];
  return {
    format: 'esm' as const,
    minify: true,
    sourcemap: false,
    splitting: true,
    install,
    esbuild: {
      external: [...RUNTIME_PROVIDED, ...NOT_SHIPPED, ...NATIVE.filter((p) => !install.includes(p))],
      define: { ...OPENAPI_DEFINE },
    },
  };
}

/** The default `nodejs` setting (sst.config.ts applies it to every function). */
export const lambdaNodejs = nodejsFor();

/** The SST `handler` value of an entry (`functions/api/lambda.handler`). */
export const handlerOf = (name: LambdaName) => `${LAMBDA_ENTRIES[name].replace(/\.ts$/, '')}.handler`;

/** BUDGETS.md: API bundle per function (KB, minified) and cold init (ms). */
export const BUDGET = { bundleKb: 500, coldInitMs: 300 } as const;

/** SST's builder banner: `require`, `__filename` and `__dirname` for bundled CommonJS code inside ESM. */
const BANNER = [
  `import { createRequire as topLevelCreateRequire } from 'module';`,
  'const require = topLevelCreateRequire(import.meta.url);',
  `import { fileURLToPath as topLevelFileUrlToPath, URL as topLevelURL } from "url"`,
  'const __filename = topLevelFileUrlToPath(import.meta.url)',
  'const __dirname = topLevelFileUrlToPath(new topLevelURL(".", import.meta.url))',
  '',
].join('\n');

/**
 * The esbuild options SST uses to deploy `entry` (relative to the repository) into `outfile`. With splitting, SST
 * builds into the entry file's folder (`outdir`, `.mjs` extension), chunks beside the entry file.
 */
export function esbuildOptions(
  entry: string,
  outfile: string,
  nodejs: ReturnType<typeof nodejsFor> = lambdaNodejs,
): BuildOptions {
  return {
    entryPoints: [join(ROOT, entry)],
    platform: 'node',
    external: ['sharp', 'pg-native', ...nodejs.install, ...nodejs.esbuild.external],
    keepNames: true,
    bundle: true,
    splitting: nodejs.splitting,
    metafile: true,
    ...(nodejs.splitting
      ? { outdir: dirname(outfile), entryNames: '[name]', outExtension: { '.js': '.mjs' } }
      : { outfile }),
    sourcemap: nodejs.sourcemap,
    write: true,
    format: nodejs.format,
    target: 'esnext',
    define: nodejs.esbuild.define,
    mainFields: ['module', 'main'],
    banner: { js: BANNER },
    minifyWhitespace: nodejs.minify,
    minifySyntax: nodejs.minify,
    minifyIdentifiers: nodejs.minify,
    logLevel: 'silent',
  };
}

export interface BuiltChunk {
  file: string;
  bytes: number;
}

export interface BuiltLambda {
  name: LambdaName;
  /** The entry file (the handler's module). */
  file: string;
  /** Bytes a cold start loads: the entry file and every chunk it imports statically (the budgeted size). */
  bytes: number;
  /** Those files, the entry first. */
  files: BuiltChunk[];
  /** The chunks only `import()` reaches (loaded on first use), with what they weigh. */
  lazy: BuiltChunk[];
}

/**
 * Split a build's outputs into what the entry `file` loads statically (itself, then the chunks its static imports
 * reach) and what only dynamic imports reach. Paths are the metafile's (relative to the working directory).
 */
export function staticAndLazy(
  metafile: Metafile,
  file: string,
  cwd = process.cwd(),
): { static: BuiltChunk[]; lazy: BuiltChunk[] } {
  const outputs = Object.entries(metafile.outputs)
    .filter(([path]) => path.endsWith('.mjs') || path.endsWith('.js'))
    .map(([path, output]) => ({ path: join(cwd, path), output }));
  const byPath = new Map(outputs.map((o) => [o.path, o]));
  if (!byPath.has(file)) throw new Error(`${file} is not an output of this build`);
  const loaded = new Set<string>();
  const visit = (path: string) => {
    if (loaded.has(path)) return;
    loaded.add(path);
    for (const imp of byPath.get(path)!.output.imports)
      if (imp.kind === 'import-statement' && !imp.external) visit(join(cwd, imp.path));
  };
  visit(file);
  const chunk = ({ path, output }: (typeof outputs)[number]) => ({ file: path, bytes: output.bytes });
  return {
    static: [...loaded].map((path) => chunk(byPath.get(path)!)),
    lazy: outputs.filter((o) => !loaded.has(o.path)).map(chunk),
  };
}

/** Where SST puts an entry's bundle inside the function package (`functions/api/lambda.mjs`); its chunks go beside it. */
export const bundlePath = (outDir: string, name: LambdaName) =>
  join(outDir, LAMBDA_ENTRIES[name].replace(/\.ts$/, '.mjs'));

/** A static import of a package the function does not ship would fail when Lambda loads it. */
function checkExternals(metafile: Metafile, name: LambdaName): void {
  const installed = nodejsFor(name).install;
  const missing = [...NOT_SHIPPED, ...NATIVE.filter((p) => !installed.includes(p))];
  for (const output of Object.values(metafile.outputs)) {
    for (const imp of output.imports) {
      if (
        imp.external &&
        imp.kind !== 'dynamic-import' &&
        missing.some((p) => imp.path === p || imp.path.startsWith(`${p}/`))
      ) {
        throw new Error(
          `The ${name} bundle imports "${imp.path}" statically but does not ship it (import it dynamically, or install it for this function in infra/bundle.ts)`,
        );
      }
    }
  }
}

/** The OpenAPI generator must be compiled out of every bundle (`OPENAPI_DEFINE`). */
function checkGeneratorLeftOut(metafile: Metafile, name: LambdaName): void {
  const inside = Object.keys(metafile.inputs).filter((input) =>
    GENERATOR_ONLY.some((p) => input.includes(`node_modules/${p}`)),
  );
  if (inside.length > 0)
    throw new Error(
      `The ${name} bundle contains the OpenAPI generator (${inside.join(', ')}): import hono-openapi only where process.env.OPENAPI_PRECOMPUTED compiles it out (functions/api/describe.ts)`,
    );
}

/** Where the API's precomputed OpenAPI document goes, beside its bundle (`functions/api/openapi.json`, read by functions/api/openapi.ts). */
export const openApiPath = (outDir: string) => join(dirname(bundlePath(outDir, 'api')), 'openapi.json');

/**
 * Write the API's OpenAPI document to `file`: functions/api/openapi-cli.ts, run by the project's Node 24 (the
 * `node` devDependency) in a fresh process, so the app is never loaded into the caller (SST's config, the bench).
 * `root` is the repository (SST's config passes its own: this module's location differs once SST bundles it).
 */
export function writeOpenApiDocument(file: string, root = ROOT): void {
  const node = join(root, 'node_modules', '.bin', 'node');
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'silent' };
  delete env.OPENAPI_PRECOMPUTED;
  const child = spawnSync(
    existsSync(node) ? node : process.execPath,
    [join(root, 'functions/api/openapi-cli.ts'), file],
    {
      cwd: root,
      encoding: 'utf8',
      env,
    },
  );
  if (child.status !== 0) throw new Error(`Generating the OpenAPI document failed: ${child.stderr || child.error}`);
}

/**
 * Bundle one entry into `outDir` with the deployment's settings; answers its entry file, the bytes a cold start
 * loads (the entry and its static chunks) and the lazy chunks beside them. The API's bundle gets its precomputed
 * OpenAPI document beside it (`openApiPath`), as infra/api.ts ships it. Throws on a build error and on the checks
 * above (a static import of a package not shipped, the OpenAPI generator inside).
 */
export async function bundleLambda(name: LambdaName, outDir: string): Promise<BuiltLambda> {
  const { build } = await import('esbuild');
  const file = bundlePath(outDir, name);
  await mkdir(dirname(file), { recursive: true });
  const result = await build(esbuildOptions(LAMBDA_ENTRIES[name], file, nodejsFor(name)));
  checkExternals(result.metafile!, name);
  checkGeneratorLeftOut(result.metafile!, name);
  if (name === 'api') writeOpenApiDocument(openApiPath(outDir));
  const parts = staticAndLazy(result.metafile!, file);
  const files = await Promise.all(parts.static.map(async (c) => ({ file: c.file, bytes: (await stat(c.file)).size })));
  return { name, file, bytes: files.reduce((sum, c) => sum + c.bytes, 0), files, lazy: parts.lazy };
}

/** An API Gateway HTTP API (payload 2.0) event for `GET path`, as the cold-init measure sends it. */
const healthEvent = (path: string) => ({
  version: '2.0',
  routeKey: '$default',
  rawPath: path,
  rawQueryString: '',
  headers: { host: 'example.org', 'user-agent': 'bench' },
  isBase64Encoded: false,
  body: null,
  requestContext: {
    accountId: '123456789012',
    apiId: 'bench',
    domainName: 'example.org',
    domainPrefix: 'bench',
    requestId: 'bench',
    routeKey: '$default',
    stage: '$default',
    time: '',
    timeEpoch: 0,
    http: { method: 'GET', path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'bench' },
  },
});

/**
 * Cold init of a bundled API handler: in a fresh Node process, the time to import the bundle and answer one
 * `GET /client/health` (ms, median of `runs`). The process start itself (the runtime's own boot) is not counted.
 */
export function measureColdInit(file: string, runs = 7): number {
  const script = [
    'const t0 = performance.now();',
    `const { handler } = await import(${JSON.stringify(`file://${file}`)});`,
    `const res = await handler(${JSON.stringify(healthEvent('/client/health'))}, { awsRequestId: 'cold-init' });`,
    'if (res.statusCode !== 200) throw new Error(`health answered ${res.statusCode}`);',
    'process.stdout.write(String(performance.now() - t0));',
  ].join('\n');
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, LOG_LEVEL: 'silent', AWS_LAMBDA_FUNCTION_NAME: 'cold-init', AWS_REGION: 'us-east-1' },
    });
    if (child.status !== 0) throw new Error(`Cold init run failed: ${child.stderr}`);
    times.push(Number(child.stdout));
  }
  times.sort((a, b) => a - b);
  return Math.round(times[Math.floor(times.length / 2)]! * 10) / 10;
}

/** KB (1,024 bytes), one decimal. */
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** A function's figures: what a cold start loads (the budgeted size) and its lazy chunks, each file by name. */
export interface LambdaSizes {
  name: LambdaName;
  /** The entry file and its static chunks, KB minified (BUDGETS.md: ≤ 500 per function). */
  bundleKb: number;
  /** Each of those files (relative to the function package) and its KB, the entry first. */
  files: { file: string; kb: number }[];
  /** The chunks loaded only by `import()`, on first use, and their KB (not budgeted; reported). */
  lazy: { file: string; kb: number }[];
  lazyKb: number;
}

/** The sizes of a built function, files named relative to `outDir` (the function package). */
export function sizesOf(built: BuiltLambda, outDir: string): LambdaSizes {
  const named = (c: BuiltChunk) => ({ file: relative(outDir, c.file), kb: kb(c.bytes) });
  return {
    name: built.name,
    bundleKb: kb(built.bytes),
    files: built.files.map(named),
    lazy: built.lazy.map(named),
    lazyKb: kb(built.lazy.reduce((sum, c) => sum + c.bytes, 0)),
  };
}

/**
 * The API function's figures for `npm run bench`: its size as `sizesOf` (KB, minified: the entry file and its static
 * chunks, the lazy chunks beside them) and its cold init (ms, `measureColdInit`). Throws when the bundle cannot be
 * built or the bundled handler does not answer health with 200.
 */
export async function measureApiBundle(): Promise<LambdaSizes & { coldInitMs: number }> {
  const outDir = join(ROOT, 'dist', 'lambda-measure');
  await rm(outDir, { recursive: true, force: true });
  try {
    const api = await bundleLambda('api', outDir);
    return { ...sizesOf(api, outDir), coldInitMs: measureColdInit(api.file) };
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}
