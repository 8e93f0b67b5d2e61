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
  // A watched address is shown alone and read-only; else each connected wallet's account. The key names the mode too,
  // so a panel is built anew when the same address goes from connected to watched.
  const readOnly = !!watched;
  const n3Address = watched ? (watched.chain === 'n3' ? watched.address : undefined) : n3.address;
  const neoXAddress = watched ? (watched.chain === 'n3' ? undefined : watched.address) : neoX.address;
  return (
    <div className="wallet-app">
      <div className="wallet-bars">
        <WalletBar store={wallets.n3} />
        <WalletBar store={wallets.neoX} />
      </div>
      <WatchForm watched={watched} onWatch={setWatched} />
      {n3Address && (
        <N3Panel
          key={`${readOnly}:${n3Address}`}
          config={config}
          address={n3Address}
          store={wallets.n3}
          swapActive={swapActive}
          readOnly={readOnly}
        />
      )}
      {neoXAddress && (
        <NeoXPanel
          key={`${readOnly}:${neoXAddress}`}
          config={config}
          address={neoXAddress}
          store={wallets.neoX}
          readOnly={readOnly}
        />
      )}
      {!watched && !n3.address && !neoX.address && <p className="muted wallet-intro">{tr('panel.intro')}</p>}
      <Toaster />
    </div>
  );
}
