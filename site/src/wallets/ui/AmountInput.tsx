/** The labelled amount input of the wallet forms (bridge, NEO → GAS, swap, the calculator's cards). */
import type { Ref } from 'react';

interface Props {
  /** The input's id (the label points at it); none where the label wraps it alone. */
  id?: string;
  label: string;
  /** The unit shown after the input (NEO, GAS, a token's symbol). */
  unit: string;
  value: string;
  onChange: (text: string) => void;
  /** `numeric` for whole NEO, `decimal` for amounts with decimals. */
  inputMode: 'decimal' | 'numeric';
  inputRef?: Ref<HTMLInputElement>;
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

/** A `wallet-field` label: its text, a text input kept free of autocomplete, and the unit. */
export function AmountInput(p: Props) {
  return (
    <label className="wallet-field" htmlFor={p.id}>
      <span>{p.label}</span>
      <input
        ref={p.inputRef}
        id={p.id}
        type="text"
        inputMode={p.inputMode}
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
