/**
 * The Neo X chain service (viem): balances, address checks and transaction validation against the configured
 * RPC nodes (NEO.md §5.1, §7.2). Loaded on demand, so viem is only fetched where Neo X is used. Amounts in wei
 * (10^-18 GAS; NEO on Neo X also has 18 decimals).
 */
import { createClient, defineChain, erc20Abi, fallback, http, type Address, type Hash } from 'viem';
import { isNeoXAddress } from './address.ts';
import { getBalance, getBlockNumber, getTransactionReceipt, readContract } from 'viem/actions';
import { CHAIN_FACTS } from '../config.ts';
import { readErc20Balances } from './holdings.ts';
import { readNeoXTransfers, type NeoXHistory } from './transfers.ts';
import { NodeUnreachableError } from '../node-error.ts';
import {
  MAX_VALIDATION_ATTEMPTS,
  sleep as realSleep,
  type ValidateOptions,
  type ValidationResult,
} from '../tx-outcome.ts';

/** How long one RPC request may take (ms). */
export const RPC_TIMEOUT_MS = 8000;

/** The Neo X chain for viem, with the configured node URLs (chain id 47763, GAS 18 decimals; NEO.md §5.1). */
export function neoXChain(rpcUrls: string[], chainId: number = CHAIN_FACTS.neoX.chainId) {
  return defineChain({
    id: chainId,
    name: 'Neo X Mainnet',
    nativeCurrency: { name: 'GAS', symbol: 'GAS', decimals: CHAIN_FACTS.neoX.nativeDecimals },
    rpcUrls: { default: { http: rpcUrls } },
    blockExplorers: { default: { name: 'Neo X explorer', url: 'https://xexplorer.neo.org' } },
  });
}

export interface NeoXAccountView {
  address: Address;
  /** The newest block's number when read (eth_blockNumber, uncached): what "at block N" names. */
  height: bigint;
  /** Native GAS in wei (10^-18). */
  gasWei: bigint;
  /** NEO bridged to Neo X (ERC-20, 18 decimals); undefined when the token contract did not answer. */
  neoWei: bigint | undefined;
  /**
   * The configured tokens' balances at `height`, in their order: native GAS by eth_getBalance, the others by ERC-20
   * `balanceOf`; `amount` in the token's smallest unit, undefined when its contract did not answer on this network.
   */
  tokens: { hash: string; amount: bigint | undefined }[];
}

/** A token of the Neo X holdings: its contract (`0x` + 40 hex) or, for the native GAS, `native: true`. */
export interface NeoXTokenRef {
  hash: string;
  native?: boolean | undefined;
}

/** Whether `text` is a Neo X (EVM) address; a mixed-case one must carry a valid EIP-55 checksum. */
export { isNeoXAddress };

const networkFailure = (error: unknown) =>
  /HttpRequestError|TimeoutError|fetch|network/i.test(`${(error as Error)?.name} ${(error as Error)?.message}`);

/** What the Neo X service needs of a configuration (site/src/wallets/config.ts WalletConfig has it): node URLs and the bridged NEO token. */
export interface NeoXServiceConfig {
  neoX: {
    rpcUrls: string[];
    contracts: { NEO_TOKEN: string; MULTICALL3?: string | undefined };
    /** The holdings' tokens (the catalogue's Neo X tokens); none: only GAS and bridged NEO are read. */
    tokens?: NeoXTokenRef[] | undefined;
  };
}

/** Build the Neo X service for a configuration; `chainId` may differ in tests (a local node). */
export function createNeoXService(config: NeoXServiceConfig, options: { chainId?: number } = {}) {
  const urls = config.neoX.rpcUrls;
  const client = createClient({
    chain: neoXChain(urls, options.chainId),
    transport: fallback(urls.map((url) => http(url, { timeout: RPC_TIMEOUT_MS, retryCount: 0 }))),
  });
  /** Run a read; a network failure becomes NodeUnreachableError. */
  const read = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      if (networkFailure(error)) throw new NodeUnreachableError('neoX', urls, error);
      throw error;
    }
  };

  return {
    client,
    isAddress: isNeoXAddress,
    /**
     * GAS, bridged NEO and the configured tokens' balances of `address`, all at the newest block (holdings.ts:
     * Multicall3 where the node has it). Throws NodeUnreachableError when no node answers.
     */
    async readAccount(address: string): Promise<NeoXAccountView> {
      const who = address as Address;
      const height = await read(() => getBlockNumber(client, { cacheTime: 0 }));
      const erc20 = (config.neoX.tokens ?? []).filter((t) => !t.native).map((t) => t.hash as Address);
      const multicall3 = config.neoX.contracts.MULTICALL3 as Address | undefined;
      const [gasWei, neoWei, balances] = await Promise.all([
        read(() => getBalance(client, { address: who, blockNumber: height })),
        readContract(client, {
          address: config.neoX.contracts.NEO_TOKEN as Address,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [who],
          blockNumber: height,
        }).catch(() => undefined),
        read(() => readErc20Balances(client, who, erc20, height, multicall3)),
      ]);
      const byHash = new Map(erc20.map((hash, i) => [hash.toLowerCase(), balances[i]]));
      const tokens = (config.neoX.tokens ?? []).map((t) => ({
        hash: t.hash,
        amount: t.native ? gasWei : byHash.get(t.hash.toLowerCase()),
      }));
      return { address: who, height, gasWei, neoWei, tokens };
    },
    /**
     * The configured ERC-20 tokens' transfers from or to `address` over the recent blocks up to `height`
     * (transfers.ts), newest first. Throws NodeUnreachableError when no node answers, else what the node throws.
     */
    readTransfers(address: string, height: bigint): Promise<NeoXHistory> {
      const erc20 = (config.neoX.tokens ?? []).filter((t) => !t.native).map((t) => t.hash as Address);
      return read(() => readNeoXTransfers(client, address as Address, erc20, height));
    },
    /**
     * Poll `eth_getTransactionReceipt` (null until mined) up to 25 times: status success → success, reverted →
     * unknown error (NEO.md §7.2, EIP-658); never mined in time → unknown status.
     */
    async validate(hash: string, options: ValidateOptions): Promise<ValidationResult> {
      const attempts = options.attempts ?? MAX_VALIDATION_ATTEMPTS;
      const sleep = options.sleep ?? realSleep;
      for (let attempt = 1; attempt <= attempts; attempt++) {
        options.onAttempt?.(attempt);
        const receipt = await getTransactionReceipt(client, { hash: hash as Hash }).catch(() => undefined);
        if (receipt)
          return receipt.status === 'success'
            ? { outcome: 'success' }
            : { outcome: 'unknownError', detail: 'reverted' };
        if (attempt < attempts) await sleep(options.intervalMs);
      }
      return { outcome: 'unknownStatus' };
    },
  };
}
export type NeoXService = ReturnType<typeof createNeoXService>;
