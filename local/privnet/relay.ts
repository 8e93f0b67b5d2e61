/**
 * The local bridge relayer (TEST ONLY), standing in for the 7 bridge validators and the relayer of mainnet (NEO.md
 * §5.2 "Relay"): it follows the N3 privnet block by block, and for each `NativeDeposit(Nonce, Recipient, Amount, …)`
 * notification of the N3 bridge stand-in it delivers the deposit on the local Neo X node through the Neo X bridge
 * stand-in (local/neox/bridge.ts relayNativeDeposit), so the recipient is credited Amount × 10^10 wei.
 * It starts from block 0: the Hardhat node keeps no chain between starts, so every deposit of a kept N3 chain is
 * delivered again to a fresh Neo X node, keeping both chains consistent.
 */
import type { Address } from 'viem';
import { relayNativeDeposit } from '../neox/bridge.ts';
import { n3Call } from './node.ts';

interface Notification {
  contract: string;
  eventname: string;
  state: { type: string; value?: { type: string; value?: unknown }[] };
}

/** The deposits of one block's transactions: nonce, Neo X recipient and amount in GAS datoshi (10^-8). */
async function depositsIn(n3RpcUrl: string, bridge: string, index: number) {
  const block = await n3Call<{ tx: { hash: string }[] }>(n3RpcUrl, 'getblock', [index, true]);
  const found: { nonce: bigint; to: Address; amountDatoshi: bigint }[] = [];
  for (const { hash } of block.tx) {
    const log = await n3Call<{ executions: { vmstate: string; notifications: Notification[] }[] }>(
      n3RpcUrl,
      'getapplicationlog',
      [hash],
    );
    for (const n of log.executions[0]?.vmstate === 'HALT' ? log.executions[0].notifications : []) {
      if (n.contract.toLowerCase() !== bridge.toLowerCase() || n.eventname !== 'NativeDeposit' || !n.state.value)
        continue;
      const [nonce, recipient, amount] = n.state.value;
      // A Hash160 argument is stored little-endian: the Neo X address is the bytes reversed (NEO.md §5.2).
      const to = `0x${Buffer.from(String(recipient!.value), 'base64').reverse().toString('hex')}` as Address;
      found.push({ nonce: BigInt(String(nonce!.value)), to, amountDatoshi: BigInt(String(amount!.value)) });
    }
  }
  return found;
}

export interface DepositRelay {
  stop(): Promise<void>;
}

/** Follow the N3 privnet and deliver every deposit of `bridge` (N3 script hash) to the Neo X node at `neoXRpcUrl`. */
export function startDepositRelay(options: {
  n3RpcUrl: string;
  neoXRpcUrl: string;
  bridge: string;
  intervalMs?: number;
  log?: (line: string) => void;
}): DepositRelay {
  const log = options.log ?? (() => undefined);
  let next = 0;
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      try {
        const height = await n3Call<number>(options.n3RpcUrl, 'getblockcount');
        while (!stopped && next < height) {
          for (const deposit of await depositsIn(options.n3RpcUrl, options.bridge, next)) {
            await relayNativeDeposit(options.neoXRpcUrl, deposit);
          }
          next++;
        }
      } catch (error) {
        log(`Bridge relay: ${(error as Error).message} (retrying)`);
      }
      await new Promise((r) => setTimeout(r, options.intervalMs ?? 500));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
    },
  };
}
