/**
 * Address checks for the watch-only field and the header search. `addressShape` is instant and library-free;
 * `validateAddress` then confirms with the light checks of chain/n3/address.ts (base58check, version 0x35) and
 * chain/neox/address.ts (EIP-55 checksum when mixed case), loaded on demand — never neon-js or viem's clients, so
 * pasting an address in the header of any page does not download the wallets' chain code.
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
  if (shape === 'n3')
    return (await loadChunk('N3', () => import('../../../chain/n3/address.ts'))).isN3Address(value) ? 'n3' : undefined;
  if (shape === 'neoX')
    return (await loadChunk('Neo X', () => import('../../../chain/neox/address.ts'))).isNeoXAddress(value)
      ? 'neoX'
      : undefined;
  return undefined;
}
