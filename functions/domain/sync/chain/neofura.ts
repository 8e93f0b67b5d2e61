/**
 * NeoFura (NGD's N3 indexer): JSON-RPC 2.0 at `https://neofura.ngd.network` with PascalCase methods and object
 * params (NEO.md §8). Answer shapes from neo-ngd/neo3fura `docs/api/*.md` @ a48a188:
 *  - `GetContractByContractHash { ContractHash }` → `{ hash, name, totalsccall, … }`: `totalsccall` is the number
 *    of contract calls the indexer has seen for the contract (a running total; the job turns readings into counts);
 *  - `GetBlockCount {}` → `{ index }`; `GetTransactionCount {}` → `{ "total counts" }`;
 *  - `GetCommittee { Limit, Skip }` → `{ result: [...], totalCount }`.
 */
import { jsonRpc, type SourceFetch } from '../http.ts';

export const NEOFURA_URL = 'https://neofura.ngd.network';
const SERVICE = 'NeoFura';

const count = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;

/** The running total of calls of a contract, or undefined when the indexer does not know it. */
export async function contractCallTotal(
  fetch: SourceFetch,
  hash: string,
  url = NEOFURA_URL,
): Promise<number | undefined> {
  const result = await jsonRpc<{ totalsccall?: unknown } | null>(fetch, SERVICE, url, 'GetContractByContractHash', {
    ContractHash: hash,
  });
  return count(result?.totalsccall);
}

/** Block height (`GetBlockCount.index`). */
export async function blockCount(fetch: SourceFetch, url = NEOFURA_URL): Promise<number | undefined> {
  return count((await jsonRpc<{ index?: unknown }>(fetch, SERVICE, url, 'GetBlockCount', {}))?.index);
}

/** Transactions ever executed (`GetTransactionCount["total counts"]`). */
export async function transactionCount(fetch: SourceFetch, url = NEOFURA_URL): Promise<number | undefined> {
  return count(
    (await jsonRpc<Record<string, unknown>>(fetch, SERVICE, url, 'GetTransactionCount', {}))?.['total counts'],
  );
}

/** Committee members (`GetCommittee.totalCount`; 21 on mainnet per neo-node config.mainnet.json). */
export async function committeeSize(fetch: SourceFetch, url = NEOFURA_URL): Promise<number | undefined> {
  return count(
    (await jsonRpc<{ totalCount?: unknown }>(fetch, SERVICE, url, 'GetCommittee', { Limit: 1, Skip: 0 }))?.totalCount,
  );
}
