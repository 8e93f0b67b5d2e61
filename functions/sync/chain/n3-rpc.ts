/**
 * Neo N3 JSON-RPC (the node's RpcServer plugin; method shapes in neo-project/neo-node
 * `plugins/RpcServer/RpcServer.SmartContract.cs` `InvokeFunction`): a read-only `invokefunction` answers
 * `{ state: "HALT" | "FAULT", stack: [{ type, value }] }`. The mainnet endpoint is one of the public nodes listed by
 * CityOfZion/blockchain-services `packages/bs-neo3/src/constants/BSNeo3Constants.ts` @ 5d5d702.
 */
import { jsonRpc, SourceHttpError, type SourceFetch } from '../http.ts';

export const N3_RPC_URL = 'https://mainnet1.neo.coz.io:443';
const SERVICE = 'The Neo N3 RPC node';

/** NeoToken (native) script hash — NEO.md §0, neo-project/neo UT_NativeContract.cs. */
export const NEO_HASH = '0xef4073a0f2b305a38ec4050e4d3d28bc40ea63f5';

export interface InvokeResult { state?: string; stack?: { type: string; value?: unknown }[]; exception?: string | null }

/** The Integer a HALTed invocation answered (as a bigint), or throws naming the method. */
export function integerResult(result: InvokeResult, what: string): bigint {
  const item = result.stack?.[0];
  if (result.state !== 'HALT' || item?.type !== 'Integer' || typeof item.value !== 'string' || !/^-?\d+$/.test(item.value)) {
    throw new SourceHttpError(SERVICE, 200, what, `expected a HALT with an Integer, got ${JSON.stringify(result).slice(0, 160)}`);
  }
  return BigInt(item.value);
}

/** Call a safe method of a contract with no arguments (`invokefunction`); answers the raw result. */
export function invokeFunction(fetch: SourceFetch, hash: string, method: string, url = N3_RPC_URL): Promise<InvokeResult> {
  return jsonRpc<InvokeResult>(fetch, SERVICE, url, 'invokefunction', [hash, method, []]);
}

/** A token amount in its smallest unit as whole tokens: `toWhole(222176610765400n, 8)` → 2221766.107654. */
export function toWhole(raw: bigint, decimals: number): number {
  const scale = 10n ** BigInt(decimals);
  return Number(raw / scale) + Number(raw % scale) / Number(scale);
}

/** `totalSupply` of a NEP-17/NEP-11 contract in its smallest unit. */
export async function totalSupply(fetch: SourceFetch, hash: string, url = N3_RPC_URL): Promise<bigint> {
  return integerResult(await invokeFunction(fetch, hash, 'totalSupply', url), `${hash}.totalSupply`);
}

/** GasPerBlock in datoshi (1 GAS = 10^8): `NeoToken.getGasPerBlock()` (NEO.md §1.6; committee-settable, never hard-coded). */
export async function gasPerBlock(fetch: SourceFetch, url = N3_RPC_URL): Promise<bigint> {
  return integerResult(await invokeFunction(fetch, NEO_HASH, 'getGasPerBlock', url), 'NeoToken.getGasPerBlock');
}
