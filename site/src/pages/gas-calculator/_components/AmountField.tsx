/** An amount field of the calculator (NEO owned, bNEO owned): read-only while locked to the wallet's balance (SPEC §4). */
import { AmountInput } from '../../../wallets/ui/AmountInput.tsx';

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
export function AmountField({ locked, error, ...field }: Props) {
  return (
    <>
      <AmountInput {...field} readOnly={locked} invalid={!!error} describedBy="calc-lock-state" />
      {error && (
        <p className="wallet-error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
