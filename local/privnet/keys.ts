/**
 * The TEST-ONLY accounts of the local Neo N3 private network as neon-js accounts (keys in chain/n3/privnet-keys.ts).
 */
import { wallet } from '@cityofzion/neon-js';
import { COMMITTEE_PUBLIC_KEY, COMMITTEE_WIF, DEMO_WIF, EMPTY_WIF, VOTER_WIF } from '../../chain/n3/privnet-keys.ts';

export * from '../../chain/n3/privnet-keys.ts';

export const committeeAccount = () => new wallet.Account(COMMITTEE_WIF);
/**
 * The committee's 1-of-1 multi-signature account: at genesis it holds all NEO and the initial GAS, and it is the
 * committee address that `setGasPerBlock` and other committee methods check (neo NeoToken.cs / ProtocolSettings).
 */
export const committeeMultisig = () => wallet.Account.createMultiSig(1, [COMMITTEE_PUBLIC_KEY]);
export const demoAccount = () => new wallet.Account(DEMO_WIF);
export const voterAccount = () => new wallet.Account(VOTER_WIF);
export const emptyAccount = () => new wallet.Account(EMPTY_WIF);
