/** An amount field of the calculator (NEO owned, bNEO owned): read-only while locked to the wallet's balance (SPEC §4). */
import { useRef } from 'react';
import { useTypedBeforeHydration } from '../../../wallets/ui/useTypedBeforeHydration.ts';

interface Props {
  id: string;
  label: string;
  unit: string;
  value: string;
  onChange: (text: string) => void;
  locked: boolean;
  error: string | undefined;
}

/** A labelled amount input with its unit and, when the text is not an amount, why. */
export function AmountField({ id, label, unit, value, onChange, locked, error }: Props) {
  const input = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(input, value, onChange);
  return (
    <>
      <label className="wallet-field" htmlFor={id}>
        <span>{label}</span>
        <input
          ref={input}
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          readOnly={locked}
          aria-readonly={locked}
          aria-invalid={!!error}
          aria-describedby="calc-lock-state"
          onChange={(e) => onChange(e.target.value)}
        />
        <span className="muted">{unit}</span>
      </label>
      {error && (
        <p className="wallet-error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
