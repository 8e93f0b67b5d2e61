/**
 * The last NEP-17 and NEP-11 transfers of an N3 address, in and out (issue 28), from the node's TokenTracker
 * (`getnep17transfers` and `getnep11transfers` of the TokenTracker, NEO.md §2.2; params address, start and end in ms;
 * without them the node answers the last 7 days; NEP-11 entries add the token id in hex): merged newest first, each
 * with its token described by the catalogue (symbol, decimals), else by the contract itself (`symbol()`,
 * `decimals()` in one test invocation).
 */
import { isRpcError, type N3Rpc, type Nep11TransferJson, type Nep17TransferJson } from '../../../../chain/n3/rpc.ts';
import { sc } from '../../../../chain/n3/neon.ts';
import { stackInteger } from '../../../../chain/n3/stack.ts';
import type { KnownToken } from '../config.ts';

/** How far back the history reads (ms): 30 days, what one getnep17transfers answer keeps small on a busy address. */
export const HISTORY_WINDOW_MS = 30 * 24 * 3600 * 1000;

export interface TokenDescription {
  symbol: string;
  decimals: number;
}

export interface N3Transfer {
  txHash: string;
  /** Block time, ms since the epoch (UTC). */
  timestamp: number;
  blockIndex: number;
  direction: 'in' | 'out';
  /** The other address; undefined for a mint (in) or a burn (out). */
  counterparty: string | undefined;
  /** Script hash, `0x` + 40 hex, lower case. */
  assetHash: string;
  /** In the token's smallest unit. */
  amount: bigint;
  /** An NEP-11 transfer's token id (hex, as the node gives it); undefined for NEP-17. */
  tokenId?: string | undefined;
}

/** The node's sent and received lists as one list, newest first (then by block and notification, latest first). */
export function mergeTransfers(answer: {
  sent: (Nep17TransferJson | Nep11TransferJson)[];
  received: (Nep17TransferJson | Nep11TransferJson)[];
}): N3Transfer[] {
  const side = (list: (Nep17TransferJson | Nep11TransferJson)[], direction: 'in' | 'out') =>
    list.map((t) => ({ ...t, direction }));
  return [...side(answer.sent ?? [], 'out'), ...side(answer.received ?? [], 'in')]
    .sort(
      (a, b) =>
        b.timestamp - a.timestamp || b.blockindex - a.blockindex || b.transfernotifyindex - a.transfernotifyindex,
    )
    .map((t) => ({
      txHash: t.txhash.startsWith('0x') ? t.txhash : `0x${t.txhash}`,
      timestamp: t.timestamp,
      blockIndex: t.blockindex,
      direction: t.direction,
      counterparty: t.transferaddress ?? undefined,
      assetHash: (t.assethash.startsWith('0x') ? t.assethash : `0x${t.assethash}`).toLowerCase(),
      amount: BigInt(t.amount),
      ...('tokenid' in t ? { tokenId: String(t.tokenid) } : {}),
    }));
}

/** `symbol()` and `decimals()` of a NEP-17 contract in one test invocation; undefined when it does not answer both. */
async function readTokenDescription(node: N3Rpc, hash: string): Promise<TokenDescription | undefined> {
  const call = (operation: string) => ({ scriptHash: hash.replace(/^0x/, ''), operation, args: [] });
  const answer = await node.invokeScript(sc.createScript(call('symbol'), call('decimals'))).catch(() => undefined);
  const [symbol, decimals] = answer?.state === 'HALT' ? answer.stack : [];
  if (symbol?.type !== 'ByteString' || typeof symbol.value !== 'string') return undefined;
  return { symbol: atob(symbol.value), decimals: Number(stackInteger(decimals)) };
}

/**
 * The NEP-17 and NEP-11 transfers of `address` in the last HISTORY_WINDOW_MS before `nowMs`, newest first, and a
 * description of each token they move: `known` (the catalogue, the natives) first, else read from the contract
 * (undefined when it does not answer). A node that answers getnep17transfers but not getnep11transfers gives the
 * NEP-17 ones. Throws what the node throws (NodeUnreachableError; an RPC error when it has no TokenTracker).
 */
export async function readN3Transfers(
  node: N3Rpc,
  address: string,
  known: Map<string, TokenDescription>,
  nowMs: number,
): Promise<{ transfers: N3Transfer[]; tokens: Map<string, TokenDescription | undefined> }> {
  const from = nowMs - HISTORY_WINDOW_MS;
  const [nep17, nep11] = await Promise.all([
    node.getNep17Transfers(address, from, nowMs),
    node.getNep11Transfers(address, from, nowMs).catch((error: unknown) => {
      if (isRpcError(error)) return { sent: [], received: [] };
      throw error;
    }),
  ]);
  const transfers = mergeTransfers({
    sent: [...(nep17.sent ?? []), ...(nep11.sent ?? [])],
    received: [...(nep17.received ?? []), ...(nep11.received ?? [])],
  });
  const hashes = [...new Set(transfers.map((t) => t.assetHash))];
  const described = await Promise.all(
    hashes.map(async (h) => [h, known.get(h) ?? (await readTokenDescription(node, h))] as const),
  );
  return { transfers, tokens: new Map(described) };
}

/** The catalogue's tokens and the natives as token descriptions by lower-case script hash. */
export function knownDescriptions(
  tokens: KnownToken[],
  natives: { NEO: string; GAS: string },
): Map<string, TokenDescription> {
  const map = new Map<string, TokenDescription>(tokens.map((t) => [t.hash.toLowerCase(), t]));
  map.set(natives.NEO.toLowerCase(), { symbol: 'NEO', decimals: 0 });
  map.set(natives.GAS.toLowerCase(), { symbol: 'GAS', decimals: 8 });
  return map;
}
