/**
 * The /bridge island (SPEC §2, §4, §5, §8, §9; NEO.md §5): both wallets, the bridge's fee and limits (configured
 * values in the server HTML, the contract's once a node answers, read without neon-js), the amount form with its
 * dialog, and the history (the light Neo X reader); neon-js, viem and the signing code load once a wallet is connected.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { BridgeHistoryReader, BridgeService, LimitsRead } from '../../../wallets/bridge/index.ts';
import { configuredLimits } from '../../../wallets/bridge/limits.ts';
import { loadBridgeHistory, loadBridgeService, readBridgeLimitsLight } from '../../../wallets/bridge/load.ts';
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
  const [history, setHistory] = useState<BridgeHistoryReader>();
  const [read, setRead] = useState<LimitsRead>(() => ({ limits: configuredLimits(config.bridge) }));
  const [round, setRound] = useState(0);
  useEffect(() => {
    startWallets(config);
    void loadBridgeHistory(config).then(setHistory, () => undefined);
  }, [config]);
  // The bridge service (neon-js, viem, the signing code) loads once a wallet is connected: it reads that wallet's
  // balances and sends the deposit.
  const connected = !!(n3.address || neoX.address);
  useEffect(() => {
    if (connected) void loadBridgeService(config).then(setService, () => undefined);
  }, [config, connected]);
  // The contract's limits through the light JSON-RPC client (configured values until then, and when it cannot be read).
  useEffect(() => {
    void readBridgeLimitsLight(config).then(setRead, () => undefined);
  }, [config, round]);
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
      <BridgeHistory history={history} neoXAddress={neoX.address} round={round} />
      <Toaster />
    </div>
  );
}
