/**
 * ERC-20 balances of one Neo X address at one block (issue 28): every token of the catalogue's Neo X list in one
 * `eth_call` through Multicall3 (NEO.md §5.1, `0xD601…E672` on mainnet) where the node has that contract, else one
 * `balanceOf` call per token (a local Hardhat node has no Multicall3). Amounts in each token's smallest unit.
 */
import { erc20Abi, type Address, type Client } from 'viem';
import { getCode, multicall, readContract } from 'viem/actions';

/**
 * `balanceOf(owner)` of each of `tokens` at `blockNumber`, in the same order; undefined for a token whose contract did
 * not answer (no code at that address on this network, a revert). Throws only what reaching the node throws.
 */
export async function readErc20Balances(
  client: Client,
  owner: Address,
  tokens: readonly Address[],
  blockNumber: bigint,
  multicall3: Address | undefined,
): Promise<(bigint | undefined)[]> {
  if (!tokens.length) return [];
  const code = multicall3 ? await getCode(client, { address: multicall3, blockNumber }) : undefined;
  if (multicall3 && code && code !== '0x') {
    const answers = await multicall(client, {
      contracts: tokens.map((address) => ({
        address,
        abi: erc20Abi,
        functionName: 'balanceOf' as const,
        args: [owner] as const,
      })),
      allowFailure: true,
      multicallAddress: multicall3,
      blockNumber,
    });
    return answers.map((a) => (a.status === 'success' ? a.result : undefined));
  }
  return Promise.all(
    tokens.map((address) =>
      readContract(client, { address, abi: erc20Abi, functionName: 'balanceOf', args: [owner], blockNumber }).catch(
        () => undefined,
      ),
    ),
  );
}
