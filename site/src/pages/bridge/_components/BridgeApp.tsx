/**
 * The /bridge island (SPEC §2, §4, §5, §8, §9; NEO.md §5): both wallets, the bridge's fee and limits (configured
 * values in the server HTML, the contract's once a node answers), the amount form with its dialog, and the history.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { BridgeService, LimitsRead } from '../../../wallets/bridge/index.ts';
import { configuredLimits } from '../../../wallets/bridge/limits.ts';
import { loadBridgeService } from '../../../wallets/bridge/load.ts';
import { decodeWalletProps } from '../../../wallets/page-props.ts';
import { getWallets, startWallets } from '../../../wallets/store/index.ts';
import { setWalletStrings } from '../../../wallets/strings.ts';
import { Toaster } from '../../../wallets/ui/Toaster.tsx';
import { WalletBar } from '../../../wallets/ui/WalletBar.tsx';
import { BridgeFacts } from './BridgeFacts.tsx';
import { BridgeForm } from './BridgeForm.tsx';
import { BridgeHistory } from './BridgeHistory.tsx';

/** `props`: the page's encoded configuration and strings (wallet + bridge). */
export default function BridgeApp({ props }: { props: string }) {
  const { config, strings, locale } = decodeWalletProps(props);
  setWalletStrings(strings, locale);
  const wallets = getWallets(config);
  const n3 = useStore(wallets.n3.$wallet);
  const neoX = useStore(wallets.neoX.$wallet);
  const [service, setService] = useState<BridgeService>();
  const [read, setRead] = useState<LimitsRead>(() => ({ limits: configuredLimits(config.bridge) }));
  const [round, setRound] = useState(0);
  useEffect(() => {
    startWallets(config);
    void loadBridgeService(config).then(setService, () => undefined);
  }, [config]);
  // The contract's limits once the chain code is in (configured values until then, and when it cannot be read).
  useEffect(() => {
    if (service) void service.readLimits().then(setRead);
  }, [service, round]);
  return (
    <div className="wallet-app bridge-app">
      <div className="wallet-bars">
        <WalletBar store={wallets.n3} />
        <WalletBar store={wallets.neoX} />
      </div>
      <div className="wallet-grid">
        <BridgeForm
          service={service}
          limits={read.limits}
          wallets={wallets}
          n3Address={n3.address}
          neoXAddress={neoX.address}
          onSettled={() => setRound((r) => r + 1)}
          round={round}
        />
        <BridgeFacts limits={read.limits} />
      </div>
      <BridgeHistory service={service} neoXAddress={neoX.address} round={round} />
      <Toaster />
    </div>
  );
}
