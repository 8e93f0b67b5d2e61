/**
 * Validating an N3 transaction (NEO.md §7.1): poll `getapplicationlog` until the node knows the transaction, then
 * read the first execution: HALT with every Boolean result true is success; FAULT (or a false result) is a failure,
 * told apart as insufficient GAS (the C# node's 'Insufficient GAS.', neo-go's '…: GAS limit exceeded' — recorded from
 * neo-go 0.120.0 in local/recordings/n3/applog-fault-gas.json), deadline exceeded (a swap mined after its deadline, the
 * block time from `getrawtransaction`), or an unknown error. After the last attempt the status is unknown.
 */
import {
  MAX_VALIDATION_ATTEMPTS,
  sleep as realSleep,
  type ValidateOptions,
  type ValidationResult,
} from '../../../../chain/tx-outcome.ts';
import type { ApplicationLog, N3Rpc } from '../../../../chain/n3/rpc.ts';
import { allBooleansTrue } from '../../../../chain/n3/stack.ts';

/** Wait for `txid` (0x-prefixed hex) to be executed and classify how it ended. */
export async function validateN3Transaction(
  node: N3Rpc,
  txid: string,
  options: ValidateOptions,
): Promise<ValidationResult> {
  const attempts = options.attempts ?? MAX_VALIDATION_ATTEMPTS;
  const sleep = options.sleep ?? realSleep;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    options.onAttempt?.(attempt);
    // Unknown yet (an RPC error answer) or the node is briefly unreachable: try again.
    const log = await node.getApplicationLog(txid).catch(() => undefined);
    if (log) return classify(node, txid, log, options.deadlineMs);
    if (attempt < attempts) await sleep(options.intervalMs);
  }
  return { outcome: 'unknownStatus' };
}

async function classify(
  node: N3Rpc,
  txid: string,
  log: ApplicationLog,
  deadlineMs?: number,
): Promise<ValidationResult> {
  const execution = log.executions[0];
  if (!execution) return { outcome: 'unknownError', detail: 'no execution in the application log' };
  if (execution.vmstate === 'HALT' && allBooleansTrue(execution.stack)) return { outcome: 'success' };
  const detail =
    execution.exception ?? (execution.vmstate === 'HALT' ? 'the contract answered false' : execution.vmstate);
  if (/insufficient gas|gas limit exceeded/i.test(detail)) return { outcome: 'insufficientGas', detail };
  if (deadlineMs !== undefined) {
    const blocktime = await node
      .getRawTransaction(txid)
      .then((t) => t.blocktime)
      .catch(() => undefined);
    if (blocktime !== undefined && blocktime > deadlineMs) return { outcome: 'deadlineExceeded', detail };
  }
  return { outcome: 'unknownError', detail };
}
