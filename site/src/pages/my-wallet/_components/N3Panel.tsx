/**
 * An N3 account in the wallet area: balances, claim, NEO → GAS (the /get-gas form, wallets/ui/NeoToGas.tsx), vote,
 * wrap/unwrap and the token swap, the swaps disabled when the swap switch is off. Watch-only shows the figures (balances,
 * unclaimed GAS, the vote) and no action form at all: a line and the connect button instead (WatchOnlyNotice).
 * A failed read says which claim step failed (SPEC §8: the balances, the address information).
 */
import { useEffect, useState } from 'react';
import type { WalletConfig } from '../../../wallets/config.ts';
import type { N3Service } from '../../../wallets/n3/index.ts';
import { loadN3Service } from '../../../wallets/services.ts';
import type { WalletStore } from '../../../wallets/store/wallet-store.ts';
import { tr } from '../../../wallets/strings.ts';
import { LoadNotice } from '../../../wallets/ui/LoadNotice.tsx';
import { NeoToGas } from '../../../wallets/ui/NeoToGas.tsx';
import { useLoad } from '../../../wallets/ui/useLoad.ts';
import { BalancesCard } from './BalancesCard.tsx';
import { ClaimCard } from './ClaimCard.tsx';
import { HistoryCard } from './HistoryCard.tsx';
import { NftHoldingsCard } from './NftHoldingsCard.tsx';
import { SwapCard } from './SwapCard.tsx';
import { VoteCard } from './VoteCard.tsx';
import { WalletPanel } from './WalletPanel.tsx';
import { WrapCard } from './WrapCard.tsx';

interface Props {
  config: WalletConfig;
  address: string;
  store: WalletStore<'n3'>;
  swapActive: boolean;
  readOnly: boolean;
}

/** The N3 panel of `address`: read from chain, acting through `store` unless `readOnly`. */
export function N3Panel({ config, address, store, swapActive, readOnly }: Props) {
  const [service, setService] = useState<N3Service>();
  useEffect(() => {
    void loadN3Service(config).then(setService);
  }, [config]);
  const [view, reload] = useLoad(service ? address : undefined, () => service!.readAccount(address));
  const [candidates] = useLoad(service && config.services.vote === 'auto' ? 'candidates' : undefined, () =>
    service!.readCandidates(),
  );
  const common = { service: service!, store, readOnly, onSettled: reload };
  return (
    <WalletPanel chain="n3" address={address} store={store} readOnly={readOnly}>
      {view.state !== 'ready' || !service ? (
        <LoadNotice load={view} chain="n3" retry={service && reload} />
      ) : (
        <>
          {view.refresh && <LoadNotice load={view.refresh} chain="n3" retry={reload} />}
          <div className="wallet-grid">
            <BalancesCard
              view={view.data}
              tokens={config.tokens}
              contracts={service.contracts}
              network={config.network.network}
            />
            <NftHoldingsCard service={service} address={address} height={view.data.height} />
            <HistoryCard service={service} address={address} height={view.data.height} />
            <ClaimCard
              view={view.data}
              candidates={candidates.state === 'ready' ? candidates.data : undefined}
              {...common}
            />
            <VoteCard view={view.data} candidates={candidates} setting={config.services.vote} {...common} />
            {!readOnly && (
              <>
                <WrapCard view={view.data} setting={config.services.bneo} {...common} />
                <NeoToGas
                  config={config}
                  account={view.data}
                  swapActive={swapActive}
                  variant="card"
                  idPrefix="neogas"
                  {...common}
                />
                <SwapCard view={view.data} setting={config.services.flamingo} swapActive={swapActive} {...common} />
              </>
            )}
          </div>
        </>
      )}
    </WalletPanel>
  );
}
