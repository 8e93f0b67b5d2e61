/**
 * The addresses watched in this browser (wallets/store/watched.ts): a switcher (the current one pressed), each with
 * Rename (an inline field, Enter saves, Escape cancels) and Remove.
 */
import { useId, useState, type SubmitEvent } from 'react';
import { WATCHED_NAME_MAX, type WatchedState } from '../../../wallets/store/watched.ts';
import { tr } from '../../../wallets/strings.ts';
import { chainName, shorten } from '../../../wallets/ui/messages.ts';

interface Props {
  state: WatchedState;
  onSwitch: (address: string) => void;
  onRemove: (address: string) => void;
  onRename: (address: string, name: string) => void;
}

/** The watched addresses; nothing when none is kept. */
export function WatchedList({ state, onSwitch, onRemove, onRename }: Props) {
  const id = useId();
  const [editing, setEditing] = useState<string>();
  if (!state.addresses.length) return null;
  const save = (event: SubmitEvent<HTMLFormElement>, address: string) => {
    event.preventDefault();
    onRename(address, String(new FormData(event.currentTarget).get('name') ?? ''));
    setEditing(undefined);
  };
  return (
    <section className="wallet-watched card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="wallet-watched-title">
        {tr('watched.title')}
      </h2>
      <ul>
        {state.addresses.map((a) => (
          <li key={a.address} data-watched={a.address}>
            {editing === a.address ? (
              <form className="wallet-watched-rename" onSubmit={(e) => save(e, a.address)}>
                <label>
                  <span className="visually-hidden">{tr('watched.nameLabel', { address: a.address })}</span>
                  <input
                    name="name"
                    type="text"
                    defaultValue={a.name ?? ''}
                    maxLength={WATCHED_NAME_MAX}
                    autoComplete="off"
                    onKeyDown={(e) => e.key === 'Escape' && setEditing(undefined)}
                  />
                </label>
                <button type="submit" className="btn">
                  {tr('watched.save')}
                </button>
              </form>
            ) : (
              <button
                type="button"
                className="btn wallet-watched-switch"
                aria-pressed={state.current === a.address}
                title={a.address}
                onClick={() => onSwitch(a.address)}
              >
                <span>{a.name ?? shorten(a.address)}</span>
                <span className="muted">{chainName(a.chain)}</span>
              </button>
            )}
            {editing !== a.address && (
              <button
                type="button"
                className="btn"
                aria-label={tr('watched.rename', { name: a.name ?? a.address })}
                onClick={() => setEditing(a.address)}
              >
                {tr('watched.renameShort')}
              </button>
            )}
            <button
              type="button"
              className="btn"
              aria-label={tr('watched.remove', { name: a.name ?? a.address })}
              onClick={() => onRemove(a.address)}
            >
              {tr('watched.removeShort')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
