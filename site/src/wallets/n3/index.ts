/**
 * The N3 chain service: everything the wallet pages do on N3, behind one object built from the configuration.
 * Pages load this module on demand (`import('…/wallets/n3/index.ts')`), so neon-js is only fetched where N3 is used.
 */
import type { WalletConfig } from '../config.ts';
import type { N3Request } from '../types.ts';
import type { ValidateOptions } from '../../../../chain/tx-outcome.ts';
import { readCandidates, readMsPerBlock, readN3Account } from './account.ts';
import { estimateFees } from './fees.ts';
import { claimStep } from '../claim-steps.ts';
import { readReserves, readTokenHash } from './flamingo.ts';
import {
  claimGasRequest,
  depositNativeRequest,
  neoToGasRequest,
  swapRequest,
  unwrapRequest,
  voteRequest,
  wrapRequest,
  type N3Account,
  type SwapArgs,
} from './invocations.ts';
import { N3Rpc } from '../../../../chain/n3/rpc.ts';
import { isN3Address, n3Account } from '../../../../chain/n3/script.ts';
import { validateN3Transaction } from './validate.ts';
import { knownDescriptions, readN3Transfers } from './history.ts';
import { readNep11Holdings } from './nfts.ts';

/** Build the N3 service for a configuration (node URLs and contract hashes from config.ts). */
export function createN3Service(config: WalletConfig) {
  const node = N3Rpc.forPage(config.n3.rpcUrls);
  const c = config.n3.contracts;
  return {
    node,
    contracts: c,
    /** The tokens the swap offers (config.ts swapTokens). */
    swapTokens: config.n3.swapTokens,
    /** The account for an address (throws on an invalid one). */
    account: n3Account,
    isAddress: isN3Address,
    /** Balances, unclaimed GAS, vote, GasPerBlock and block time of `address`. */
    readAccount: (address: string) => readN3Account(node, c, n3Account(address), config.tokens),
    readCandidates: () => readCandidates(node),
    /** The last 30 days of NEP-17 and NEP-11 transfers of `address`, newest first, tokens described (history.ts). */
    readTransfers: (address: string) => readN3Transfers(node, address, knownDescriptions(config.tokens, c), Date.now()),
    /** The NEP-11 holdings of `address` by collection, named by the catalogue (nfts.ts). */
    readNftHoldings: (address: string) => readNep11Holdings(node, address, config.collections),
    /** Milliseconds per block, from chain. */
    readMsPerBlock: () => readMsPerBlock(node, c.POLICY),
    /** Pool reserves along a swap path (token hashes in order); a failure is the `reserves` step (claim-steps.ts). */
    readReserves: (path: string[]) => claimStep('reserves', () => readReserves(node, c.SWAP_ROUTER, path)),
    /**
     * The NEO → GAS pool (NEO.md §4.3: bNEO → GAS): bNEO's contract fetched by its hash (`tokenHash` step), then the
     * router's reserves bNEO/GAS (`reserves` step); each failure is a ClaimStepError naming its step.
     */
    readNeoToGasPool: async () => {
      await claimStep('tokenHash', () => readTokenHash(node, c.BNEO));
      return claimStep('reserves', () => readReserves(node, c.SWAP_ROUTER, [c.BNEO, c.GAS]));
    },
    /** Fees (fractions of 10^-8 GAS) and the test run of a request. */
    estimateFees: (request: N3Request, publicKey?: string) => estimateFees(node, request, publicKey),
    validate: (txid: string, options: ValidateOptions) => validateN3Transaction(node, txid, options),
    requests: {
      claim: (a: N3Account) => claimGasRequest(c, a),
      vote: (a: N3Account, publicKey: string) => voteRequest(c, a, publicKey),
      wrap: (a: N3Account, neo: bigint) => wrapRequest(c, a, neo),
      unwrap: (a: N3Account, neo: bigint) => unwrapRequest(c, a, neo),
      swap: (a: N3Account, s: SwapArgs) => swapRequest(c, a, s),
      neoToGas: (a: N3Account, neo: bigint, amountOutMin: bigint, deadlineMs: number) =>
        neoToGasRequest(c, a, neo, amountOutMin, deadlineMs),
      /** Bridge `amount` GAS datoshi to the Neo X address `to`, accepting a contract fee up to `maxFee`. */
      bridge: (a: N3Account, to: string, amount: bigint, maxFee: bigint) =>
        depositNativeRequest(c, a, to, amount, maxFee),
    },
  };
}
export type N3Service = ReturnType<typeof createN3Service>;
export { isN3Address };
export type { N3AccountView, TokenBalance } from './account.ts';
export type { Candidate } from '../../../../chain/n3/rpc.ts';
export type { FeeEstimate } from './fees.ts';
export type { N3Transfer, TokenDescription } from './history.ts';
export type { NftHolding } from './nfts.ts';
export type { N3Account, SwapArgs } from './invocations.ts';
