import { CHAIN_FACTS } from '../../../chain/config.ts';
import { MAINNET_ENDPOINTS, TESTNET_ENDPOINTS } from '../../../chain/endpoints.ts';

/**
 * The Neo networks a visitor connects to (SPEC §2 "Networks"): for each chain and environment the identifiers a
 * wallet or node needs, each with the source that states it (`owner/repo:path@commit`, see lib/source.ts). The
 * values the wallet tools use come from chain/config.ts, the RPC endpoints from chain/endpoints.ts; the rest from NEO.md §0 and §5.1 and the files cited.
 * A value no source states is absent (shown as "Not stated by a source"); explorers come from the catalogue.
 */
export interface NetworkEnvironment {
  /** `mainnet` or `testnet`, as the catalogue's explorers name their network. */
  network: 'mainnet' | 'testnet';
  /** Name of the environment as its operators call it, e.g. `TestNet T4`. */
  name: string;
  /** Network magic (N3, Legacy): the number every signed transaction commits to. */
  magic?: number | undefined;
  /** EIP-155 chain id (Neo X). */
  chainId?: number | undefined;
  /** NeoLine dAPI chainId of the network (N3, Legacy). */
  neolineChainId?: number | undefined;
  /** JSON-RPC endpoints over HTTPS. */
  rpc: readonly string[];
  /** An Anti-MEV endpoint: it takes private transactions and does not broadcast normal ones (Neo X). */
  antiMevRpc?: string | undefined;
  /** WebSocket endpoints. */
  wss: readonly string[];
  /** Where these values come from, parts joined with ` | `. */
  source: string;
}

/** One chain and its environments; `tagName` is the catalogue's blockchain-version tag. */
export interface NetworkInfo {
  tagName: 'neo-n3' | 'neo-x' | 'neo-legacy';
  environments: NetworkEnvironment[];
}

const NODE = 'neo-project/neo-node';
const BDOCS = 'bane-labs/docs:development/networks.md@12e793d';

/** N3, Neo X and Neo Legacy, in that order (the site's chains, SPEC §1). */
export const NETWORKS: readonly NetworkInfo[] = [
  {
    tagName: 'neo-n3',
    environments: [
      {
        network: 'mainnet',
        name: 'MainNet',
        magic: CHAIN_FACTS.n3.networkMagic,
        neolineChainId: CHAIN_FACTS.n3.neolineChainId,
        rpc: MAINNET_ENDPOINTS.n3,
        wss: [],
        source: `${NODE}:src/Neo.CLI/config.mainnet.json@75c2721 | CityOfZion/neon-js:packages/neon-core/src/consts.ts@4cd1389 | NeoNEXT/neoline cross-runtime/constants.ts (chainId) | CityOfZion/blockchain-services:packages/bs-neo3/src/constants/BSNeo3Constants.ts@0114778 (COZ RPC)`,
      },
      {
        network: 'testnet',
        name: 'TestNet',
        magic: 894710606,
        neolineChainId: 6,
        rpc: TESTNET_ENDPOINTS.n3,
        wss: [],
        source: `${NODE}:src/Neo.CLI/config.testnet.json@75c2721 | NeoNEXT/neoline cross-runtime/constants.ts (chainId) | CityOfZion/blockchain-services:packages/bs-neo3/src/constants/BSNeo3Constants.ts@0114778 (RPC)`,
      },
    ],
  },
  {
    tagName: 'neo-x',
    environments: [
      {
        network: 'mainnet',
        name: 'Mainnet',
        chainId: CHAIN_FACTS.neoX.chainId,
        rpc: MAINNET_ENDPOINTS.neoX,
        antiMevRpc: 'https://mainnet-5.rpc.banelabs.org',
        wss: ['wss://mainnet.wss1.banelabs.org', 'wss://mainnet.wss2.banelabs.org', 'wss://mainnet.wss3.banelabs.org'],
        source: `${BDOCS} | wevm/viem:src/chains/definitions/neoxMainnet.ts@ca3c424`,
      },
      {
        network: 'testnet',
        name: 'TestNet T4',
        chainId: 12227332,
        rpc: TESTNET_ENDPOINTS.neoX,
        antiMevRpc: 'https://neoxt4seed5.ngd.network',
        wss: TESTNET_ENDPOINTS.neoXWebsocket,
        source: `${BDOCS} | wevm/viem:src/chains/definitions/neoxT4.ts@5244cb0`,
      },
    ],
  },
  {
    tagName: 'neo-legacy',
    environments: [
      {
        network: 'mainnet',
        name: 'MainNet',
        magic: 7630401,
        neolineChainId: 1,
        rpc: [],
        wss: [],
        source: `${NODE}:neo-cli/protocol.mainnet.json@0f1182d | NeoNEXT/neoline cross-runtime/constants.ts (chainId)`,
      },
    ],
  },
];

/** `0x`-hex form of a chain id, as wallets show it (47763 → `0xba93`). */
export const hexChainId = (chainId: number): string => `0x${chainId.toString(16)}`;

/** The catalogue's explorers of one chain and environment, in catalogue order. */
export function explorersOf<
  T extends { blockchainVersion?: { tagName: string } | undefined; network?: string | undefined },
>(explorers: readonly T[], tagName: string, network: string): T[] {
  return explorers.filter((e) => e.blockchainVersion?.tagName === tagName && (e.network ?? 'mainnet') === network);
}
