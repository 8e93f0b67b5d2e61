/**
 * Watch-only mode (SPEC §1): the visitor types an N3 or Neo X address; an invalid one is refused with a clear
 * message, a valid one is shown read-only (no action form). The watched address lives in the URL (`?address=`), so a
 * watch link can be shared, and a form sent before the page's script ran still works; every address watched is kept
 * in this browser (wallets/store/watched.ts, WatchedList.tsx) and the last one comes back on the next visit.
 */
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { addressShape, validateAddress, type AddressChain } from '../../../wallets/address.ts';
import { browserStorage } from '../../../wallets/store/saved.ts';
import {
  readWatched,
  removeAddress,
  renameAddress,
  stopWatching,
  watchAddress,
  writeWatched,
  type WatchedState,
} from '../../../wallets/store/watched.ts';
import { tr } from '../../../wallets/strings.ts';
import { WatchedList } from './WatchedList.tsx';

export interface Watched {
  address: string;
  chain: AddressChain;
}

/** The watch-an-address form; `onWatch` gets the valid address with its chain, or undefined. */
export function WatchForm({
  watched,
  onWatch,
}: {
  watched: Watched | undefined;
  onWatch: (w: Watched | undefined) => void;
}) {
  const id = useId();
  // Uncontrolled: what a visitor typed before the page's script ran is kept by hydration and read on submit.
  const input = useRef<HTMLInputElement>(null);
  const setText = (value: string) => {
    if (input.current) input.current.value = value;
  };
  const [error, setError] = useState(false);
  const [checking, setChecking] = useState(false);
  const [kept, setKept] = useState<WatchedState>({ current: undefined, addresses: [] });
  const keep = (change: (state: WatchedState) => WatchedState) => {
    const storage = browserStorage();
    const next = change(readWatched(storage));
    writeWatched(storage, next);
    setKept(next);
  };
  const setUrl = (value: string | undefined) => {
    const url = new URL(location.href);
    if (value) url.searchParams.set('address', value);
    else url.searchParams.delete('address');
    history.replaceState(null, '', url);
  };
  const watch = async (value: string) => {
    // The shape check is instant; the checksum needs the chain library, loaded on demand.
    if (!addressShape(value)) return void (setError(true), onWatch(undefined));
    setChecking(true);
    const chain = await validateAddress(value).catch(() => undefined);
    setChecking(false);
    setError(!chain);
    onWatch(chain ? { address: value, chain } : undefined);
    if (chain) keep((state) => watchAddress(state, { address: value, chain }));
  };
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = (input.current?.value ?? '').trim();
    setUrl(value);
    void watch(value);
  };
  useEffect(() => {
    const stored = readWatched(browserStorage());
    setKept(stored);
    // The address sent before the script ran, else the one watched last on this browser (unless something was typed).
    const sent = new URL(location.href).searchParams.get('address')?.trim();
    const value = sent || (input.current?.value.trim() ? undefined : stored.current);
    if (value) {
      setText(value);
      setUrl(value);
      void watch(value);
    }
    // Once, on load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const stop = () => {
    onWatch(undefined);
    setText('');
    setUrl(undefined);
    keep(stopWatching);
  };
  const switchTo = (address: string) => {
    setText(address);
    setUrl(address);
    void watch(address);
  };
  const remove = (address: string) => {
    if (watched?.address === address) stop();
    keep((state) => removeAddress(state, address));
  };
  return (
    <>
      <form className="wallet-watch card" method="get" onSubmit={submit} noValidate>
        <label htmlFor={id}>
          <strong>{tr('watch.label')}</strong>
        </label>
        <p className="muted">{tr('watch.help')}</p>
        <div className="wallet-watch-row">
          <input
            id={id}
            name="address"
            type="text"
            inputMode="text"
            autoComplete="off"
            spellCheck={false}
            placeholder={tr('watch.placeholder')}
            ref={input}
            defaultValue=""
            aria-invalid={error}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={() => setError(false)}
          />
          <button type="submit" className="btn btn-primary" disabled={checking}>
            {tr('watch.submit')}
          </button>
          {watched && (
            <button type="button" className="btn" onClick={stop}>
              {tr('watch.stop')}
            </button>
          )}
        </div>
        {error && (
          <p id={`${id}-error`} className="wallet-error" role="alert">
            {tr('watch.invalid')}
          </p>
        )}
      </form>
      <WatchedList
        state={{ ...kept, current: watched?.address }}
        onSwitch={switchTo}
        onRemove={remove}
        onRename={(address, name) => keep((state) => renameAddress(state, address, name))}
      />
    </>
  );
}
