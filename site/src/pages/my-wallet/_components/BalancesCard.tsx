/**
 * Holdings of an N3 account: NEO, GAS, bNEO and every other NEP-17 balance the node's TokenTracker reports
 * (getnep17balances), each with its mark, its /tokens link when the catalogue lists it (token-href.ts), the amount,
 * the token list's price and the value where the network's assets have one (mainnet) and a source measured the price
 * (HoldingsTable.tsx), and the total value with the as-of of its oldest price.
 */
import type { ChainNetwork } from '../../../../../chain/config.ts';
import type { KnownToken } from '../../../wallets/config.ts';
import type { N3AccountView } from '../../../wallets/n3/index.ts';
import { formatNumber } from '../../../lib/format.ts';
import { pageLocale, tr } from '../../../wallets/strings.ts';
import { HoldingsTable, type HoldingRow } from './HoldingsTable.tsx';

/** The holdings table of an N3 account. */
export function BalancesCard({
  view,
  tokens,
  contracts,
  network,
}: {
  view: N3AccountView;
  tokens: KnownToken[];
  contracts: { NEO: string; GAS: string; BNEO: string };
  /** The network the account was read on: only mainnet assets have a price and a value. */
  network: ChainNetwork;
}) {
  const byHash = new Map(tokens.map((t) => [t.hash.toLowerCase(), t]));
  const rows: HoldingRow[] = [
    { symbol: 'NEO', amount: view.neo, decimals: 0, token: byHash.get(contracts.NEO.toLowerCase()) },
    { symbol: 'GAS', amount: view.gas, decimals: 8, token: byHash.get(contracts.GAS.toLowerCase()) },
    { symbol: 'bNEO', amount: view.bneo, decimals: 8, token: byHash.get(contracts.BNEO.toLowerCase()) },
    ...(view.others ?? []).map((b) => ({
      symbol: b.symbol,
      amount: b.amount,
      decimals: b.decimals,
      token: byHash.get(b.hash.toLowerCase()),
    })),
  ];
  return (
    <section className="card wallet-card wallet-holdings" aria-labelledby="balances-title">
      <h3 id="balances-title">{tr('balances.title')}</h3>
      <HoldingsTable rows={rows} network={network} />
      {view.others === undefined && <p className="muted">{tr('balances.othersUnavailable')}</p>}
      <p className="muted" data-figure="wallet.block" data-value={view.height}>
        {tr('balances.height', { height: formatNumber(view.height, pageLocale()) })}
      </p>
    </section>
  );
}
