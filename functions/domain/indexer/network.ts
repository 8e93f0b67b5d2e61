/**
 * Which N3 network the indexer follows, and so which records its figures belong to. The node says it: `getversion`
 * `protocol.network`, the network magic (NEO.md §0: mainnet 860833102, testnet T5 894710606; anything else is a
 * private network, e.g. the local privnet's 5129551), named by chain-params.ts `n3NetworkOf`.
 *
 * A figure observed on one network says nothing about a record of another: the catalogue's contracts are mainnet
 * contracts, and native contracts (NEO, GAS, …) have the same hash on every network, so the record's own network
 * decides, never its hash. Tokens and NFT collections carry no network of their own: the catalogue's are mainnet's.
 */
import { contractNetwork, type N3Network } from '../../../content-schema/index.ts';
import type { N3Rpc } from '../../../chain/n3/rpc.ts';
import { n3NetworkOf } from './chain-params.ts';

/** The network the node behind `rpc` is on and its magic (RPC getversion). Throws N3RpcError when unreachable. */
export async function followedNetwork(rpc: N3Rpc): Promise<{ network: N3Network; magic: number }> {
  const { protocol } = await rpc.call<{ protocol: { network: number } }>('getversion');
  return { network: n3NetworkOf(protocol.network), magic: protocol.network };
}

/** Whether an indexer following `followed` (undefined: none, or not known yet) observes `contract`'s activity. */
export const observesContract = (followed: N3Network | undefined, contract: { network?: N3Network | undefined }) =>
  followed !== undefined && contractNetwork(contract) === followed;

/** Whether an indexer following `followed` observes the catalogue's tokens and NFT collections (mainnet records). */
export const observesCatalogueAssets = (followed: N3Network | undefined) => followed === 'mainnet';
