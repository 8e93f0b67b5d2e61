/**
 * The bridge service (N3 → Neo X GAS, NEO.md §5): limits read from the N3 bridge contract with the configured
 * fallback, both chains' GAS balances, the deposit request, its validation and tracking to Neo X, and the history
 * from Neo X logs (the light reader, history.ts). Built from the two chain services; loaded on demand by load.ts (it pulls in neon-js and viem).
 */
import type { WalletConfig } from '../config.ts';
import type { N3Service } from '../n3/index.ts';
import { stackInteger } from '../../../../chain/n3/stack.ts';
import type { NeoXService } from '../../../../chain/neox/client.ts';
import type { ValidateOptions } from '../../../../chain/tx-outcome.ts';
import type { TxProgress } from '../tx/runner.ts';
import { readLimitsOrConfigured, type LimitsRead } from './contract.ts';
import { validateDeposit } from './flow.ts';
import { createBridgeHistory } from './history.ts';

export type { LimitsRead } from './contract.ts';

/** Build the bridge service over the two chain services. */
export function createBridgeService(config: WalletConfig, n3: N3Service, neoX: NeoXService) {
  const bridge = config.n3.contracts.BRIDGE;
  return {
    n3,
    neoX,
    /** Live limits, or the configured ones (never throws). */
    readLimits: (): Promise<LimitsRead> => readLimitsOrConfigured(n3.node, config),
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
    ...createBridgeHistory(config),
  };
}
export type BridgeService = ReturnType<typeof createBridgeService>;
export type { BridgeHistoryReader, DepositRow, HistoryCursor } from './history.ts';
