/**
 * A Neo X account in the wallet area (issue 28): the native GAS and the catalogue's Neo X ERC-20 tokens the address
 * holds (chain/neox/holdings.ts, one Multicall3 call where the node has it), each with its mark, token-page link,
 * amount, price and value where a source measured the price (never on a local or test network) and the total
 * (HoldingsTable.tsx); then its ERC-20 transfers from the node's logs (NeoXHistoryCard.tsx). Tokens held at zero are
 * not listed; tokens whose contract did not answer are named in a note. The bridge is its own page.
 */
import type { NeoXKnownToken, WalletConfig } from '../../../wallets/config.ts';
import type { WalletStore } from '../../../wallets/store/wallet-store.ts';
import { loadNeoXService } from '../../../wallets/services.ts';
import { formatNumber } from '../../../lib/format.ts';
import { pageLocale, tr } from '../../../wallets/strings.ts';
import { LoadNotice } from '../../../wallets/ui/LoadNotice.tsx';
import { useLoad } from '../../../wallets/ui/useLoad.ts';
import type { NeoXAccountView } from '../../../../../chain/neox/client.ts';
import { WalletPanel } from './WalletPanel.tsx';
import { HoldingsTable, type HoldingRow } from './HoldingsTable.tsx';
import { NeoXHistoryCard } from './NeoXHistoryCard.tsx';

/**
 * The holdings rows of a Neo X account: native GAS always, each other token of `tokens` with a positive balance; and
 * the symbols of the tokens whose contract did not answer. Without catalogue tokens, GAS and bridged NEO as read.
 */
export function neoXHoldingRows(
  view: Pick<NeoXAccountView, 'gasWei' | 'neoWei' | 'tokens'>,
  tokens: NeoXKnownToken[],
): { rows: HoldingRow[]; notRead: string[] } {
  if (!tokens.length)
    return {
      rows: [
        { symbol: 'GAS', amount: view.gasWei, decimals: 18 },
        { symbol: 'NEO', amount: view.neoWei, decimals: 18 },
      ],
      notRead: [],
    };
  const amounts = new Map(view.tokens.map((t) => [t.hash.toLowerCase(), t.amount]));
  const rows: HoldingRow[] = [];
  const notRead: string[] = [];
  for (const token of tokens) {
    const amount = token.native ? view.gasWei : amounts.get(token.hash.toLowerCase());
    if (amount === undefined) notRead.push(token.symbol);
    else if (token.native || amount > 0n) rows.push({ symbol: token.symbol, amount, decimals: token.decimals, token });
  }
  if (!tokens.some((t) => t.native)) rows.unshift({ symbol: 'GAS', amount: view.gasWei, decimals: 18 });
  return { rows, notRead };
}

/** The Neo X panel of `address` (read-only figures); watch-only offers `store`'s connect button. */
export function NeoXPanel({
  config,
  address,
  store,
  readOnly,
}: {
  config: WalletConfig;
  address: string;
  store: WalletStore<'neoX'>;
  readOnly: boolean;
}) {
  const network = config.network.network;
  const [view, reload] = useLoad(address, async () => (await loadNeoXService(config)).readAccount(address));
  const holdings = view.state === 'ready' ? neoXHoldingRows(view.data, config.neoX.tokens) : undefined;
  return (
    <WalletPanel chain="neoX" address={address} store={store} readOnly={readOnly}>
      {view.state !== 'ready' || !holdings ? (
        <LoadNotice load={view} chain="neoX" retry={reload} />
      ) : (
        <div className="wallet-grid">
          <section className="card wallet-card wallet-holdings" aria-labelledby="neox-balances">
            <h3 id="neox-balances">{tr('balances.title')}</h3>
            <HoldingsTable rows={holdings.rows} network={network} />
            {holdings.notRead.length > 0 && (
              <p className="muted">{tr('balances.notReadX', { symbols: holdings.notRead.join(', ') })}</p>
            )}
            <p className="muted" data-figure="wallet.neox-block" data-value={view.data.height.toString()}>
              {tr('balances.heightX', { height: formatNumber(view.data.height, pageLocale()) })}
            </p>
          </section>
          <NeoXHistoryCard config={config} address={address} height={view.data.height} />
        </div>
      )}
    </WalletPanel>
  );
}
