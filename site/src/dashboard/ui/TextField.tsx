/** A labelled input registered with react-hook-form, its error linked through aria-describedby. */
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldNotes, notesDescribedBy } from './FieldNotes.tsx';

interface Props {
  label: string;
  type: 'email' | 'password' | 'text';
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  autoComplete?: string;
  hint?: string;
}

/** A labelled text, e-mail or password input with its hint and error. */
export function TextField({ label, type, registration, error, autoComplete, hint }: Props) {
  const id = useId();
  const describedBy = notesDescribedBy(id, hint, error);
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...registration}
      />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
