/**
 * Watch-only mode (SPEC §1): the visitor types an N3 or Neo X address; an invalid one is refused with a clear
 * message, a valid one is shown read-only with every action disabled. The watched address lives in the URL
 * (`?address=`), so a watch link can be shared, and a form sent before the page's script ran still works.
 */
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { addressShape, validateAddress, type AddressChain } from '../../../wallets/address.ts';
import { tr } from '../../../wallets/strings.ts';

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
  const watch = async (value: string) => {
    // The shape check is instant; the checksum needs the chain library, loaded on demand.
    if (!addressShape(value)) return void (setError(true), onWatch(undefined));
    setChecking(true);
    const chain = await validateAddress(value).catch(() => undefined);
    setChecking(false);
    setError(!chain);
    onWatch(chain ? { address: value, chain } : undefined);
  };
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = (input.current?.value ?? '').trim();
    const url = new URL(location.href);
    if (value) url.searchParams.set('address', value);
    else url.searchParams.delete('address');
    history.replaceState(null, '', url);
    void watch(value);
  };
  useEffect(() => {
    const value = new URL(location.href).searchParams.get('address')?.trim();
    if (value) {
      setText(value);
      void watch(value);
    }
    // Once, on load: the address sent before the script ran.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const stop = () => {
    onWatch(undefined);
    setText('');
    const url = new URL(location.href);
    url.searchParams.delete('address');
    history.replaceState(null, '', url);
  };
  return (
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
  );
}
