/**
 * Compiles the Neo X stand-in contracts (local/neox/contracts/*.sol) with the `solc` npm package (solcjs: the
 * compiler as WebAssembly, nothing downloaded). The result is cached in the git-ignored `local/neox/build/`, keyed
 * by the source, the settings and the compiler version, so a changed source or compiler recompiles.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Abi, Hex } from 'viem';

const HERE = import.meta.dirname;
/** Where compiled stand-ins are cached (git-ignored). */
export const BUILD_DIR = join(HERE, 'build');

/** The compiler settings; `evmVersion` pinned so compilers with other defaults give the same code. */
const SETTINGS = {
  optimizer: { enabled: true, runs: 200 },
  evmVersion: 'cancun',
  outputSelection: { '*': { '*': ['abi', 'evm.deployedBytecode.object', 'storageLayout'] } },
} as const;

/** One compiled contract: ABI, runtime bytecode (what hardhat_setCode installs) and storage slots by variable name. */
export interface CompiledContract {
  name: string;
  compiler: string;
  sourceSha256: string;
  abi: Abi;
  runtimeBytecode: Hex;
  /** Storage slot (decimal string, as solc reports it) of each state variable. */
  storageSlots: Record<string, string>;
}

interface SolcOutput {
  errors?: { severity: 'error' | 'warning' | 'info'; formattedMessage: string }[];
  contracts?: Record<
    string,
    Record<
      string,
      {
        abi: Abi;
        evm: { deployedBytecode: { object: string } };
        storageLayout: { storage: { label: string; slot: string }[] };
      }
    >
  >;
}
interface Solc {
  version(): string;
  compile(input: string): string;
}

const loadSolc = (): Solc => createRequire(import.meta.url)('solc') as Solc;

/**
 * Compile contract `name` from `contracts/<name>.sol` (or answer the cached build of the same source, settings and
 * compiler). Throws with solc's messages when the source does not compile.
 */
export async function compileStandIn(name: string): Promise<CompiledContract> {
  const file = `${name}.sol`;
  const source = await readFile(join(HERE, 'contracts', file), 'utf8');
  const solc = loadSolc();
  const compiler = solc.version();
  const sourceSha256 = createHash('sha256').update(source).update(JSON.stringify(SETTINGS)).digest('hex');
  const cached = join(BUILD_DIR, `${name}.json`);
  const previous = await readFile(cached, 'utf8')
    .then((t) => JSON.parse(t) as CompiledContract)
    .catch(() => undefined);
  if (previous && previous.compiler === compiler && previous.sourceSha256 === sourceSha256) return previous;

  const output = JSON.parse(
    solc.compile(
      JSON.stringify({ language: 'Solidity', sources: { [file]: { content: source } }, settings: SETTINGS }),
    ),
  ) as SolcOutput;
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length)
    throw new Error(`solc ${compiler} could not compile ${file}:\n${errors.map((e) => e.formattedMessage).join('\n')}`);
  const contract = output.contracts?.[file]?.[name];
  if (!contract) throw new Error(`solc ${compiler}: no contract ${name} in ${file}`);
  const compiled: CompiledContract = {
    name,
    compiler,
    sourceSha256,
    abi: contract.abi,
    runtimeBytecode: `0x${contract.evm.deployedBytecode.object}`,
    storageSlots: Object.fromEntries(contract.storageLayout.storage.map((s) => [s.label, s.slot])),
  };
  await mkdir(BUILD_DIR, { recursive: true });
  const temporary = `${cached}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(compiled, null, 2)}\n`);
  await rename(temporary, cached);
  return compiled;
}
