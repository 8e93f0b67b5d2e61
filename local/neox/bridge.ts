/**
 * The Neo X side of the local bridge (TEST ONLY): the BridgeStandIn contract installed AT the bridge system address
 * `0x1212…0004` (NEO.md §5.1) of a local Neo X node, and the local relayer that delivers N3 deposits to it.
 * The ABI below is the stand-in's (contracts/BridgeStandIn.sol), the same `depositNative` and `NativeDeposit` as
 * the mainnet bridge declares them (CoZ blockchain-services bs-neox `src/assets/abis/bridge.ts`); a test checks it
 * against the compiler's output.
 */
import {
  createTestClient,
  createWalletClient,
  defineChain,
  http,
  pad,
  parseAbi,
  toHex,
  type Address,
  type Hash,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { getBalance, setBalance, setCode, setStorageAt, waitForTransactionReceipt, writeContract } from 'viem/actions';
import { NEOX_CONTRACTS } from '../../chain/config.ts';
import { compileStandIn } from './compile.ts';
import { NEOX_LOCAL_CHAIN_ID, neoXTestAccounts } from './node.ts';

/** The bridge system contract's address, as the product configures it (chain/config.ts NEOX_CONTRACTS). */
export const NEOX_BRIDGE_ADDRESS = NEOX_CONTRACTS.BRIDGE.hash as Address;

/** The part of the bridge ABI the stand-in implements. */
export const BRIDGE_STAND_IN_ABI = parseAbi([
  'struct Signature { uint8 v; bytes32 r; bytes32 s; }',
  'struct DepositData { uint256 nonce; address to; uint256 amount; }',
  'function depositNative(bytes32 _depositRoot, Signature[] _signatures, DepositData[] _deposits)',
  'function relayer() view returns (address)',
  'function delivered(uint256) view returns (bool)',
  'function DECIMAL_SCALING_FACTOR() view returns (uint256)',
  'event NativeDeposit(uint256 indexed nonce, address indexed to, uint256 amount)',
  'error NoAuthorization()',
  'error InvalidDepositsLength()',
  'error InvalidNonceSequence()',
  'error TransferFailed()',
]);

/** GAS has 8 decimals on N3 and 18 on Neo X (NEO.md §5.2): 1 datoshi = 10^10 wei. */
export const WEI_PER_DATOSHI = 10n ** 10n;

/** The GAS the stand-in holds to pay deposits out of (wei): 1,000,000 GAS, as the mainnet bridge pays from its own balance. */
export const BRIDGE_RESERVE_WEI = 1_000_000n * 10n ** 18n;

/** The local relayer: the last funded test account (TEST ONLY key), never used by the tests' wallets. */
export const neoXRelayer = () => neoXTestAccounts().at(-1)!;

/** viem's view of the local node (chain id 47763). */
export const localNeoXChain = (rpcUrl: string) =>
  defineChain({
    id: NEOX_LOCAL_CHAIN_ID,
    name: 'Neo X (local private network)',
    nativeCurrency: { name: 'GAS', symbol: 'GAS', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });

const testClient = (rpcUrl: string) =>
  createTestClient({ chain: localNeoXChain(rpcUrl), mode: 'hardhat', transport: http(rpcUrl, { retryCount: 0 }) });

export interface NeoXStandIns {
  /** Where the bridge stand-in lives: the system address 0x1212…0004. */
  bridge: Address;
  /** The only account allowed to call depositNative. */
  relayer: Address;
}

/**
 * Install the bridge stand-in at the bridge system address of the local node at `rpcUrl` (hardhat_setCode, the
 * relayer written into its storage with hardhat_setStorageAt, its reserve set with hardhat_setBalance). Compiles
 * the contract first when its build is missing or stale. Safe to call again (the code and relayer are rewritten;
 * nonces already delivered stay delivered). Throws what the node or the compiler throws; the node must be Hardhat.
 */
export async function deployNeoXStandIns(rpcUrl: string): Promise<NeoXStandIns> {
  const compiled = await compileStandIn('BridgeStandIn');
  const relayerSlot = compiled.storageSlots.relayer;
  if (relayerSlot === undefined) throw new Error('BridgeStandIn has no `relayer` storage variable');
  const client = testClient(rpcUrl);
  const relayer = neoXRelayer().address;
  await setCode(client, { address: NEOX_BRIDGE_ADDRESS, bytecode: compiled.runtimeBytecode });
  await setStorageAt(client, {
    address: NEOX_BRIDGE_ADDRESS,
    index: toHex(BigInt(relayerSlot), { size: 32 }),
    value: pad(relayer),
  });
  const balance = await getBalance(client, { address: NEOX_BRIDGE_ADDRESS });
  if (balance < BRIDGE_RESERVE_WEI)
    await setBalance(client, { address: NEOX_BRIDGE_ADDRESS, value: BRIDGE_RESERVE_WEI });
  return { bridge: NEOX_BRIDGE_ADDRESS, relayer };
}

/** One deposit as the N3 bridge's NativeDeposit notification gives it: nonce, Neo X recipient, GAS in datoshi (10^-8). */
export interface RelayedDeposit {
  nonce: bigint | number;
  to: Address;
  amountDatoshi: bigint;
}

/**
 * Deliver one N3 deposit on the local Neo X node as the relayer does on mainnet: a transaction signed with the
 * relayer's key calling the bridge's `depositNative` (no deposit root or validator signatures: the stand-in checks
 * none). The bridge pays `amountDatoshi × 10^10` wei to `to` and emits `NativeDeposit(nonce, to, amountDatoshi)`.
 * Answers the Neo X transaction hash once it is mined. Throws, sending nothing, when the bridge refuses it (the
 * message names the contract's error: InvalidNonceSequence for a nonce delivered before, TransferFailed for a
 * recipient refusing GAS, NoAuthorization before deployNeoXStandIns) or the node cannot be reached.
 */
export async function relayNativeDeposit(rpcUrl: string, deposit: RelayedDeposit): Promise<Hash> {
  const relayer = privateKeyToAccount(neoXRelayer().privateKey);
  const wallet = createWalletClient({
    account: relayer,
    chain: localNeoXChain(rpcUrl),
    transport: http(rpcUrl, { retryCount: 0 }),
  });
  // writeContract estimates first: a refusal (a nonce delivered before: InvalidNonceSequence; a recipient refusing
  // GAS: TransferFailed) throws with the bridge's error name and nothing is sent.
  const hash = await writeContract(wallet, {
    address: NEOX_BRIDGE_ADDRESS,
    abi: BRIDGE_STAND_IN_ABI,
    functionName: 'depositNative',
    args: [pad('0x00'), [], [{ nonce: BigInt(deposit.nonce), to: deposit.to, amount: deposit.amountDatoshi }]],
  });
  const receipt = await waitForTransactionReceipt(wallet, { hash, pollingInterval: 100 });
  if (receipt.status !== 'success')
    throw new Error(`The relay of deposit #${deposit.nonce} reverted on Neo X (transaction ${hash})`);
  return hash;
}
