/** The labelled amount input of the wallet forms (bridge, NEO → GAS, swap, the calculator's cards). */
import { useRef } from 'react';
import { useTypedBeforeHydration } from './useTypedBeforeHydration.ts';

interface Props {
  /** The input's id (the label points at it); none where the label wraps it alone. */
  id?: string;
  label: string;
  /** The unit shown after the input (NEO, GAS, a token's symbol). */
  unit: string;
  value: string;
  onChange: (text: string) => void;
  /** `numeric` for whole NEO; amounts with decimals by default. */
  inputMode?: 'decimal' | 'numeric';
  /** Set (true or false) where the field can be locked; `aria-readonly` follows it. */
  readOnly?: boolean;
  /** Set where the form says whether the text is an amount; `aria-invalid` follows it. */
  invalid?: boolean;
  describedBy?: string | undefined;
  disabled?: boolean;
  onFocus?: () => void;
  /** A fuller name than the label, for screen readers. */
  ariaLabel?: string;
}

/**
 * A `wallet-field` label: its text, a text input kept free of autocomplete, and the unit. What a visitor typed before
 * the island hydrated is kept (useTypedBeforeHydration).
 */
export function AmountInput(p: Props) {
  const input = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(input, p.value, p.onChange);
  return (
    <label className="wallet-field" htmlFor={p.id}>
      <span>{p.label}</span>
      <input
        ref={input}
        id={p.id}
        type="text"
        inputMode={p.inputMode ?? 'decimal'}
        autoComplete="off"
        value={p.value}
        readOnly={p.readOnly}
        aria-readonly={p.readOnly}
        aria-invalid={p.invalid}
        aria-describedby={p.describedBy}
        disabled={p.disabled}
        onFocus={p.onFocus}
        onChange={(e) => p.onChange(e.target.value)}
        aria-label={p.ariaLabel}
      />
      <span className="muted">{p.unit}</span>
    </label>
  );
}
