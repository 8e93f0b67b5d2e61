/** The hint and the error under a form field, and the ids its control names in `aria-describedby`. */

/** The ids of the notes `FieldNotes` shows for `id`, for the control's `aria-describedby`; undefined when none. */
export function notesDescribedBy(id: string, hint: string | undefined, error: string | undefined): string | undefined {
  return [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
}

/** The field's hint (`<id>-hint`) and error (`<id>-error`), each only when there is one. */
export function FieldNotes({ id, hint, error }: { id: string; hint: string | undefined; error: string | undefined }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </>
  );
}
