/**
 * TEST ONLY: an ERC-20 stand-in (contracts/TokenStandIn.sol) installed AT a catalogue token's address on a local
 * Hardhat node (hardhat_setCode), so the wallet area's Neo X holdings and history read a real contract there; and an
 * outside account's mint and transfer of it, signed with viem directly (the chain support code, not the site's).
 */
import { createTestClient, createWalletClient, http, parseAbi, type Address, type Hash } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { setCode, waitForTransactionReceipt, writeContract } from 'viem/actions';
import { localNeoXChain } from './bridge.ts';
import { compileStandIn } from './compile.ts';

/** The stand-in's ABI as the tests call it (EIP-20 plus the test-only `mint`). */
export const TOKEN_STAND_IN_ABI = parseAbi([
  'function balanceOf(address) view returns (uint256)',
  'function transfer(address to, uint256 value) returns (bool)',
  'function mint(address to, uint256 value)',
  'event Transfer(address indexed from, address indexed to, uint256 value)',
]);

/** Install the stand-in at `address` of the local node at `rpcUrl` (compiled first when its build is stale). */
export async function installTokenStandIn(rpcUrl: string, address: Address): Promise<void> {
  const compiled = await compileStandIn('TokenStandIn');
  const client = createTestClient({
    chain: localNeoXChain(rpcUrl),
    mode: 'hardhat',
    transport: http(rpcUrl, { retryCount: 0 }),
  });
  await setCode(client, { address, bytecode: compiled.runtimeBytecode });
}

/**
 * Call `functionName` (`mint` or `transfer`) of the token at `token` signed by `privateKey`, and answer the mined
 * transaction's hash. Throws when the node refuses it or it reverts.
 */
export async function sendTokenCall(
  rpcUrl: string,
  privateKey: `0x${string}`,
  token: Address,
  functionName: 'mint' | 'transfer',
  to: Address,
  value: bigint,
): Promise<Hash> {
  const wallet = createWalletClient({
    account: privateKeyToAccount(privateKey),
    chain: localNeoXChain(rpcUrl),
    transport: http(rpcUrl, { retryCount: 0 }),
  });
  const hash = await writeContract(wallet, {
    address: token,
    abi: TOKEN_STAND_IN_ABI,
    functionName,
    args: [to, value],
  });
  const receipt = await waitForTransactionReceipt(wallet, { hash, pollingInterval: 100 });
  if (receipt.status !== 'success') throw new Error(`${functionName} reverted (${hash})`);
  return hash;
}
