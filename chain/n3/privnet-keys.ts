/**
 * TEST-ONLY constants of the local Neo N3 private network: its network magic and its committed keys. The keys are
 * public, hold value only on a privnet this project starts on loopback, and production refuses them
 * (chain/production-guard.ts, which is why they live in chain/ while the privnet itself is in local/privnet/). Never
 * send anything of value to their addresses on a public network.
 * Each key is sha256 of a fixed phrase, so anyone can re-derive them: `new wallet.Account(u.sha256(u.str2hexstring(phrase)))`
 * with the phrases "neo-ecosystem privnet committee (TEST ONLY)", "… demo …", "… voter …", "… empty …".
 */

/** The privnet's network magic (protocol.privnet.yml): 0x4E454F, "NEO"; not mainnet's 860833102 nor testnet's 894710606. */
export const PRIVNET_MAGIC = 5129551;

/** The single validator and the whole committee (1 of 1): it signs blocks and the committee's transactions. */
export const COMMITTEE_WIF = 'L2Huys7h4kwYApCPTLN4oA4aMKgRCaoUsnS91a7KsBVpc4EouHk1';
export const COMMITTEE_PUBLIC_KEY = '02618395cfbdf47128bbb8f8235890615de51b4e55bffd4ec6f85b06507822c2a7';
/** The funded demo account that `LOCAL_CHAINS=1 npm start` prints. */
export const DEMO_WIF = 'Kz3yMPATr3MtdVFgcvkzKzRB4cS3ijEmb2bLReSWHFTT7sQvuE8w';
/** A second funded account, registered as the second candidate. */
export const VOTER_WIF = 'KyL7F1f6KkFScwS5BuApBhv8oCtpFgzC1sE6WmDQSq9VhBjMPMpY';
/** An account that is never funded (the "no GAS" outcomes). */
export const EMPTY_WIF = 'L2VzkMXE9rnavc4CYVHSnXhmFda7pwPnbBLTwumNYWxQxtn266Ud';
/** Every test-only key, for the production guard. */
export const TEST_ONLY_WIFS = [COMMITTEE_WIF, DEMO_WIF, VOTER_WIF, EMPTY_WIF] as const;
/** The password of the committed NEP-6 wallet file `wallet.test-only.json` (test-only, like its key). */
export const WALLET_PASSWORD = 'test-only';
