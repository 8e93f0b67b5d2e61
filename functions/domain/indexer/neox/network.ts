/**
 * Which Neo X network the indexer follows, from what its node says: `eth_chainId` (NEO.md §5.1: mainnet 47763,
 * testnet T4 12227332; anything else a private network) and `web3_clientVersion`, because the local development
 * node (chain/neox, Hardhat) answers mainnet's chain id 47763: a node naming itself a development node (Hardhat
 * Network, anvil, Ganache) is a private network whatever chain id it answers.
 *
 * As on N3 (../network.ts), a record's own `network` decides whether the figures are of it; a Neo X record is a
 * contract whose `blockchainVersion` is the catalogue's "Neo X".
 */
import type { N3Network } from '../../../../content-schema/index.ts';

export const NEOX_MAINNET_CHAIN_ID = 47763;
export const NEOX_TESTNET_CHAIN_ID = 12227332;

/** Development nodes that answer any chain id they are configured with (web3_clientVersion prefixes). */
const DEVELOPMENT_NODES = /^(HardhatNetwork|anvil|Ganache|EthereumJS TestRPC)/i;

/** The network of a node answering `chainId` and `clientVersion` (see the module comment). */
export function neoXNetworkOf(chainId: number, clientVersion = ''): N3Network {
  if (DEVELOPMENT_NODES.test(clientVersion)) return 'private';
  if (chainId === NEOX_MAINNET_CHAIN_ID) return 'mainnet';
  if (chainId === NEOX_TESTNET_CHAIN_ID) return 'testnet';
  return 'private';
}

/**
 * Blocks the tip lane leaves on top of the newest block it indexes, unless `NEO_X_FINALITY_DEPTH` says otherwise:
 * none on the public networks (dBFT: a block is final once produced), 2 on a private one (a development node can
 * be reverted; a replaced block deeper than that is still taken out again, neox/reorg.ts).
 */
export function finalityDepth(network: N3Network, env: NodeJS.ProcessEnv = process.env): number {
  const configured = Number(env.NEO_X_FINALITY_DEPTH);
  if (env.NEO_X_FINALITY_DEPTH !== undefined && Number.isInteger(configured) && configured >= 0) return configured;
  return network === 'private' ? 2 : 0;
}
