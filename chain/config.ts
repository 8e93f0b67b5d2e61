/**
 * The chain facts every part of the product uses, each with its source in `docs/NEO.md`: contract
 * script hashes (N3 and Neo X), the Flamingo swap tokens, public node endpoints, network facts and the network
 * profiles (mainnet, and the local private network of `LOCAL_CHAINS=1 npm start` and the chain tests), the bridge's
 * configured values and the explorers. Nothing here reads the environment: the pages' build-time overrides are
 * site/src/wallets/config.ts `resolveWalletConfig`.
 */

/** A contract's script hash (N3: `0x` + 40 hex, big-endian as explorers show it; Neo X: a 0x address) and where it comes from. */
export interface ContractFact {
  hash: string;
  source: string;
}

/** N3 mainnet contracts. NEO.md §0 / §3 / §4 / §5 give each value and its source. */
export const N3_CONTRACTS = {
  NEO: {
    hash: '0xef4073a0f2b305a38ec4050e4d3d28bc40ea63f5',
    source: 'NEO.md §0: neo UT_NativeContract.cs; neon-js consts.ts',
  },
  GAS: {
    hash: '0xd2a4cff31913016155e38e474a2c06d08be276cf',
    source: 'NEO.md §0: neo UT_NativeContract.cs; neon-js consts.ts',
  },
  POLICY: { hash: '0xcc5e4edd9f5f8dba8bb65734541df7a1c081c67b', source: 'NEO.md §0: neo UT_NativeContract.cs' },
  BNEO: {
    hash: '0x48c40d4666f93408be1bef038b6722404d9a4c2a',
    source: 'NEO.md §3.1: neoburger/code README.md, BurgerNEO.cs',
  },
  CNEO: {
    hash: '0x38bcb5d4802964e595786d2621dbac9cb6949f6d',
    source: 'NEO.md §3.3: neocompounder/cneo-contract README.md',
  },
  SWAP_ROUTER: {
    hash: '0xf970f4ccecd765b63732b821775dc38c25d74f23',
    source: 'NEO.md §4.1: blockchain-services FlamingoSwapConstants.ts',
  },
  SWAP_FACTORY: {
    hash: '0xca2d20610d7982ebe0bed124ee7e9b2d580a6efc',
    source: 'NEO.md §4.1: FlamingoSwapConstants.ts; flamingo-contract-swap Router Admin.cs',
  },
  SWAP_PAIR_WHITELIST: {
    hash: '0xfb75a5314069b56e136713d38477f647a13991b4',
    source: 'NEO.md §4.1: FlamingoSwapConstants.ts',
  },
  PAIR_BNEO_GAS: {
    hash: '0x3244fcadcccff190c329f7b3083e4da2af60fbce',
    source: 'NEO.md §4.1: FlamingoSwapConstants.ts MAINNET_FLAMINGO_SWAP_POOLS (FLP-bNEO-GAS)',
  },
  BRIDGE: {
    hash: '0xbb19cfc864b73159277e1fd39694b3fd5fc613d2',
    source: 'NEO.md §5.2: bane-labs/bridge-neo-contracts README.md; NeoLine bridge.ts',
  },
  BRIDGE_MANAGEMENT: {
    hash: '0x148b3e0ca4f77476252862645e58f06b2562c414',
    source: 'NEO.md §0: bane-labs/bridge-neo-contracts README.md',
  },
} as const satisfies Record<string, ContractFact>;
export type N3ContractName = keyof typeof N3_CONTRACTS;

/** Neo X mainnet contracts (NEO.md §5.1). */
export const NEOX_CONTRACTS = {
  BRIDGE: {
    hash: '0x1212000000000000000000000000000000000004',
    source: 'NEO.md §5.1: bane-labs/docs governance/neo-x-system-contracts.md',
  },
  NEO_TOKEN: {
    hash: '0xc28736dc83f4fd43d6fb832Fd93c3eE7bB26828f',
    source: 'NEO.md §5.1: NeoLine src/app/popup/_lib/bridge.ts (NEO bridged to Neo X, 18 decimals)',
  },
  /** Multicall3: the wallet area reads every ERC-20 balance in one eth_call where the node has it (not a local Hardhat). */
  MULTICALL3: {
    hash: '0xD6010D102015fEa9cB3a9AbFBB51994c0Fd6E672',
    source: 'NEO.md §5.1: bane-labs/docs development/networks.md (Multicall3)',
  },
} as const satisfies Record<string, ContractFact>;
export type NeoXContractName = keyof typeof NEOX_CONTRACTS;

/**
 * The two contracts SPEC §9 names among the configured script hashes ("… pair, proxy, bridge, NNT and a Neo X
 * bridge are configured; values not shown") that no source gives a value for: SPEC §9 shows no value, and NEO.md has
 * no entry for either (its only proxy is Neo X's GovProxyAdmin system contract `0x1212…0000`, NEO.md §5.1, on the
 * other chain; its only "NNT" is Neo News Today, a news feed, NEO.md §8). They stay without a hash, outside
 * N3_CONTRACTS, so no tool can call a guessed contract; a sourced value moves into N3_CONTRACTS with its source.
 */
export const UNSOURCED_CONTRACTS = {
  PROXY: { hash: null, source: 'SPEC §9 (value not shown); not in NEO.md' },
  NNT: { hash: null, source: 'SPEC §9 (value not shown); not in NEO.md' },
} as const satisfies Record<string, { hash: null; source: string }>;

/**
 * Tokens of the Flamingo swap on mainnet (NEO.md §4.1: blockchain-services FlamingoSwapConstants.ts
 * MAINNET_FLAMINGO_SWAP_TOKENS). NEO is absent: it enters the pools only wrapped as bNEO (NEO → GAS is /get-gas).
 */
export const FLAMINGO_SWAP_TOKENS = [
  { symbol: 'GAS', decimals: 8, hash: '0xd2a4cff31913016155e38e474a2c06d08be276cf' },
  { symbol: 'bNEO', decimals: 8, hash: '0x48c40d4666f93408be1bef038b6722404d9a4c2a' },
  { symbol: 'FLM', decimals: 8, hash: '0xf0151f528127558851b39c2cd8aa47da7418ab28' },
  { symbol: 'fUSDT', decimals: 6, hash: '0xcd48b160c1bbc9d74997b803b9a7ad50a4bef020' },
  { symbol: 'FUSD', decimals: 8, hash: '0x1005d400bcc2a56b7352f09e273be3f9933a5fb1' },
  { symbol: 'fWBTC', decimals: 8, hash: '0xd6abe115ecb75e1fa0b42f5e85934ce8c1ae2893' },
  { symbol: 'fWETH', decimals: 18, hash: '0xc14b601252aa5dfa6166cf35fe5ccd2e35f3fdf5' },
  { symbol: 'TIPS', decimals: 8, hash: '0x340720c7107ef5721e44ed2ea8e314cce5c130fa' },
  { symbol: 'GM', decimals: 8, hash: '0x9b049f1283515eef1d3f6ac610e1595ed25ca3e9' },
  { symbol: 'SWTH', decimals: 8, hash: '0x78e1330db47634afdb5ea455302ba2d12b8d549f' },
] as const;

/** NeoBurger's announced sunset (NEO.md §3.1: neoburger.github.io index.md @ 2d60315): GAS distribution stops, then all services. */
export const BNEO_SUNSET = {
  rewardsEndAt: '2026-05-01T00:00:00Z',
  servicesEndAt: '2026-08-01T00:00:00Z',
  source: 'https://neoburger.github.io/',
} as const;

/** Chain facts the tools rely on, with their sources. */
export const CHAIN_FACTS = {
  n3: {
    /** N3 mainnet network magic (NEO.md §0: neo-node config.mainnet.json; neon-js MAGIC_NUMBER). */
    networkMagic: 860833102,
    /** Address version byte 0x35: addresses start with `N` (NEO.md §0: neo ProtocolSettings.cs). */
    addressVersion: 0x35,
    /** NeoLine's chainId for N3 MainNet; -1 means NeoLine is on Neo X (NEO.md §6.1: NeoLine cross-runtime/constants.ts). */
    neolineChainId: 3,
    /** WalletConnect chain (NEO.md §6.3: wallet-connect-sdk core). */
    walletConnectChain: 'neo3:mainnet',
    /** GAS decimals (NEO.md §0: GasToken.cs); NEO has 0. */
    gasDecimals: 8,
    /** Dora transaction page (NEO.md §8: blockchain-services DoraESNeo3.ts). */
    explorerTx: 'https://dora.coz.io/transaction/neo3/mainnet/',
    explorerAddress: 'https://dora.coz.io/address/neo3/mainnet/',
  },
  neoX: {
    /** Neo X mainnet chain id 47763 = 0xba93 (NEO.md §5.1: bane-labs/docs development/networks.md; viem neoxMainnet). */
    chainId: 47763,
    /** NeoLine's N3 dAPI reports chainId -1 while its active chain is Neo X (NEO.md §6.1). */
    neolineChainId: -1,
    walletConnectChain: 'eip155:47763',
    /** Native GAS on Neo X has 18 decimals (NEO.md §5.1: viem neoxMainnet.ts). */
    nativeDecimals: 18,
    explorerTx: 'https://xexplorer.neo.org/tx/',
    explorerAddress: 'https://xexplorer.neo.org/address/',
  },
} as const;

/** The networks the wallet tools can be pointed at. */
export type ChainNetwork = 'mainnet' | 'privnet';

/**
 * What the wallets and pages check and show per network. `explorerTx` / `explorerAddress` are absent where no public
 * explorer indexes the chain (the links are then left out); `label` is the i18n key under `wallet.network.` of the
 * notice every chain page shows (absent on mainnet, where nothing is said).
 */
export interface NetworkProfile {
  network: ChainNetwork;
  label?: 'privnet' | undefined;
  n3: {
    networkMagic: number;
    /** NeoLine's `getNetworks().chainId` on this network (NEO.md §6.1). */
    neolineChainId: number;
    /** How the wrong-network message names it. */
    name: string;
    /** WalletConnect neo3 chain (NEO.md §6.3). */
    walletConnectChain: string;
    explorerTx?: string | undefined;
    explorerAddress?: string | undefined;
  };
  neoX: {
    chainId: number;
    /** NeoLine's N3 dAPI chainId while its active chain is Neo X (NEO.md §6.1). */
    neolineChainId: number;
    walletConnectChain: string;
    explorerTx?: string | undefined;
    explorerAddress?: string | undefined;
  };
}

/** The network profiles: mainnet from CHAIN_FACTS; privnet from local/privnet/protocol.privnet.yml and tests/support/hardhat.ts. */
export const NETWORK_PROFILES: Record<ChainNetwork, NetworkProfile> = {
  mainnet: {
    network: 'mainnet',
    n3: {
      networkMagic: CHAIN_FACTS.n3.networkMagic,
      neolineChainId: CHAIN_FACTS.n3.neolineChainId,
      name: 'N3 MainNet',
      walletConnectChain: CHAIN_FACTS.n3.walletConnectChain,
      explorerTx: CHAIN_FACTS.n3.explorerTx,
      explorerAddress: CHAIN_FACTS.n3.explorerAddress,
    },
    neoX: {
      chainId: CHAIN_FACTS.neoX.chainId,
      neolineChainId: CHAIN_FACTS.neoX.neolineChainId,
      walletConnectChain: CHAIN_FACTS.neoX.walletConnectChain,
      explorerTx: CHAIN_FACTS.neoX.explorerTx,
      explorerAddress: CHAIN_FACTS.neoX.explorerAddress,
    },
  },
  privnet: {
    network: 'privnet',
    label: 'privnet',
    n3: {
      /** local/privnet/protocol.privnet.yml `Magic` (local/privnet/node.ts PRIVNET_MAGIC). */
      networkMagic: 5129551,
      /** NEO.md §6.1: NeoLine chainId 0 = N3 private network (NeoLine cross-runtime/constants.ts). */
      neolineChainId: 0,
      name: 'N3 private network',
      /** NEO.md §6.3: wallet-connect-sdk-core NetworkType `neo3:private`. */
      walletConnectChain: 'neo3:private',
    },
    neoX: {
      /** The local Hardhat node keeps Neo X's chain id (tests/support/hardhat.ts). */
      chainId: CHAIN_FACTS.neoX.chainId,
      neolineChainId: CHAIN_FACTS.neoX.neolineChainId,
      walletConnectChain: CHAIN_FACTS.neoX.walletConnectChain,
    },
  },
};

/**
 * The N3 → Neo X GAS bridge: the values shown and checked when the bridge contract cannot be read (each labelled
 * "configured" on the page; the live values come from the contract, NEO.md §5.2), all in GAS datoshi (10^-8).
 */
export const BRIDGE_FALLBACK = {
  /** SPEC §9 "contract fee 0.1 GAS"; bane-labs Deployment.java default depositFee 10000000 (NEO.md §5.2). */
  feeDatoshi: 10_000_000n,
  /** bane-labs Deployment.java default minAmount 100000000 = 1 GAS; mainnet value not confirmed (NEO.md §9.4). */
  minDatoshi: 100_000_000n,
  /** bane-labs Deployment.java default maxAmount 1000000000000 = 10,000 GAS per deposit; not confirmed (NEO.md §9.4). */
  maxDatoshi: 1_000_000_000_000n,
  /** SPEC §9: "in the first phase … capped at 100,000 GAS from N3 to X" (maxTotalDepositedNative; NEO.md §9.4). */
  capDatoshi: 10_000_000_000_000n,
} as const;

/**
 * Where a deposit is tracked to its Neo X transaction: `GET {base}/{nonce}` → `{ txid: string | null }`
 * (NEO.md §5.3: blockchain-services bs-neox Neo3NeoXBridgeService BRIDGE_BASE_CONFIRMATION_URL; NeoLine bridge.ts).
 */
export const BRIDGE_TRACKER_URL = 'https://xexplorer.neo.org:8877/api/v1/transactions/deposits';

/** The explorer page of a transaction on `chain` of `network` (mainnet by default); undefined where no explorer exists. */
export function explorerTxUrl(
  chain: 'n3' | 'neoX',
  txid: string,
  network: NetworkProfile = NETWORK_PROFILES.mainnet,
): string | undefined {
  const base = network[chain].explorerTx;
  return base ? base + txid : undefined;
}

/** The explorer page of an address on `chain` of `network`; undefined where no explorer exists. */
export function explorerAddressUrl(
  chain: 'n3' | 'neoX',
  address: string,
  network: NetworkProfile = NETWORK_PROFILES.mainnet,
): string | undefined {
  const base = network[chain].explorerAddress;
  return base ? base + address : undefined;
}
