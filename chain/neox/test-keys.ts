/**
 * The local Neo X node's funded test accounts (TEST ONLY): derived from the public, well-known mnemonic of
 * test-accounts.json (Hardhat's default) on the BIP-44 path m/44'/60'/0'/0/i. The node (local/neox/node.ts) funds
 * them, the tests sign with them, and the production guard (chain/production-guard.ts) refuses a configuration that
 * carries them, which is why they live in chain/.
 */
import { toHex, type Address, type Hex } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import testAccounts from './test-accounts.json' with { type: 'json' };

/** A funded test account of the local node (TEST ONLY key). Each starts with 10,000 GAS (10^22 wei). */
export interface NeoXTestAccount {
  address: Address;
  privateKey: Hex;
}

/** The test-only mnemonic (twelve words, as committed). */
export const NEOX_TEST_MNEMONIC: string = testAccounts.mnemonic;

let derived: NeoXTestAccount[] | undefined;

/** The funded test accounts, derived from the test-only mnemonic (BIP-44 path m/44'/60'/0'/0/i), in node order. */
export function neoXTestAccounts(): NeoXTestAccount[] {
  derived ??= Array.from({ length: testAccounts.count }, (_, addressIndex) => {
    const account = mnemonicToAccount(testAccounts.mnemonic, { addressIndex });
    return { address: account.address, privateKey: toHex(account.getHdKey().privateKey!) };
  });
  return derived.map((a) => ({ ...a }));
}
