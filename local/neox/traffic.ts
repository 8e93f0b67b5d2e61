/**
 * Traffic on the local Neo X node (TEST ONLY; Hardhat, local/neox/node.ts): fresh accounts funded with
 * `hardhat_setBalance`, the traffic contracts (contracts/TrafficToken.sol, an ERC-20 anyone may mint, and
 * contracts/TrafficCounter.sol) deployed by real creation transactions (so the indexer discovers them), calls and
 * transfers sent from several accounts, and blocks mined on top so the indexer's finality depth passes. Used by
 * `npm run chain:traffic` (local/stack/neox-traffic.ts) and tests/chain/neox-indexer.test.ts.
 */
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  http,
  parseEther,
  type Address,
  type Hex,
  type PrivateKeyAccount,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { localNeoXChain } from './bridge.ts';
import { compileStandIn } from './compile.ts';

/**
 * Creation code that returns `runtime` as the contract's code (PUSH2 len, DUP1, PUSH1 12, PUSH1 0, CODECOPY, PUSH1 0,
 * RETURN, then the runtime): for contracts without a constructor or immutables, whose runtime is all compile.ts keeps.
 */
export function creationCode(runtime: Hex): Hex {
  const length = (runtime.length - 2) / 2;
  if (length > 0xffff) throw new Error(`Runtime code of ${length} bytes is too long for a PUSH2 length`);
  return `0x61${length.toString(16).padStart(4, '0')}80600c6000396000f3${runtime.slice(2)}`;
}

const clients = (rpcUrl: string) => {
  const chain = localNeoXChain(rpcUrl);
  const transport = http(rpcUrl, { retryCount: 0 });
  return {
    chain,
    public: createPublicClient({ chain, transport, pollingInterval: 200 }),
    test: createTestClient({ chain, mode: 'hardhat', transport }),
    wallet: (account: PrivateKeyAccount) => createWalletClient({ chain, transport, account }),
  };
};

/** `count` fresh accounts with `gas` GAS each (hardhat_setBalance). */
export async function fundedNeoXAccounts(rpcUrl: string, count: number, gas = '100'): Promise<PrivateKeyAccount[]> {
  const c = clients(rpcUrl);
  const accounts = Array.from({ length: count }, () => privateKeyToAccount(generatePrivateKey()));
  for (const a of accounts) await c.test.setBalance({ address: a.address, value: parseEther(gas) });
  return accounts;
}

/** Deploy contract `name` (local/neox/contracts) from `deployer` by a creation transaction; answers its address. */
export async function deployTrafficContract(
  rpcUrl: string,
  deployer: PrivateKeyAccount,
  name: 'TrafficToken' | 'TrafficCounter',
): Promise<Address> {
  const c = clients(rpcUrl);
  const compiled = await compileStandIn(name);
  const hash = await c.wallet(deployer).sendTransaction({ data: creationCode(compiled.runtimeBytecode) });
  const receipt = await c.public.waitForTransactionReceipt({ hash });
  if (receipt.status !== 'success' || !receipt.contractAddress) throw new Error(`Deploying ${name} failed (${hash})`);
  return receipt.contractAddress;
}

const TRAFFIC_ABI = [
  { type: 'function', name: 'touch', inputs: [], outputs: [], stateMutability: 'nonpayable' },
  {
    type: 'function',
    name: 'mint',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'value', type: 'uint256' },
    ],
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    name: 'transfer',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'value', type: 'uint256' },
    ],
    outputs: [{ type: 'bool' }],
    stateMutability: 'nonpayable',
  },
] as const;

/** One call of TrafficCounter.touch() from `from`; answers the transaction hash once it is in a block. */
export async function touchCounter(rpcUrl: string, counter: Address, from: PrivateKeyAccount): Promise<Hex> {
  const c = clients(rpcUrl);
  const hash = await c.wallet(from).writeContract({ address: counter, abi: TRAFFIC_ABI, functionName: 'touch' });
  await c.public.waitForTransactionReceipt({ hash });
  return hash;
}

/** TrafficToken.mint(to, value) from `from` (an ERC-20 Transfer from the zero address). */
export async function mintToken(rpcUrl: string, token: Address, from: PrivateKeyAccount, to: Address, value: bigint) {
  const c = clients(rpcUrl);
  const hash = await c
    .wallet(from)
    .writeContract({ address: token, abi: TRAFFIC_ABI, functionName: 'mint', args: [to, value] });
  await c.public.waitForTransactionReceipt({ hash });
  return hash;
}

/** TrafficToken.transfer(to, value) from `from`. */
export async function transferToken(
  rpcUrl: string,
  token: Address,
  from: PrivateKeyAccount,
  to: Address,
  value: bigint,
) {
  const c = clients(rpcUrl);
  const hash = await c
    .wallet(from)
    .writeContract({ address: token, abi: TRAFFIC_ABI, functionName: 'transfer', args: [to, value] });
  await c.public.waitForTransactionReceipt({ hash });
  return hash;
}

/** Mine `blocks` empty blocks (so the indexer's finality depth passes over the last transactions). */
export const mineNeoXBlocks = (rpcUrl: string, blocks: number) => clients(rpcUrl).test.mine({ blocks });
