/**
 * Which JSON-RPC calls the local Neo X node answers to a web page (docs/SECURITY.md, third round, finding 6). Like a
 * public node it answers reads and raw transactions to any origin (a wallet extension on a custom network needs that),
 * but its developer methods (Hardhat's `hardhat_*`, `evm_*`, `debug_*`, `personal_*`, …) and whatever uses its
 * unlocked test accounts (`eth_accounts`, `eth_coinbase`, `eth_sendTransaction`, `eth_sign*`) only to requests that
 * carry no `Origin` (the product's tests, relayer and CLIs: no browser) or one of the site's own origins.
 */

/** `eth_*` methods that reveal or use the node's unlocked accounts (the `eth_sign*` family is matched by prefix). */
const ACCOUNT_METHODS = new Set(['eth_accounts', 'eth_requestAccounts', 'eth_coinbase', 'eth_sendTransaction']);

/** Whether `method` is one a public node answers anyone: `eth_*`, `net_*`, `web3_*` but the account and signing ones. */
export function isPublicNodeMethod(method: unknown): boolean {
  return (
    typeof method === 'string' &&
    /^(eth|net|web3)_/.test(method) &&
    !ACCOUNT_METHODS.has(method) &&
    !method.startsWith('eth_sign')
  );
}

/**
 * The methods of a JSON-RPC request body (one call or a batch, already parsed) that a request with `origin` (the
 * header; undefined when absent) may not call, given the site's `siteOrigins`; `[]` when it may make every call.
 * A call without a string `method` counts as refused (shown as `(none)`).
 */
export function refusedRpcMethods(body: unknown, origin: string | undefined, siteOrigins: readonly string[]): string[] {
  if (origin === undefined || siteOrigins.includes(origin)) return [];
  const calls: unknown[] = Array.isArray(body) ? body : [body];
  return calls
    .map((call) => (call as { method?: unknown } | null)?.method)
    .filter((method) => !isPublicNodeMethod(method))
    .map((method) => (typeof method === 'string' ? method : '(none)'));
}
