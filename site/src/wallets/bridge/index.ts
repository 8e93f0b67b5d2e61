/**
 * The bridge service (N3 → Neo X GAS, NEO.md §5): limits read from the N3 bridge contract with the configured
 * fallback, both chains' GAS balances, the deposit request, its validation and tracking to Neo X, and the history
 * from Neo X logs. Built from the two chain services; loaded on demand by load.ts (it pulls in neon-js and viem).
 */
import type { Address } from 'viem';
import type { WalletConfig } from '../config.ts';
import type { N3Service } from '../n3/index.ts';
import { stackInteger } from '../../../../chain/n3/stack.ts';
import type { NeoXService } from '../../../../chain/neox/client.ts';
import type { ValidateOptions } from '../../../../chain/tx-outcome.ts';
import type { TxProgress } from '../tx/runner.ts';
import { readBridgeLimits } from './contract.ts';
import { validateDeposit } from './flow.ts';
import { loadDeposits, withTimes, type LoadDepositsArgs } from './history.ts';
import { configuredLimits, type BridgeLimits } from './limits.ts';

/** The limits and, when the contract could not be read, why (the page then labels them as configured). */
export interface LimitsRead {
  limits: BridgeLimits;
  failure?: string | undefined;
}

/** Build the bridge service over the two chain services. */
export function createBridgeService(config: WalletConfig, n3: N3Service, neoX: NeoXService) {
  const bridge = config.n3.contracts.BRIDGE;
  return {
    n3,
    neoX,
    /** Live limits, or the configured ones (never throws). */
    async readLimits(): Promise<LimitsRead> {
      try {
        return { limits: await readBridgeLimits(n3.node, bridge) };
      } catch (error) {
        return { limits: configuredLimits(config.bridge), failure: String((error as Error)?.message ?? error) };
      }
    },
    /** GAS on N3 (datoshi) of `address` (GAS.balanceOf). Throws when it cannot be read. */
    async readN3Gas(address: string): Promise<bigint> {
      const answer = await n3.node.invokeFunction(config.n3.contracts.GAS, 'balanceOf', [
        { type: 'Hash160', value: n3.account(address).scriptHash },
      ]);
      if (answer.state !== 'HALT') throw new Error(answer.exception ?? 'FAULT');
      return stackInteger(answer.stack[0]);
    },
    /** Native GAS on Neo X (wei) of `address`. Throws when it cannot be read. */
    readNeoXGas: async (address: string): Promise<bigint> => (await neoX.readAccount(address)).gasWei,
    /** Validate deposit `txid` on N3 and follow it to its Neo X transaction (flow.ts). */
    validate: (txid: string, options: ValidateOptions, progress: (event: TxProgress) => void) =>
      validateDeposit(
        {
          validateN3: n3.validate,
          applicationLog: n3.node.getApplicationLog,
          bridge,
          trackerUrl: config.bridge.trackerUrl,
        },
        txid,
        options,
        progress,
      ),
    /** History rows from Neo X logs (the network's, or one recipient's): scan on from a cursor (history.ts). */
    readHistory: (args: Omit<LoadDepositsArgs, 'bridge'>) =>
      loadDeposits(neoX.client, { ...args, bridge: config.neoX.contracts.BRIDGE as Address }),
    /** Fill the rows' times from their blocks. */
    withTimes: (rows: Parameters<typeof withTimes>[1]) => withTimes(neoX.client, rows),
  };
}
export type BridgeService = ReturnType<typeof createBridgeService>;
export type { DepositRow, HistoryCursor } from './history.ts';
