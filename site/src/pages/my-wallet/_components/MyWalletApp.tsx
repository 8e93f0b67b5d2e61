/**
 * The /my-wallet island (SPEC §1, §2): the N3 and Neo X wallets, watch-only mode, and the account views. Connected
 * accounts can act; a watched address is read-only. Swaps honour the global swap switch (`swapActive` as of the build,
 * refreshed from GET /client/global/public).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { getWallets, startWallets } from '../../../wallets/store/index.ts';
import { decodeWalletProps } from '../../../wallets/page-props.ts';
import { setWalletStrings, tr } from '../../../wallets/strings.ts';
import { Toaster } from '../../../wallets/ui/Toaster.tsx';
import { useSwapActive } from '../../../wallets/ui/useSwapActive.ts';
import { WalletBar } from '../../../wallets/ui/WalletBar.tsx';
import { N3Panel } from './N3Panel.tsx';
import { NeoXPanel } from './NeoXPanel.tsx';
import { WatchForm, type Watched } from './WatchForm.tsx';

/** `props`: the page's encoded configuration and strings (wallets/page-props.ts); `swapActive`: the swap switch as of the build. */
export default function MyWalletApp({ props, swapActive: builtActive }: { props: string; swapActive: boolean }) {
  const { config, strings, locale } = decodeWalletProps(props);
  setWalletStrings(strings, locale);
  const wallets = getWallets(config);
  useEffect(() => {
    startWallets(config);
  }, [config]);
  const n3 = useStore(wallets.n3.$wallet);
  const neoX = useStore(wallets.neoX.$wallet);
  const [watched, setWatched] = useState<Watched | undefined>();
  const swapActive = useSwapActive(builtActive);
  return (
    <div className="wallet-app">
      <div className="wallet-bars">
        <WalletBar store={wallets.n3} />
        <WalletBar store={wallets.neoX} />
      </div>
      <WatchForm watched={watched} onWatch={setWatched} />
      {watched ? (
        watched.chain === 'n3' ? (
          <N3Panel
            key={watched.address}
            config={config}
            address={watched.address}
            store={wallets.n3}
            swapActive={swapActive}
            readOnly
          />
        ) : (
          <NeoXPanel key={watched.address} config={config} address={watched.address} store={wallets.neoX} readOnly />
        )
      ) : (
        <>
          {n3.address && (
            <N3Panel
              key={n3.address}
              config={config}
              address={n3.address}
              store={wallets.n3}
              swapActive={swapActive}
              readOnly={false}
            />
          )}
          {neoX.address && (
            <NeoXPanel
              key={neoX.address}
              config={config}
              address={neoX.address}
              store={wallets.neoX}
              readOnly={false}
            />
          )}
          {!n3.address && !neoX.address && <p className="muted wallet-intro">{tr('panel.intro')}</p>}
        </>
      )}
      <Toaster />
    </div>
  );
}
