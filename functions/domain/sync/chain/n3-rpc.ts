/**
 * The sync jobs' adapter to the shared N3 chain layer (chain/): the jobs fetch through their own recordable
 * SourceFetch (functions/domain/sync/http.ts), so this file only sends one JSON-RPC request and reads the answer with the
 * chain layer's stack parsing (chain/n3/stack.ts); contract hashes are chain/config.ts's, the endpoint chain/endpoints.ts's.
 * A read-only `invokefunction` answers `{ state: "HALT" | "FAULT", stack: [{ type, value }] }` (neo-project/neo-node
 * `plugins/RpcServer/RpcServer.SmartContract.cs` `InvokeFunction`).
 */
import { N3_CONTRACTS } from '../../../../chain/config.ts';
import { MAINNET_ENDPOINTS, rpcEndpoints } from '../../../../chain/endpoints.ts';
import { stackInteger, type StackItem } from '../../../../chain/n3/stack.ts';
import { jsonRpc, SourceHttpError, type SourceFetch } from '../http.ts';
import { dataMode } from '../recordings.ts';

/** The first public mainnet seed node (chain/endpoints.ts MAINNET_ENDPOINTS: COZ's, CityOfZion/blockchain-services BSNeo3Constants.ts): the URL the recordings answer for. */
export const N3_RPC_URL: string = MAINNET_ENDPOINTS.n3[0];

/** The node the sync jobs read: in live mode (`DATA_SOURCES=live`) the first of `NEO_N3_RPC_URLS` (chain/endpoints.ts) when set, else N3_RPC_URL. */
export function syncN3RpcUrl(env: Record<string, string | undefined> = process.env): string {
  return dataMode() === 'live' ? rpcEndpoints(env, 'n3', 'server')[0]! : N3_RPC_URL;
}
const SERVICE = 'The Neo N3 RPC node';

/** NeoToken (native) script hash — chain/config.ts N3_CONTRACTS.NEO (NEO.md §0). */
export const NEO_HASH: string = N3_CONTRACTS.NEO.hash;

/** An `invokefunction` answer as the node sends it (chain/n3/rpc.ts InvokeAnswer, fields optional as read off the wire). */
export interface InvokeResult {
  state?: string;
  stack?: StackItem[];
  exception?: string | null;
}

/** The Integer a HALTed invocation answered (as a bigint), or throws SourceHttpError naming the method. */
export function integerResult(result: InvokeResult, what: string): bigint {
  const item = result.stack?.[0];
  if (result.state !== 'HALT' || item?.type !== 'Integer') {
    throw new SourceHttpError(
      SERVICE,
      200,
      what,
      `expected a HALT with an Integer, got ${JSON.stringify(result).slice(0, 160)}`,
    );
  }
  try {
    return stackInteger(item);
  } catch {
    throw new SourceHttpError(SERVICE, 200, what, `expected an Integer, got ${JSON.stringify(item).slice(0, 160)}`);
  }
}

/** Call a safe method of a contract with no arguments (`invokefunction`); answers the raw result. */
export function invokeFunction(
  fetch: SourceFetch,
  hash: string,
  method: string,
  url = syncN3RpcUrl(),
): Promise<InvokeResult> {
  return jsonRpc<InvokeResult>(fetch, SERVICE, url, 'invokefunction', [hash, method, []]);
}

/** A token amount in its smallest unit as whole tokens: `toWhole(222176610765400n, 8)` → 2221766.107654. */
export function toWhole(raw: bigint, decimals: number): number {
  const scale = 10n ** BigInt(decimals);
  return Number(raw / scale) + Number(raw % scale) / Number(scale);
}

/** `totalSupply` of a NEP-17/NEP-11 contract in its smallest unit. */
export async function totalSupply(fetch: SourceFetch, hash: string, url = syncN3RpcUrl()): Promise<bigint> {
  return integerResult(await invokeFunction(fetch, hash, 'totalSupply', url), `${hash}.totalSupply`);
}

/** GasPerBlock in datoshi (1 GAS = 10^8): `NeoToken.getGasPerBlock()` (NEO.md §1.6; committee-settable, never hard-coded). */
export async function gasPerBlock(fetch: SourceFetch, url = syncN3RpcUrl()): Promise<bigint> {
  return integerResult(await invokeFunction(fetch, NEO_HASH, 'getGasPerBlock', url), 'NeoToken.getGasPerBlock');
}
