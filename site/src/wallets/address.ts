/**
 * Address checks for the watch-only field. `addressShape` is instant and library-free (it runs before any chain
 * code loads); `validateAddress` then confirms with the chain library: neon-js for N3 (base58check, version 0x35),
 * viem for Neo X (EIP-55 checksum when mixed case). Both chain modules load on demand.
 */
import { loadChunk } from '../lib/load-chunk.ts';
export type AddressChain = 'n3' | 'neoX';

/** Which chain an address looks like it belongs to, or undefined (N3: `N` + 33 base58 characters; Neo X: 0x + 40 hex). */
export function addressShape(text: string): AddressChain | undefined {
  const value = text.trim();
  if (/^N[1-9A-HJ-NP-Za-km-z]{33}$/.test(value)) return 'n3';
  if (/^0x[0-9a-fA-F]{40}$/.test(value)) return 'neoX';
  return undefined;
}

/** The chain of a valid address, or undefined for an invalid one (checksum included). */
export async function validateAddress(text: string): Promise<AddressChain | undefined> {
  const value = text.trim();
  const shape = addressShape(value);
  // The same modules the account views load next, so no extra download.
  if (shape === 'n3')
    return (await loadChunk('N3', () => import('./n3/index.ts'))).isN3Address(value) ? 'n3' : undefined;
  if (shape === 'neoX')
    return (await loadChunk('Neo X', () => import('../../../chain/neox/client.ts'))).isNeoXAddress(value)
      ? 'neoX'
      : undefined;
  return undefined;
}
