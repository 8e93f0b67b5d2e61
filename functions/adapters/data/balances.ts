/**
 * The N3 indexer's balances per holder and its holder counts, in the one table (functions/domain/indexer/
 * apply-holders.ts writes them, figures.ts reads the counts):
 *  - one item per (chain, contract, holder): `pk = balance#<chain>#<contract>`, `sk = <holder>`; `balance` in the
 *    token's smallest unit as a decimal string (NEP-17 amounts go past 2^53), and per lane of the indexer the
 *    highest block it added (`markTip`, `markBackfill`) and the holder-count change its last write made that the
 *    count has not taken yet (`flipTip`, `flipBackfill`: −1, 0 or +1, apply-holders.ts);
 *  - one count per (chain, contract): `pk = holders#<chain>`, `sk = <contract>`; `holders` the number of
 *    accounts with a balance > 0, and per lane the last block of the last chunk it took (`markTip`, `markBackfill`).
 * `chain` names the chain the blocks are of (its genesis block's hash), so a privnet started afresh starts from
 * nothing. Items never expire: a balance is state, not a series point.
 */
import { Entity } from './electrodb.ts';
import { documentClient, tableName } from './client.ts';
import { guard } from './store.ts';
import type { Lane } from './series.ts';

function makeEntities() {
  const lanes = {
    markTip: { type: 'number' },
    markBackfill: { type: 'number' },
  } as const;
  const options = { client: documentClient(), table: tableName() };
  return {
    balance: new Entity(
      {
        model: { entity: 'holder-balance', version: '1', service: 'neo' },
        attributes: {
          chain: { type: 'string', required: true },
          contract: { type: 'string', required: true },
          holder: { type: 'string', required: true },
          balance: { type: 'string', required: true },
          ...lanes,
          flipTip: { type: 'number' },
          flipBackfill: { type: 'number' },
        },
        indexes: {
          primary: {
            pk: { field: 'pk', composite: ['chain', 'contract'], template: 'balance#${chain}#${contract}' },
            sk: { field: 'sk', composite: ['holder'], template: '${holder}' },
          },
        },
      },
      options,
    ),
    count: new Entity(
      {
        model: { entity: 'holder-count', version: '1', service: 'neo' },
        attributes: {
          chain: { type: 'string', required: true },
          contract: { type: 'string', required: true },
          holders: { type: 'number', required: true },
          ...lanes,
        },
        indexes: {
          primary: {
            pk: { field: 'pk', composite: ['chain'], template: 'holders#${chain}' },
            sk: { field: 'sk', composite: ['contract'], template: '${contract}' },
          },
        },
      },
      options,
    ),
  };
}
let entities: ReturnType<typeof makeEntities> | undefined;
let boundTo: unknown;
/** The entities, rebuilt when the database client changed (the local stack and tests repoint it). */
function table() {
  if (!entities || boundTo !== documentClient()) {
    boundTo = documentClient();
    entities = makeEntities();
  }
  return entities;
}

const MARK = { tip: 'markTip', backfill: 'markBackfill' } as const;
const FLIP = { tip: 'flipTip', backfill: 'flipBackfill' } as const;

/** A holder's stored balance (smallest unit) and, for one lane, its marker and untaken count change. */
export interface StoredBalance {
  holder: string;
  balance: bigint;
  /** The highest block this lane added (−1: none). */
  mark: number;
  /** The holder-count change of this lane's last write that the count has not taken yet (when `mark` > its marker). */
  flip: number;
}

/** The stored balances of `holders` for `lane` (absent holders: balance 0, mark −1). */
export async function readBalances(
  chain: string,
  contract: string,
  holders: readonly string[],
  lane: Lane,
): Promise<Map<string, StoredBalance>> {
  const out = new Map<string, StoredBalance>(
    holders.map((holder) => [holder, { holder, balance: 0n, mark: -1, flip: 0 }]),
  );
  for (let i = 0; i < holders.length; i += 100) {
    let keys = holders.slice(i, i + 100).map((holder) => ({ chain, contract, holder }));
    for (let attempt = 0; keys.length && attempt < 5; attempt++) {
      const { data, unprocessed } = await guard(() => table().balance.get(keys).go());
      for (const item of data as Record<string, unknown>[])
        out.set(item.holder as string, {
          holder: item.holder as string,
          balance: BigInt(item.balance as string),
          mark: (item[MARK[lane]] as number | undefined) ?? -1,
          flip: (item[FLIP[lane]] as number | undefined) ?? 0,
        });
      keys = unprocessed as typeof keys;
    }
    if (keys.length) throw new Error(`Could not read ${keys.length} balances of ${contract}: the table kept them back`);
  }
  return out;
}

/**
 * Write a holder's new balance for `lane`: `mark` the highest block now added, `flip` the count change not taken
 * yet. Conditional on the lane's marker still being `previous.mark` (the indexer is the one writer: a failed
 * condition means another run wrote meanwhile, and it throws rather than add twice).
 */
export async function writeBalance(
  chain: string,
  contract: string,
  previous: StoredBalance,
  next: { balance: bigint; mark: number; flip: number },
  lane: Lane,
): Promise<void> {
  const mark = MARK[lane];
  await guard(() =>
    table()
      .balance.update({ chain, contract, holder: previous.holder })
      .set({ balance: String(next.balance), [mark]: next.mark, [FLIP[lane]]: next.flip } as never)
      .where((attr, op) => {
        const m = (attr as unknown as Record<string, never>)[mark];
        const o = op as unknown as { eq(a: unknown, b: number): string; notExists(a: unknown): string };
        return previous.mark < 0 ? o.notExists(m) : o.eq(m, previous.mark);
      })
      .go(),
  );
}

/** A contract's holder count and one lane's marker (−1: none), or undefined before any. */
export async function readHolderCount(
  chain: string,
  contract: string,
  lane: Lane,
): Promise<{ holders: number; mark: number } | undefined> {
  const { data } = await guard(() => table().count.get({ chain, contract }).go());
  if (!data) return undefined;
  return { holders: data.holders, mark: ((data as Record<string, unknown>)[MARK[lane]] as number | undefined) ?? -1 };
}

/** Add `delta` to a contract's holder count and move `lane`'s marker from `previousMark` (−1: none) to `mark`. */
export async function addToHolderCount(
  chain: string,
  contract: string,
  delta: number,
  previousMark: number,
  mark: number,
  lane: Lane,
): Promise<void> {
  const attr = MARK[lane];
  await guard(() =>
    table()
      .count.update({ chain, contract })
      .add({ holders: delta })
      .set({ [attr]: mark } as never)
      .where((a, op) => {
        const m = (a as unknown as Record<string, never>)[attr];
        const o = op as unknown as { eq(a: unknown, b: number): string; notExists(a: unknown): string };
        return previousMark < 0 ? o.notExists(m) : o.eq(m, previousMark);
      })
      .go(),
  );
}

/**
 * Set a contract's holder count to `holders` and `lane`'s marker to `mark`, unconditionally: after balances were
 * taken out again (apply-holders.ts `revertBalanceChanges`, the Neo X indexer's replaced blocks), the count is
 * recounted from them.
 */
export async function setHolderCount(
  chain: string,
  contract: string,
  holders: number,
  mark: number,
  lane: Lane,
): Promise<void> {
  await guard(() =>
    table()
      .count.update({ chain, contract })
      .set({ holders, [MARK[lane]]: mark } as never)
      .go(),
  );
}

/** Every contract's holder count on `chain` (contract 0x hash → accounts with a balance > 0). */
export async function readHolderCounts(chain: string): Promise<Map<string, number>> {
  const { data } = await guard(() => table().count.query.primary({ chain }).go({ pages: 'all' }));
  return new Map(data.map((c) => [c.contract, c.holders]));
}

/** Every stored balance of a contract on `chain` (holder → smallest unit), for checks and tests. */
export async function readAllBalances(chain: string, contract: string): Promise<Map<string, bigint>> {
  const { data } = await guard(() => table().balance.query.primary({ chain, contract }).go({ pages: 'all' }));
  return new Map(data.map((b) => [b.holder, BigInt(b.balance)]));
}
