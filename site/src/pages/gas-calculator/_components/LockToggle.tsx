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

/**
 * A padlock, closed or open, drawn in the text's colour (an emoji showed as an empty box where no colour-emoji font
 * is installed, e.g. many Linux desktops).
 */
function Padlock({ closed }: { closed: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="18"
      height="18"
      className="calculator-padlock"
      data-closed={closed}
    >
      <rect x="5" y="11" width="14" height="10" rx="2" fill="currentColor" />
      <path
        d={closed ? 'M8 11V8a4 4 0 0 1 8 0v3' : 'M8 11V8a4 4 0 0 1 7.7-1.5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
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
        <Padlock closed={hasWallet && locked} />
        {tr('calculator.lock.toggle')}
      </button>
      <p id="calc-lock-state" className="muted" role="status" data-lock={state}>
        {tr(`calculator.lock.${state}`)}
      </p>
    </section>
  );
}
