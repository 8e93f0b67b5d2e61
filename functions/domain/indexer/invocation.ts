/**
 * What one invocation of a contract is, and the other chain facts the indexer reads from a transaction.
 *
 * **One invocation** = one transaction whose execution called the contract, counted once per transaction and
 * contract, whatever the number of calls or notifications inside it. This is the count an established N3
 * indexer shows as a contract's "transactions": neo3fura (the indexer behind NeoFura and the Dora explorer) keeps
 * one `ScCall` record per contract call with its `txid` and answers a contract's total as `totalsccall`
 * (neo-ngd/neo3fura `neo3fura_http/biz/api/src.GetContractByContractHash.go` counts the `ScCall` collection by
 * `contractHash`; `src.GetScCallByContractHash.go` lists them), which Dora labels "Transactions". Counting the
 * distinct transactions among those calls gives one per transaction and contract.
 *
 * Plain JSON-RPC (getblock verbose, getapplicationlog) does not carry the call tree, so "called the contract" is
 * read from what a node does answer, for transactions only (trigger Application; the block's OnPersist and
 * PostPersist executions are not transactions and are not counted):
 *  1. every contract the transaction's entry script calls (`SYSCALL System.Contract.Call` with the script hash
 *     pushed just before it, neo `src/Neo/SmartContract/ApplicationEngine.Contract.cs`), and
 *  2. every contract that emitted a notification during the execution (`executions[].notifications[].contract`),
 *     which covers the contracts called from inside other contracts that notify (NEP-17/NEP-11 transfers, …).
 * A contract called only from inside another contract and emitting nothing is not seen over plain RPC; the
 * indexer says so rather than guessing. Faulted transactions count too (their call happened; the fees were paid).
 *
 * Transfers: a `Transfer` notification with three items (from, to, amount) is a NEP-17 transfer, with four
 * (from, to, amount, tokenId) a NEP-11 transfer (NEP-17 and NEP-11 standards, neo-project/proposals
 * nep-17.mediawiki, nep-11.mediawiki). `from`/`to` are null for mints and burns.
 */
import { OPERANDS, SYSCALL } from '../../../chain/n3/opcodes.ts';

/** `0x` + big-endian hex of a little-endian 20-byte script hash given as hex. */
export const toScriptHash = (littleEndianHex: string) =>
  `0x${Buffer.from(littleEndianHex, 'hex').reverse().toString('hex')}`;

/** System.Contract.Call's interop hash 0x525b7d62 as a SYSCALL operand (little-endian). */
const CONTRACT_CALL = [0x62, 0x7d, 0x5b, 0x52] as const;

/**
 * The contracts (0x big-endian, lowercase) that a base64 entry script calls with System.Contract.Call: a 20-byte
 * operand right before such a SYSCALL. The script is walked by the operand layout of `chain/n3/opcodes.ts` without
 * building each instruction (this runs over every transaction the indexer reads); a truncated script calls nothing
 * we can name.
 */
export function entryScriptCalls(scriptBase64: string): string[] {
  const bytes = Buffer.from(scriptBase64, 'base64');
  const called = new Set<string>();
  let previous = -1; // where the previous instruction's operand starts (−1: none)
  let previousSize = 0;
  for (let at = 0; at < bytes.length;) {
    const code = bytes[at++]!;
    const operand = OPERANDS[code];
    let size = operand?.size ?? 0;
    if (operand?.prefix) {
      if (at + operand.prefix > bytes.length) return [];
      size = bytes.readUIntLE(at, operand.prefix);
      at += operand.prefix;
    }
    if (at + size > bytes.length) return [];
    if (
      code === SYSCALL &&
      previousSize === 20 &&
      bytes[at] === CONTRACT_CALL[0] &&
      bytes[at + 1] === CONTRACT_CALL[1] &&
      bytes[at + 2] === CONTRACT_CALL[2] &&
      bytes[at + 3] === CONTRACT_CALL[3]
    )
      called.add(
        `0x${Buffer.from(bytes.subarray(previous, previous + 20))
          .reverse()
          .toString('hex')}`,
      );
    previous = at;
    previousSize = size;
    at += size;
  }
  return [...called];
}

export interface StackItem {
  type: string;
  value?: unknown;
}
export interface Notification {
  contract: string;
  eventname: string;
  state: StackItem;
}
export interface Execution {
  trigger?: string;
  vmstate: string;
  notifications: Notification[];
}

/** The contracts one transaction invoked (see the module comment): entry-script calls ∪ notifying contracts. */
export function contractsInvoked(scriptBase64: string, executions: Execution[]): Set<string> {
  const invoked = new Set(entryScriptCalls(scriptBase64));
  for (const e of executions) for (const n of e.notifications) invoked.add(n.contract.toLowerCase());
  return invoked;
}

/** An account of a Transfer item (ByteString of 20 bytes, base64) as 0x big-endian, or null (mint/burn, Any). */
function accountOf(item: StackItem | undefined): string | null {
  if (!item || item.type !== 'ByteString' || typeof item.value !== 'string') return null;
  const bytes = Buffer.from(item.value, 'base64');
  return bytes.length === 20 ? `0x${bytes.reverse().toString('hex')}` : null;
}

export interface Transfer {
  contract: string;
  standard: 'NEP-17' | 'NEP-11';
  from: string | null;
  to: string | null;
  /** The amount in the token's smallest unit (NEP-11: 1 for a non-divisible item); null when not an Integer. */
  amount: bigint | null;
}

/** An Integer stack item's value (a decimal string), or null for any other item. */
function integerOf(item: StackItem | undefined): bigint | null {
  if (item?.type !== 'Integer' || (typeof item.value !== 'string' && typeof item.value !== 'number')) return null;
  try {
    return BigInt(item.value);
  } catch {
    return null;
  }
}

/**
 * The transfers of each execution read so far: the digest (digest.ts) and the balances (holders.ts) both read a
 * chunk's transfers, and decoding them (base64 accounts, integers) is done once per execution. Weak: an execution's
 * entry goes with its block.
 */
const transfersRead = new WeakMap<Execution, readonly Transfer[]>();

/** The NEP-17 / NEP-11 transfers among one execution's notifications. */
function executionTransfers(e: Execution): readonly Transfer[] {
  let out = transfersRead.get(e);
  if (out) return out;
  const list: Transfer[] = [];
  for (const n of e.notifications) {
    if (n.eventname !== 'Transfer' || n.state.type !== 'Array' || !Array.isArray(n.state.value)) continue;
    const items = n.state.value as StackItem[];
    if (items.length !== 3 && items.length !== 4) continue;
    list.push({
      contract: n.contract.toLowerCase(),
      standard: items.length === 3 ? 'NEP-17' : 'NEP-11',
      from: accountOf(items[0]),
      to: accountOf(items[1]),
      amount: integerOf(items[2]),
    });
  }
  transfersRead.set(e, (out = list));
  return out;
}

/**
 * The NEP-17 / NEP-11 transfers among a transaction's notifications (see the module comment); each execution's are
 * decoded once (`transfersRead`), so the answered transfers are shared and read-only.
 */
export function transfersOf(executions: readonly Execution[]): readonly Transfer[] {
  if (executions.length === 1) return executionTransfers(executions[0]!);
  return executions.flatMap((e) => executionTransfers(e));
}

/** ContractManagement's events about a contract's life (neo `ContractManagement.cs`: Deploy, Update, Destroy). */
export const LIFECYCLE_EVENTS = ['Deploy', 'Update', 'Destroy'] as const;
export type LifecycleEvent = (typeof LIFECYCLE_EVENTS)[number];

/** The ContractManagement Deploy/Update/Destroy notifications of a transaction: `[event, contract hash]`. */
export function lifecycleEvents(executions: Execution[], contractManagement: string): [LifecycleEvent, string][] {
  const out: [LifecycleEvent, string][] = [];
  for (const e of executions) {
    if (e.vmstate !== 'HALT') continue; // a faulted deployment deployed nothing
    for (const n of e.notifications) {
      if (
        n.contract.toLowerCase() !== contractManagement ||
        !(LIFECYCLE_EVENTS as readonly string[]).includes(n.eventname)
      )
        continue;
      const hash = accountOf((n.state.value as StackItem[] | undefined)?.[0]);
      if (hash) out.push([n.eventname as LifecycleEvent, hash]);
    }
  }
  return out;
}
