/**
 * The /gas-calculator island (SPEC §2, §4, §8, §9; NEO.md §1.5, §3): starts from the build's snapshot (rendered into
 * the HTML), then reads the parameters live from an N3 node through the light JSON-RPC client (neon-js and the
 * signing code load only once a wallet is connected); when none answers it says the calculator is temporarily
 * unavailable and keeps the labelled snapshot (none on a network other than mainnet: then no figures). With a wallet
 * connected, NEO owned and bNEO owned are its balances, locked; unlocking allows other amounts, and voting or
 * converting waits until they are locked again. The headline is the NEO card's daily total for the amount and
 * candidate chosen there.
 */
import { loadChunk } from '../../../lib/load-chunk.ts';
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { N3Rpc } from '../../../../../chain/n3/rpc.ts';
import type { CalculatorParams } from '../../../wallets/calculator/params.ts';
import type { N3Service } from '../../../wallets/n3/index.ts';
import { decodeWalletProps } from '../../../wallets/page-props.ts';
import { loadN3Service } from '../../../wallets/services.ts';
import { getWallets, startWallets } from '../../../wallets/store/index.ts';
import { inputLocalUnits, setWalletStrings, type WalletStrings } from '../../../wallets/strings.ts';
import { Toaster } from '../../../wallets/ui/Toaster.tsx';
import { useHydrated } from '../../../wallets/ui/useHydrated.ts';
import { useLoad } from '../../../wallets/ui/useLoad.ts';
import { WalletBar } from '../../../wallets/ui/WalletBar.tsx';
import { BneoCard } from './BneoCard.tsx';
import type { CalculatorCardProps } from './card-props.ts';
import { actionBlock, fieldText } from './lock.ts';
import { LockToggle } from './LockToggle.tsx';
import { Headline, headlineSource } from './Headline.tsx';
import { NeoCard } from './NeoCard.tsx';
import { ParamsStatus, paramsInUse } from './ParamsStatus.tsx';

interface Props {
  /** The wallet pages' encoded configuration and strings (wallets/page-props.ts). */
  props: string;
  /** The `calculator` strings of the page's locale, JSON. */
  texts: string;
  /** The build's snapshot (CalculatorParams, or null when this network has none), JSON. */
  snapshot: string;
  /** The page's locale, for dates. */
  locale: string;
}

/** The calculator island. */
export default function CalculatorApp({ props, texts, snapshot: snapshotJson, locale }: Props) {
  const { config, strings } = decodeWalletProps(props);
  setWalletStrings({ ...strings, calculator: JSON.parse(texts) as WalletStrings }, locale);
  const snapshot = useMemo(() => JSON.parse(snapshotJson) as CalculatorParams | null, [snapshotJson]);
  const store = getWallets(config).n3;
  const wallet = useStore(store.$wallet);
  const hydrated = useHydrated();
  const [service, setService] = useState<N3Service>();
  useEffect(() => {
    startWallets(config);
  }, [config]);
  // The N3 service (neon-js, the signing code) loads once a wallet is connected: every action needs its account.
  useEffect(() => {
    if (wallet.address) void loadN3Service(config).then(setService);
  }, [config, wallet.address]);
  // The first read goes through the light JSON-RPC client, its scripts built without neon-js (calculator/read.ts).
  const node = useRef<N3Rpc>(undefined);
  const [live, reloadLive] = useLoad('calculator', async () => {
    const [{ readCalculatorParams }, { N3Rpc }] = await Promise.all([
      loadChunk('calculator', () => import('../../../wallets/calculator/read.ts')),
      loadChunk('N3', () => import('../../../../../chain/n3/rpc.ts')),
    ]);
    node.current ??= N3Rpc.forPage(config.n3.rpcUrls);
    return readCalculatorParams(node.current, config.n3.contracts, 'live');
  });
  const [accountLoad, reload] = useLoad(service && wallet.address ? wallet.address : undefined, () =>
    service!.readAccount(wallet.address!),
  );
  const params = paramsInUse(live, snapshot);
  const usedParams = params && (config.services.vote === 'auto' ? params : { ...params, candidates: null });
  const account = wallet.address && accountLoad.state === 'ready' ? accountLoad.data : undefined;

  const [locked, setLocked] = useState(true);
  const [typed, setTyped] = useState({ neo: '100', bneo: '100' });
  const [choice, setChoice] = useState<string | undefined>();
  const lock = { hasWallet: !!wallet.address, locked };
  // The balances as field text (the page's decimal separator, no thousands groups: they read back as typed amounts).
  const balances = account && {
    neo: account.neo.toString(),
    bneo: account.bneo === undefined ? undefined : inputLocalUnits(account.bneo, 8),
  };
  const toggle = () => {
    // Unlocking starts from the wallet's balances; locking again shows them again.
    if (locked && balances) setTyped({ neo: balances.neo, bneo: balances.bneo ?? '0' });
    setLocked(!locked);
  };
  const block = actionBlock(lock);
  const neoText = fieldText(lock, balances?.neo, typed.neo);
  const voteChoice = choice ?? account?.voteTo ?? '';
  // What both cards are given: the field's text and setter, the lock, the account and its actions.
  const card = (params: CalculatorParams, field: keyof typeof typed, text: string): CalculatorCardProps => ({
    params,
    text,
    onText: (value) => setTyped({ ...typed, [field]: value }),
    locked: lock.hasWallet && locked,
    block,
    account,
    service,
    store,
    hydrated,
    onSettled: reload,
  });
  return (
    <div className="wallet-app calculator">
      <div className="wallet-bars">
        <WalletBar store={store} />
      </div>
      {usedParams && (
        <Headline params={usedParams} neoText={neoText} choice={voteChoice} source={headlineSource(live.state)} />
      )}
      <LockToggle
        hasWallet={lock.hasWallet}
        locked={locked}
        reading={!!wallet.address && !account}
        onToggle={toggle}
        hydrated={hydrated}
      />
      {usedParams && (
        <div className="wallet-grid">
          <NeoCard {...card(usedParams, 'neo', neoText)} choice={voteChoice} onChoice={setChoice} />
          <BneoCard
            {...card(usedParams, 'bneo', fieldText(lock, balances?.bneo, typed.bneo))}
            setting={config.services.bneo}
            locale={locale}
          />
        </div>
      )}
      {/* Last: the live reading replaces the snapshot's label here, so the figures above never move (no layout shift). */}
      <ParamsStatus live={live} snapshot={snapshot} hydrated={hydrated} locale={locale} retry={reloadLive} />
      <Toaster />
    </div>
  );
}
