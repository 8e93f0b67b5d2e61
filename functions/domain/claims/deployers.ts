/**
 * Who may speak for a contract: the accounts that deployed it, from sources that recorded it, never from the
 * claimant.
 *
 * - **N3**: the sender of the deploying transaction as this product's indexer recorded it (discovered contracts,
 *   functions/domain/indexer/discovery.ts), and the account a standard owner method answers (`owner` or
 *   `getOwner`, read-only `invokefunction` on the indexer's node; a Hash160 as 20 little-endian bytes).
 * - **Neo X**: the creator, read from the node: the first block where the address has code (a binary search of
 *   `eth_getCode` by block), then the transaction of that block whose receipt's `contractAddress` is the contract;
 *   its `from` is the creator. A contract made by another contract (a factory) has no such receipt and is refused
 *   with that reason.
 *
 * Node URLs: `NEO_N3_RPC_URLS` (or mainnet's in live mode, as the indexer) and `NEO_X_RPC_URLS` (or Neo X mainnet's in
 * live mode). Offline with no node, the checks that need one answer `noNode`.
 */
import { createClient, fallback, getAddress, http, type Address } from 'viem';
import { getBlock, getBlockNumber, getCode, getTransactionReceipt } from 'viem/actions';
import { N3Rpc } from '../../../chain/n3/rpc.ts';
import { configuredEndpoints, MAINNET_ENDPOINTS } from '../../../chain/endpoints.ts';
import { getDocument } from '../../adapters/data/documents.ts';
import { indexerRpcUrls } from '../indexer/node.ts';
import { DISCOVERED_DOCS, type DiscoveredContract } from '../indexer/discovery.ts';
import { dataMode } from '../sync/recordings.ts';
import type { ClaimChain } from './signatures.ts';

/** Why no deployer could be named for a contract (shown to the claimant in their language). */
export type NoDeployerReason = 'noNode' | 'notIndexed' | 'factory' | 'noCode' | 'nodeError';

/** A contract's deployers (N3: 0x script hashes, big-endian; Neo X: checksummed addresses), or why none is known. */
export interface ContractDeployers {
  hash: string;
  accounts: string[];
  reason?: NoDeployerReason;
}

const OWNER_METHODS = ['owner', 'getOwner'];

/** The Neo X node URLs the check reads (see the module comment), or undefined when there is none. */
export function neoXRpcUrls(env: NodeJS.ProcessEnv = process.env): string[] | undefined {
  const configured = (configuredEndpoints(env, 'neoX', 'server') ?? []).filter((u) => /^https?:/.test(u));
  if (configured.length) return configured;
  return dataMode() === 'live' ? [...MAINNET_ENDPOINTS.neoX] : undefined;
}

/** A Hash160 stack item (ByteString/Buffer, 20 little-endian bytes in base64) as a 0x big-endian script hash. */
function hash160Of(item: { type: string; value?: unknown } | undefined): string | undefined {
  if (!item || (item.type !== 'ByteString' && item.type !== 'Buffer') || typeof item.value !== 'string') return;
  const bytes = Buffer.from(item.value, 'base64');
  return bytes.length === 20 ? `0x${Buffer.from(bytes).reverse().toString('hex')}` : undefined;
}

/** The N3 deployers of `hash` (see the module comment). */
export async function n3Deployers(hash: string): Promise<ContractDeployers> {
  const accounts = new Set<string>();
  const discovered = await getDocument<DiscoveredContract>(DISCOVERED_DOCS, hash.toLowerCase());
  if (discovered?.deployer) accounts.add(discovered.deployer.toLowerCase());
  const urls = indexerRpcUrls();
  if (urls) {
    const rpc = new N3Rpc({ urls, retries: 1 });
    for (const method of OWNER_METHODS) {
      const answer = await rpc
        .call<{ state: string; stack: { type: string; value?: unknown }[] }>('invokefunction', [hash, method, []])
        .catch(() => undefined);
      const owner = answer?.state === 'HALT' ? hash160Of(answer.stack[0]) : undefined;
      if (owner) accounts.add(owner);
    }
  }
  if (accounts.size) return { hash, accounts: [...accounts] };
  return { hash, accounts: [], reason: urls ? 'notIndexed' : 'noNode' };
}

/** The creator of the Neo X contract at `address` (see the module comment). */
export async function neoXDeployers(address: string): Promise<ContractDeployers> {
  const urls = neoXRpcUrls();
  if (!urls) return { hash: address, accounts: [], reason: 'noNode' };
  // A bare client with the four actions used (not the public client's every action: the API bundle stays small).
  const client = createClient({ transport: fallback(urls.map((url) => http(url, { timeout: 8000 }))) });
  const contract = getAddress(address) as Address;
  try {
    const hasCode = async (blockNumber: bigint) =>
      ((await getCode(client, { address: contract, blockNumber })) ?? '0x') !== '0x';
    let high = await getBlockNumber(client, { cacheTime: 0 });
    if (!(await hasCode(high))) return { hash: address, accounts: [], reason: 'noCode' };
    let low = 0n;
    // The first block with code: code at `high`, none before `low`.
    while (low < high) {
      const middle = (low + high) / 2n;
      if (await hasCode(middle)) high = middle;
      else low = middle + 1n;
    }
    const block = await getBlock(client, { blockNumber: high, includeTransactions: true });
    for (const tx of block.transactions) {
      if (tx.to) continue;
      const receipt = await getTransactionReceipt(client, { hash: tx.hash });
      if (receipt.contractAddress && getAddress(receipt.contractAddress) === contract)
        return { hash: address, accounts: [getAddress(tx.from)] };
    }
    return { hash: address, accounts: [], reason: 'factory' };
  } catch {
    return { hash: address, accounts: [], reason: 'nodeError' };
  }
}

/** The deployers of a contract on `chain`. */
export const deployersOf = (chain: ClaimChain, hash: string) =>
  chain === 'n3' ? n3Deployers(hash) : neoXDeployers(hash);
