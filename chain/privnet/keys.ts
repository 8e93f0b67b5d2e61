/**
 * TEST-ONLY keys of the local Neo N3 private network. They are public (committed), hold value only on a privnet
 * this project starts on loopback, and the production configuration refuses them (chain/privnet/guard.ts). Never
 * send anything of value to their addresses on any public network.
 *
 * Each key is sha256 of a fixed phrase, so anyone can re-derive them: `new wallet.Account(u.sha256(u.str2hexstring(phrase)))`.
 */
import { wallet } from '@cityofzion/neon-js';

/** The single validator and the whole committee (1 of 1): it signs blocks and the committee's transactions. */
export const COMMITTEE_WIF = 'L2Huys7h4kwYApCPTLN4oA4aMKgRCaoUsnS91a7KsBVpc4EouHk1';
export const COMMITTEE_PUBLIC_KEY = '02618395cfbdf47128bbb8f8235890615de51b4e55bffd4ec6f85b06507822c2a7';

/** The funded demo account that `LOCAL_CHAINS=1 npm start` prints and the browser tests' wallet signs with. */
export const DEMO_WIF = 'Kz3yMPATr3MtdVFgcvkzKzRB4cS3ijEmb2bLReSWHFTT7sQvuE8w';
/** A second funded account (a second voter / sender in tests and the traffic generator). */
export const VOTER_WIF = 'KyL7F1f6KkFScwS5BuApBhv8oCtpFgzC1sE6WmDQSq9VhBjMPMpY';
/** An account that is never funded (the "no GAS" outcomes). */
export const EMPTY_WIF = 'L2VzkMXE9rnavc4CYVHSnXhmFda7pwPnbBLTwumNYWxQxtn266Ud';

/** Every test-only key, for the production guard. */
export const TEST_ONLY_WIFS = [COMMITTEE_WIF, DEMO_WIF, VOTER_WIF, EMPTY_WIF] as const;

/** The password of the committed NEP-6 wallet file `wallet.test-only.json` (test-only, like its key). */
export const WALLET_PASSWORD = 'test-only';

export const committeeAccount = () => new wallet.Account(COMMITTEE_WIF);
/**
 * The committee's 1-of-1 multi-signature account: at genesis it holds all NEO and the initial GAS, and it is the
 * committee address that `setGasPerBlock` and other committee methods check (neo NeoToken.cs / ProtocolSettings).
 */
export const committeeMultisig = () => wallet.Account.createMultiSig(1, [COMMITTEE_PUBLIC_KEY]);
export const demoAccount = () => new wallet.Account(DEMO_WIF);
export const voterAccount = () => new wallet.Account(VOTER_WIF);
export const emptyAccount = () => new wallet.Account(EMPTY_WIF);
