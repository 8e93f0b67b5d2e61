/**
 * The wallet errors of SPEC §8 as codes; `walletErrorMessage` gives the user-facing text (from the `wallet.errors.*`
 * strings). Adapters throw WalletError; anything else a wallet throws is classified by `classifyWalletFailure`.
 */
export type WalletErrorCode =
  | 'notInitialized' // '{Wallet} not initialized' (default name WalletSDK); also an extension not ready in 10 s
  | 'unimplemented' // 'Unimplemented Wallet'
  | 'notConnected' // 'Wallet not connected'
  | 'invocationMissing' // 'Invocation does not exists'
  | 'badInvocation' // 'Bad Invocation Request'
  | 'rejected' // 'Rejected by the user'
  | 'signClientNotInitialized' // 'Sign client not initialized'
  | 'noMethods' // 'At least one method is required'
  | 'noSession' // 'No session found'
  | 'noAccount' // 'No account found'
  | 'noAddress' // 'No address found'
  | 'cancelled' // 'Cancelled operation'
  | 'wrongNetwork' // the wallet is on another network (SPEC §5: N3 chain id 3, Neo X chain id -1)
  | 'notConfigured' // WalletConnect without a project id
  | 'insufficientFunds'; // the wallet refused for lack of GAS

/** A wallet failure with its SPEC §8 code; `params` fill the message (e.g. the wallet name). */
export class WalletError extends Error {
  readonly code: WalletErrorCode;
  /** Values for the message template, e.g. `{ wallet: 'NeoLine' }`. */
  readonly params: Record<string, string>;
  constructor(code: WalletErrorCode, params: Record<string, string> = {}, detail?: string) {
    super(detail ?? code);
    this.name = 'WalletError';
    this.code = code;
    this.params = params;
  }
}

/** Whether `error` is a WalletError with `code`. */
export const isWalletError = (error: unknown, code?: WalletErrorCode): error is WalletError =>
  error instanceof WalletError && (code === undefined || error.code === code);

/** How a failed signing request ended, for the transaction dialog. */
export type SendFailure = 'rejected' | 'insufficientGas' | 'unknown';

/**
 * Classify what a wallet threw while signing (NEO.md §6.1 NeoLine error types CANCELED, INSUFFICIENT_FUNDS;
 * EIP-1193 code 4001 user rejected; WalletConnect code 5000 user rejected; neon-js/C# wallet texts
 * 'Insufficient GAS…'; RPC -511 'Insufficient funds for fee', NEO.md §7.1).
 */
export function classifySendFailure(error: unknown): SendFailure {
  if (error instanceof WalletError) {
    if (error.code === 'rejected' || error.code === 'cancelled') return 'rejected';
    if (error.code === 'insufficientFunds') return 'insufficientGas';
  }
  const e = (error ?? {}) as { type?: unknown; code?: unknown; message?: unknown; description?: unknown };
  const text = `${String(e.message ?? '')} ${String(e.description ?? '')}`;
  if (
    e.type === 'CANCELED' ||
    e.type === 'CONNECTION_DENIED' ||
    e.code === 4001 ||
    e.code === 5000 ||
    /reject|denied|cancel/i.test(text)
  )
    return 'rejected';
  if (e.type === 'INSUFFICIENT_FUNDS' || e.code === -511 || /insufficient (gas|funds)/i.test(text))
    return 'insufficientGas';
  return 'unknown';
}
