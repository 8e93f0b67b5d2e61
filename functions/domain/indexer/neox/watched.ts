/**
 * The addresses the Neo X indexer records activity of: the catalogue's contracts on Neo X (a contract record whose
 * `blockchainVersion` is the "Neo X" blockchain version) of the network the indexer follows (the record's
 * `network`, default mainnet), the catalogue's Neo X tokens of that network (`tokenNetwork`) and, when it follows
 * mainnet, its Neo X NFT collections (mainnet records). Lowercase 0x addresses. A contract listed later is recorded from the blocks indexed after it
 * was listed.
 */
import { ENTITIES } from '../../../../content-schema/registry.ts';
import {
  contractNetwork,
  type BlockchainVersion,
  type Contract,
  type N3Network,
  type NftCollection,
  type TokenPriced,
} from '../../../../content-schema/index.ts';
import { repository } from '../../../adapters/data/store.ts';

/** The id of the "Neo X" blockchain version record, or undefined when the catalogue has none. */
export async function neoXChainId(): Promise<number | undefined> {
  const chains = await repository<BlockchainVersion>(ENTITIES['blockchain-version']).list();
  return chains.find((c) => c.title === 'Neo X')?.idBlockchainVersionPk;
}

/** The Neo X contract records of `network` (see the module comment). */
export async function neoXContracts(network: N3Network | undefined): Promise<Contract[]> {
  const neoX = await neoXChainId();
  if (neoX === undefined || network === undefined) return [];
  return (await repository<Contract>(ENTITIES.contract).list()).filter(
    (c) => c.blockchainVersion === neoX && contractNetwork(c) === network,
  );
}

/**
 * The network a Neo X token record lives on: its contract record's (`idContractPk`, e.g. a local token registered
 * on the private network), else mainnet (the catalogue's tokens).
 */
export function tokenNetwork(token: TokenPriced, contracts: readonly Contract[]): N3Network {
  const contract = contracts.find((c) => c.idContractPk === token.idContractPk);
  return contract ? contractNetwork(contract) : 'mainnet';
}

/**
 * Neo X tokens of the catalogue living on `network` (tokenNetwork) and, when `network` is mainnet, its Neo X NFT
 * collections (mainnet records); lowercase addresses.
 */
export async function neoXAssets(network: N3Network | undefined) {
  const neoX = await neoXChainId();
  if (neoX === undefined || network === undefined) return { tokens: [] as string[], nfts: [] as string[] };
  const evm = (h: string) => /^0x[0-9a-f]{40}$/i.test(h);
  const contracts = await repository<Contract>(ENTITIES.contract).list();
  const tokens = (await repository<TokenPriced>(ENTITIES['token-priced']).list())
    .filter((t) => t.network === neoX && evm(t.hash) && tokenNetwork(t, contracts) === network)
    .map((t) => t.hash.toLowerCase());
  if (network !== 'mainnet') return { tokens: [...new Set(tokens)], nfts: [] as string[] };
  const nfts = (await repository<NftCollection>(ENTITIES.nftCollection).list())
    .filter((n) => n.blockchainVersion === neoX && evm(n.hash))
    .map((n) => n.hash.toLowerCase());
  return { tokens: [...new Set(tokens)], nfts: [...new Set(nfts)] };
}

/** Every watched address of `network` (see the module comment). */
export async function watchedAddresses(network: N3Network | undefined): Promise<Set<string>> {
  const assets = await neoXAssets(network);
  return new Set([
    ...(await neoXContracts(network)).map((c) => c.hash.toLowerCase()),
    ...assets.tokens,
    ...assets.nfts,
  ]);
}
