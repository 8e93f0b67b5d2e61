/**
 * The lock on the NEO-owned and bNEO-owned fields (SPEC §4): a toggle button (aria-pressed) with the state said in
 * words; without a wallet there is nothing to lock to, so it is disabled and says the fields are free.
 */
import { tr } from '../../../wallets/strings.ts';

interface Props {
  hasWallet: boolean;
  locked: boolean;
  reading: boolean;
  hydrated: boolean;
  onToggle: () => void;
}

/** The lock toggle and its state. */
export function LockToggle({ hasWallet, locked, reading, hydrated, onToggle }: Props) {
  const state = !hasWallet ? 'noWallet' : reading ? 'reading' : locked ? 'locked' : 'unlocked';
  return (
    <section className="card wallet-card calculator-lock" aria-labelledby="calc-lock-title">
      <h2 id="calc-lock-title">{tr('calculator.lock.title')}</h2>
      <button
        type="button"
        className="btn"
        aria-pressed={hasWallet && locked}
        disabled={!hydrated || !hasWallet}
        onClick={onToggle}
      >
        <span aria-hidden="true">{hasWallet && locked ? '🔒 ' : '🔓 '}</span>
        {tr('calculator.lock.toggle')}
      </button>
      <p id="calc-lock-state" className="muted" role="status" data-lock={state}>
        {tr(`calculator.lock.${state}`)}
      </p>
    </section>
  );
}
