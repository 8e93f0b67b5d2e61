/** The visitor's wallet connection per chain and the bridge history rows (SPEC §3). Browser-only shapes. */
import * as v from 'valibot';

export const WALLET_PLATFORMS = ['neon', 'neoline'] as const;
export const CHAINS = ['n3', 'neoX'] as const;

export const WalletConnectionSchema = v.object({
  chain: v.picklist(CHAINS),
  address: v.nullable(v.string()),
  walletPlatform: v.nullable(v.picklist(WALLET_PLATFORMS)),
  lastWallet: v.nullable(v.picklist(WALLET_PLATFORMS)),
  status: v.record(v.picklist(WALLET_PLATFORMS), v.nullable(v.picklist(['started', 'error']))),
  uri: v.nullable(v.string()),
});
export type WalletConnection = v.InferOutput<typeof WalletConnectionSchema>;

/** A bridge transfer; `value` is in GAS fractions (10^-8) as a decimal string, `time` UTC ISO-8601. */
export const BridgeHistoryRowSchema = v.object({
  value: v.string(),
  from: v.string(),
  to: v.string(),
  time: v.string(),
  hash: v.string(),
});
export type BridgeHistoryRow = v.InferOutput<typeof BridgeHistoryRowSchema>;
