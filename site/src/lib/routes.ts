/** The detail page of an app or dApp: `/dapp-detailed/<slug>` for dApps, `/app-detailed/<slug>` for apps. */
export function dappPath(dapp: { slug: string; isDapp: boolean }): string {
  return `/${dapp.isDapp ? 'dapp' : 'app'}-detailed/${encodeURIComponent(dapp.slug)}`;
}

/** The list an app or dApp belongs to. */
export function dappListPath(isDapp: boolean): string {
  return isDapp ? '/dapps-overview' : '/apps-overview';
}

/** Where a wallet is shown: its card on the wallets page. */
export function walletPath(wallet: { slug: string }): string {
  return `/wallets#wallet-${encodeURIComponent(wallet.slug)}`;
}
