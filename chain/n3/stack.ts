/**
 * Reading N3 VM stack items as the RPC answers them (neo-node RpcServer: `{ type, value }`, ByteString values in
 * base64, Integer values as decimal strings; NEO.md §2.2 InvokeResult).
 */
export interface StackItem {
  type: string;
  value?: unknown;
}

/** An Integer (or a ByteString holding a little-endian integer) as a bigint; throws on other types. */
export function stackInteger(item: StackItem | undefined): bigint {
  if (item?.type === 'Integer') return BigInt(String(item.value));
  if (item?.type === 'Boolean') return item.value ? 1n : 0n;
  if (item?.type === 'ByteString' || item?.type === 'Buffer') {
    const bytes = base64Bytes(String(item.value ?? ''));
    if (!bytes.length) return 0n;
    let n = 0n;
    for (let i = bytes.length - 1; i >= 0; i--) n = (n << 8n) | BigInt(bytes[i]!);
    // Two's complement: the top bit of the last byte is the sign.
    return bytes[bytes.length - 1]! & 0x80 ? n - (1n << BigInt(bytes.length * 8)) : n;
  }
  throw new Error(`Expected an Integer stack item, got ${item?.type ?? 'nothing'}`);
}

/** Decode base64 without Buffer (works in the browser and Node). */
export function base64Bytes(value: string): Uint8Array {
  const binary = atob(value);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

/** Bytes as lowercase hex. */
export const toHex = (bytes: Uint8Array): string => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** A ByteString item as hex (e.g. a public key); undefined for Any (null). */
export function stackHex(item: StackItem | undefined): string | undefined {
  if (!item || item.type === 'Any' || item.value === undefined || item.value === null) return undefined;
  if (item.type === 'ByteString' || item.type === 'Buffer') return toHex(base64Bytes(String(item.value)));
  throw new Error(`Expected a ByteString stack item, got ${item.type}`);
}

/** The items of an Array or Struct. */
export function stackList(item: StackItem | undefined): StackItem[] {
  if (item && (item.type === 'Array' || item.type === 'Struct') && Array.isArray(item.value))
    return item.value as StackItem[];
  throw new Error(`Expected an Array stack item, got ${item?.type ?? 'nothing'}`);
}

/** Whether every Boolean on a result stack is true (NEP-17 transfer and NEO vote answer false without FAULT, NEO.md §7.1). */
export const allBooleansTrue = (stack: StackItem[] | undefined): boolean =>
  (stack ?? []).every((s) => s.type !== 'Boolean' || s.value === true);
