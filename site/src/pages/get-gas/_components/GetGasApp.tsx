/**
 * The /get-gas island: the wallet bar and the NEO → GAS form (wallets/ui/NeoToGas.tsx, shared with /my-wallet),
 * honouring the global `isSwapFeatureActive` switch (build-time value, refreshed from GET /client/global/public).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { N3Service } from '../../../wallets/n3/index.ts';
import { loadN3Service } from '../../../wallets/services.ts';
import { getWallets, startWallets } from '../../../wallets/store/index.ts';
import { decodeWalletProps } from '../../../wallets/page-props.ts';
import { setWalletStrings } from '../../../wallets/strings.ts';
import { LoadNotice } from '../../../wallets/ui/LoadNotice.tsx';
import { NeoToGas } from '../../../wallets/ui/NeoToGas.tsx';
import { Toaster } from '../../../wallets/ui/Toaster.tsx';
import { useLoad } from '../../../wallets/ui/useLoad.ts';
import { useSwapActive } from '../../../wallets/ui/useSwapActive.ts';
import { WalletBar } from '../../../wallets/ui/WalletBar.tsx';

/** `props`: the page's encoded configuration and strings; `swapActive`: the switch as of the build. */
export default function GetGasApp({ props, swapActive: builtActive }: { props: string; swapActive: boolean }) {
  const { config, strings, locale } = decodeWalletProps(props);
  setWalletStrings(strings, locale);
  const wallets = getWallets(config);
  const store = wallets.n3;
  const wallet = useStore(store.$wallet);
  const swapActive = useSwapActive(builtActive);
  const [service, setService] = useState<N3Service>();
  // The N3 code (neon-js) loads once the visitor starts: typing an amount or connecting a wallet.
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    startWallets(config);
  }, [config]);
  useEffect(() => {
    if (wanted || wallet.address) void loadN3Service(config).then(setService);
  }, [config, wanted, wallet.address]);
  const [view, reload] = useLoad(service && wallet.address ? wallet.address : undefined, () =>
    service!.readAccount(wallet.address!),
  );
  return (
    <div className="wallet-app">
      <div className="wallet-bars">
        <WalletBar store={store} />
      </div>
      <NeoToGas
        config={config}
        store={store}
        service={service}
        account={view.state === 'ready' ? view.data : undefined}
        swapActive={swapActive}
        onWanted={() => setWanted(true)}
        onSettled={reload}
        variant="page"
        idPrefix="getgas"
      />
      {wallet.address && view.state !== 'ready' && <LoadNotice load={view} chain="n3" retry={reload} />}
      <Toaster />
    </div>
  );
}
