/**
 * The Neo X address check, light enough for any page: 0x + 40 hex digits, and when mixed case its EIP-55 checksum
 * (viem's `isAddress`, strict), without loading viem's clients.
 */
import { isAddress } from 'viem';

/** Whether `text` is a Neo X (EVM) address; a mixed-case one must carry a valid EIP-55 checksum. */
export const isNeoXAddress = (text: string): boolean => isAddress(text, { strict: true });
