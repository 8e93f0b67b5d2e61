/**
 * The traffic generator's tiny contract (counter.go, TEST ONLY): compiled with the pinned neo-go
 * (local/privnet/neo-go.ts; its compiler loads the Go package with the Go toolchain, the `interop` module from the
 * Go module cache or the Go module proxy, go.sum committed), deployed with ContractManagement.deploy by the
 * signing account (its hash depends on the deployer, the NEF checksum and the manifest name, so each new deployer
 * gives a new contract), touched, and updated by its deployer.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { experimental, sc, u, type wallet } from '@cityofzion/neon-js';
import { NATIVE } from '../../../chain/n3/native.ts';
import { invoke, type ApplicationLog } from '../../privnet/send.ts';
import { ensureNeoGo } from '../../privnet/neo-go.ts';

const run = promisify(execFile);
type Account = InstanceType<typeof wallet.Account>;

export interface CompiledCounter {
  nef: Buffer;
  manifest: { name: string } & Record<string, unknown>;
}

/** Compile counter.go; throws with the compiler's output when it fails (e.g. no `go` on the PATH). */
export const compileCounter = () => compileTrafficContract(import.meta.dirname, 'counter');

/**
 * Compile `<dir>/<name>.go` with its `<name>.yml` (a traffic contract of this Go module); throws with the compiler's
 * output when it fails.
 */
export async function compileTrafficContract(dir: string, name: string): Promise<CompiledCounter> {
  const neoGo = await ensureNeoGo();
  const out = await mkdtemp(join(tmpdir(), 'neo-traffic-'));
  try {
    await run(
      neoGo,
      [
        'contract',
        'compile',
        '-i',
        `${name}.go`,
        '-c',
        `${name}.yml`,
        '-o',
        join(out, `${name}.nef`),
        '-m',
        join(out, `${name}.manifest.json`),
      ],
      { cwd: dir, timeout: 300_000, env: { ...process.env, GOFLAGS: '-mod=mod' } },
    ).catch((error: { stderr?: string; message: string }) => {
      throw new Error(
        `Compiling the traffic contract failed (neo-go needs Go on the PATH): ${error.stderr || error.message}`,
      );
    });
    return {
      nef: await readFile(join(out, `${name}.nef`)),
      manifest: JSON.parse(await readFile(join(out, `${name}.manifest.json`), 'utf8')),
    };
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}

/** The NEF's checksum: its last 4 bytes, little-endian (neo `NefFile.cs`). */
const nefChecksum = (nef: Buffer) => nef.readUInt32LE(nef.length - 4);

/** The hash a deployment by `deployer` gets (0x big-endian). */
export const counterHash = (deployer: Account, compiled: CompiledCounter) =>
  `0x${experimental.getContractHash(u.HexString.fromHex(deployer.scriptHash), nefChecksum(compiled.nef), compiled.manifest.name)}`;

const nefParam = (nef: Buffer) => sc.ContractParam.byteArray(u.HexString.fromHex(nef.toString('hex'), true));

/** Deploy the counter signed by `deployer`; answers its hash and the application log. */
export async function deployCounter(
  rpcUrl: string,
  magic: number,
  deployer: Account,
  compiled: CompiledCounter,
): Promise<{ hash: string; log: ApplicationLog }> {
  const log = await invoke(
    rpcUrl,
    magic,
    [
      {
        scriptHash: NATIVE.CONTRACT_MANAGEMENT.slice(2),
        operation: 'deploy',
        args: [
          nefParam(compiled.nef),
          sc.ContractParam.string(JSON.stringify(compiled.manifest)),
          sc.ContractParam.any(null),
        ],
      },
    ],
    [{ account: deployer }],
  );
  return { hash: counterHash(deployer, compiled), log };
}

/** `touch(caller)` signed by `caller`. */
export const touchCall = (hash: string, caller: Account) => ({
  scriptHash: hash.slice(2),
  operation: 'touch',
  args: [sc.ContractParam.hash160(caller.scriptHash)],
});

/** Sign and send one touch; answers the application log. */
export const touch = (rpcUrl: string, magic: number, hash: string, caller: Account) =>
  invoke(rpcUrl, magic, [touchCall(hash, caller)], [{ account: caller }]);

/** The deployer replaces the contract with the same code (a ContractManagement Update event). */
export const updateCounter = (
  rpcUrl: string,
  magic: number,
  hash: string,
  deployer: Account,
  compiled: CompiledCounter,
) =>
  invoke(
    rpcUrl,
    magic,
    [
      {
        scriptHash: hash.slice(2),
        operation: 'update',
        args: [nefParam(compiled.nef), sc.ContractParam.string(JSON.stringify(compiled.manifest))],
      },
    ],
    [{ account: deployer }],
  );
