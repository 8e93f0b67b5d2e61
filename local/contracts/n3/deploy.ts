/**
 * Deploys the compiled N3 stand-ins (compile.ts) on a local privnet with ContractManagement.deploy, signed by the
 * deployer with neon-js (local/privnet/send.ts), then prepares them for the product: a FLM-like test token, the bNEO/GAS
 * and FLM/GAS pools in the router (the deployer wraps NEO into bNEO and adds liquidity) and, optionally, FLM for
 * accounts that will swap. Idempotent: contracts already deployed by the same deployer are kept (their hash depends
 * only on the deployer, the NEF checksum and the manifest name), and pools that already hold liquidity are left alone.
 */
import { readFile } from 'node:fs/promises';
import { experimental, sc, u, wallet } from '@cityofzion/neon-js';
import { NATIVE } from '../../../chain/n3/native.ts';
import { invoke, transferCall, type SigningAccount } from '../../privnet/send.ts';
import { n3Call } from '../../privnet/node.ts';
import type { CompiledStandIns } from './compile.ts';

/** Script hashes (`0x…`, big-endian) of the deployed stand-ins. */
export interface StandInHashes {
  BNEO: string;
  SWAP_ROUTER: string;
  BRIDGE: string;
  FLM: string;
}

/** Amounts in each token's smallest unit (10^-8 for bNEO, GAS, FLM); NEO whole. */
export interface DeployOptions {
  /** bNEO/GAS pool: NEO the deployer wraps and adds, and the GAS beside it (default 500 NEO : 1,500 GAS). */
  bneoGasPool?: { neo: bigint; gasFractions: bigint };
  /** FLM/GAS pool (default 100,000 FLM : 1,000 GAS). */
  flmGasPool?: { flmFractions: bigint; gasFractions: bigint };
  /** FLM supply minted to the deployer (default 10,000,000 FLM). */
  flmSupplyFractions?: bigint;
  /** Accounts (N… addresses) that receive FLM to swap, and how much each (default 10,000 FLM). */
  flmTo?: string[];
  flmEachFractions?: bigint;
  /** Who gives the deployer the pool's NEO when it holds too little (e.g. the committee multisig with its key). */
  neoFrom?: SigningAccount;
}

const ONE = 100_000_000n;
const DEFAULTS = {
  bneoGasPool: { neo: 500n, gasFractions: 1_500n * ONE },
  flmGasPool: { flmFractions: 100_000n * ONE, gasFractions: 1_000n * ONE },
  flmSupplyFractions: 10_000_000n * ONE,
  flmEachFractions: 10_000n * ONE,
};
/** The manifest name the test token is deployed under (its hash depends on it). */
export const FLM_MANIFEST_NAME = 'FLM (privnet stand-in)';

type Account = InstanceType<typeof wallet.Account>;
type ContractParam = InstanceType<typeof sc.ContractParam>;

const strip = (hash: string) => hash.replace(/^0x/, '');
const hash160 = (hash: string) => sc.ContractParam.hash160(strip(hash));
const integer = (value: bigint) => sc.ContractParam.integer(value.toString());

/** The NEF checksum: its last 4 bytes, little-endian (neo NefFile.cs). */
const nefChecksum = (nef: Buffer) => nef.readUInt32LE(nef.length - 4);

async function isDeployed(rpcUrl: string, hash: string): Promise<boolean> {
  return n3Call(rpcUrl, 'getcontractstate', [hash]).then(
    () => true,
    () => false,
  );
}

async function readInteger(rpcUrl: string, hash: string, method: string, args: unknown[]): Promise<bigint> {
  const answer = await n3Call<{ state: string; stack: { type: string; value: string }[]; exception?: string }>(
    rpcUrl,
    'invokefunction',
    [hash, method, args],
  );
  if (answer.state !== 'HALT') throw new Error(`${method} on ${hash} FAULTed: ${answer.exception}`);
  return BigInt(answer.stack[0]?.value ?? '0');
}

/**
 * Deploy one contract (unless there already) and answer its hash. `manifestName` overrides the compiled name.
 * Throws when the transaction FAULTs or the node's Deploy event names another hash than computed.
 */
async function deployOne(
  rpcUrl: string,
  magic: number,
  deployer: Account,
  nefPath: string,
  manifestPath: string,
  data: ContractParam,
  manifestName?: string,
): Promise<string> {
  const nef = await readFile(nefPath);
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as { name: string };
  if (manifestName) manifest.name = manifestName;
  const hash = `0x${experimental.getContractHash(u.HexString.fromHex(deployer.scriptHash), nefChecksum(nef), manifest.name)}`;
  if (await isDeployed(rpcUrl, hash)) return hash;
  const log = await invoke(
    rpcUrl,
    magic,
    [
      {
        scriptHash: strip(NATIVE.CONTRACT_MANAGEMENT),
        operation: 'deploy',
        args: [
          sc.ContractParam.byteArray(u.HexString.fromHex(nef.toString('hex'), true)),
          sc.ContractParam.string(JSON.stringify(manifest)),
          data,
        ],
      },
    ],
    [{ account: deployer }],
  );
  const event = log.executions[0]!.notifications.find((n) => n.eventname === 'Deploy');
  const deployed =
    event && `0x${u.reverseHex(u.base642hex(String((event.state.value as { value: string }[])[0]!.value)))}`;
  if (deployed !== hash) throw new Error(`Deployed ${manifest.name} at ${deployed}, expected ${hash}`);
  return hash;
}

/**
 * Deploy every stand-in with `deployer` (it pays the deployments, about 10–20 GAS each, and the pools' GAS), wrap
 * NEO into bNEO and add the pools (see DeployOptions for the amounts), give FLM to `options.flmTo`. Answers the
 * script hashes for the product's configuration (PUBLIC_N3_CONTRACT_BNEO, …_SWAP_ROUTER, …_BRIDGE; FLM replaces the
 * mainnet FLM in the swap token list). Throws when a transaction FAULTs or the deployer lacks the pool's NEO and no
 * `neoFrom` is given.
 */
export async function deployStandIns(
  rpcUrl: string,
  deployer: Account,
  networkMagic: number,
  compiled: CompiledStandIns,
  options: DeployOptions = {},
): Promise<StandInHashes> {
  const bneoPool = options.bneoGasPool ?? DEFAULTS.bneoGasPool;
  const flmPool = options.flmGasPool ?? DEFAULTS.flmGasPool;
  const none = sc.ContractParam.any(null);
  const hashes: StandInHashes = {
    BNEO: await deployOne(rpcUrl, networkMagic, deployer, compiled.bneo.nef, compiled.bneo.manifest, none),
    SWAP_ROUTER: await deployOne(
      rpcUrl,
      networkMagic,
      deployer,
      compiled.flamingoRouter.nef,
      compiled.flamingoRouter.manifest,
      none,
    ),
    BRIDGE: await deployOne(rpcUrl, networkMagic, deployer, compiled.bridge.nef, compiled.bridge.manifest, none),
    FLM: await deployOne(
      rpcUrl,
      networkMagic,
      deployer,
      compiled.token.nef,
      compiled.token.manifest,
      sc.ContractParam.array(
        sc.ContractParam.string('FLM'),
        sc.ContractParam.integer(8),
        integer(options.flmSupplyFractions ?? DEFAULTS.flmSupplyFractions),
      ),
      FLM_MANIFEST_NAME,
    ),
  };

  const me = deployer.address;
  const addPool = (tokenA: string, tokenB: string, amountA: bigint, amountB: bigint) => ({
    scriptHash: strip(hashes.SWAP_ROUTER),
    operation: 'addLiquidity',
    args: [
      hash160(deployer.scriptHash),
      hash160(tokenA),
      hash160(tokenB),
      integer(amountA),
      integer(amountB),
      integer(0n),
      integer(0n),
      integer(BigInt(Date.now() + 3_600_000)),
    ],
  });
  const poolSigner = (tokens: string[]): SigningAccount => ({
    account: deployer,
    scopes: 16,
    allowedContracts: [hashes.SWAP_ROUTER, ...tokens],
  });
  const reservesOf = (a: string, b: string) =>
    n3Call<{ state: string }>(rpcUrl, 'invokefunction', [
      hashes.SWAP_ROUTER,
      'getReserves',
      [
        { type: 'Hash160', value: a },
        { type: 'Hash160', value: b },
      ],
    ]);

  if ((await reservesOf(hashes.BNEO, NATIVE.GAS)).state !== 'HALT') {
    const neoHeld = await readInteger(rpcUrl, NATIVE.NEO, 'balanceOf', [
      { type: 'Hash160', value: `0x${deployer.scriptHash}` },
    ]);
    if (neoHeld < bneoPool.neo) {
      if (!options.neoFrom)
        throw new Error(
          `The deployer ${me} holds ${neoHeld} NEO; the bNEO/GAS pool needs ${bneoPool.neo} (give options.neoFrom)`,
        );
      await invoke(
        rpcUrl,
        networkMagic,
        [transferCall(NATIVE.NEO, options.neoFrom.account.address, me, bneoPool.neo - neoHeld)],
        [options.neoFrom],
      );
    }
    await invoke(
      rpcUrl,
      networkMagic,
      [
        transferCall(NATIVE.NEO, me, hashes.BNEO, bneoPool.neo),
        addPool(hashes.BNEO, NATIVE.GAS, bneoPool.neo * ONE, bneoPool.gasFractions),
      ],
      [poolSigner([NATIVE.NEO, hashes.BNEO, NATIVE.GAS])],
    );
  }
  if ((await reservesOf(hashes.FLM, NATIVE.GAS)).state !== 'HALT') {
    const gifts = (options.flmTo ?? []).map((to) =>
      transferCall(hashes.FLM, me, to, options.flmEachFractions ?? DEFAULTS.flmEachFractions),
    );
    await invoke(
      rpcUrl,
      networkMagic,
      [addPool(hashes.FLM, NATIVE.GAS, flmPool.flmFractions, flmPool.gasFractions), ...gifts],
      [poolSigner([hashes.FLM, NATIVE.GAS])],
    );
  }
  return hashes;
}
