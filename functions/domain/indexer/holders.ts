/**
 * Balances per holder from `Transfer` notifications (pure; no I/O): for each NEP-17 token and NEP-11 collection,
 * each holder's balance change per block — NEP-17 `Transfer(from, to, amount)`, NEP-11 `Transfer(from, to, amount,
 * tokenId)` (a non-divisible item has amount 1, so an NEP-11 balance is the number of items held; NEP-17 and NEP-11
 * standards, neo-project/proposals). `from`/`to` null is a mint/burn and changes no holder.
 *
 * Read from the executions that changed state: transactions that HALTed (a FAULT reverts its transfers) and the
 * block's own OnPersist/PostPersist executions (`ChainBlock.blockExecutions`: GAS fees burnt from each sender, the
 * network fee and the committee's GAS minted, NEO and GAS minted at the genesis — NEO.md), so GAS and NEO balances
 * add up to what the node answers (`getnep17balances`). A transfer whose amount is not an Integer is left out.
 *
 * Holders of a contract = accounts whose balance is > 0 (apply-holders.ts keeps the balances and the count).
 */
import { transfersOf, type Execution } from './invocation.ts';
import type { ChainBlock } from './read-blocks.ts';

export interface BalanceChanges {
  /** NEP-17 / NEP-11 on N3 (this module), ERC-20 on Neo X (neox/digest.ts). */
  standard: 'NEP-17' | 'NEP-11' | 'ERC-20';
  /** Holder (0x big-endian script hash) → block index → change of its balance, in the smallest unit. */
  perHolder: Map<string, Map<number, bigint>>;
}

/** The balance changes of every contract (0x hash, lower case) in `blocks`; zero net changes are left out. */
export function balanceChanges(blocks: readonly ChainBlock[]): Map<string, BalanceChanges> {
  const out = new Map<string, BalanceChanges>();
  const add = (
    contract: string,
    standard: BalanceChanges['standard'],
    holder: string,
    block: number,
    delta: bigint,
  ) => {
    let c = out.get(contract);
    if (!c) out.set(contract, (c = { standard, perHolder: new Map() }));
    let blocks = c.perHolder.get(holder);
    if (!blocks) c.perHolder.set(holder, (blocks = new Map()));
    blocks.set(block, (blocks.get(block) ?? 0n) + delta);
  };
  const halted = (executions: readonly Execution[]) => executions.filter((e) => e.vmstate === 'HALT');
  for (const block of blocks) {
    const executions = [
      ...halted(block.blockExecutions ?? []),
      ...block.transactions.flatMap((t) => halted(t.executions)),
    ];
    for (const t of transfersOf(executions)) {
      if (t.amount === null || t.amount <= 0n) continue;
      if (t.from) add(t.contract, t.standard, t.from, block.index, -t.amount);
      if (t.to) add(t.contract, t.standard, t.to, block.index, t.amount);
    }
  }
  for (const c of out.values())
    for (const [holder, blocks] of c.perHolder) {
      for (const [b, delta] of blocks) if (delta === 0n) blocks.delete(b);
      if (!blocks.size) c.perHolder.delete(holder);
    }
  return out;
}
