/**
 * The form itself (react-hook-form + the valibot resolver over the entity's input schema). Save posts the record
 * with the version that was read; server field errors land on their fields; a 409 keeps everything typed and
 * offers to reload the latest version.
 */
import { useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { inputSchema, type EntityDefinition, type EntityName } from '../../../../content-schema/registry.ts';
import { ApiError } from '../http/client.ts';
import { fieldLabel, t } from '../i18n.ts';
import { toastSuccess } from '../toasts/store.ts';
import { saveRecord } from './api.ts';
import { FieldControl } from './FieldControl.tsx';
import { formResolver, placeServerErrors } from './form-errors.ts';
import type { FormFields } from './form-fields.ts';
import { carriedFields, toFormValues, toPayload, type FormValues, type Row } from './form-values.ts';
import { ReadOnlyFields } from './ReadOnlyFields.tsx';
import type { Loaded, ScreenConfig } from './screen-config.ts';

interface Props {
  def: EntityDefinition;
  config: ScreenConfig;
  fields: FormFields;
  record: Loaded;
  prefill: Row;
  backTo: string;
  onReload: () => Promise<void>;
  reloading: boolean;
  /** Kept up to date with whether the user changed anything. */
  dirtyRef?: { current: boolean };
}

/** The form of one record: fields, validation, save, server errors and the 409 reload. */
export function FormBody({ def, config, fields, record, prefill, backTo, onReload, reloading, dirtyRef }: Props) {
  const [, navigate] = useLocation();
  const mode = record ? 'edit' : 'create';
  const entity = def.name as EntityName;
  const { editable } = fields;
  // The stored fields the form does not edit (hidden, read-only, keys fixed by the route) go back unchanged.
  const carry = useRef<Row>({
    ...carriedFields(record, editable, fields.schemaKeys),
    ...(record
      ? {}
      : Object.fromEntries(
          fields.readOnly.filter((f) => prefill[f.name] !== undefined).map((f) => [f.name, Number(prefill[f.name])]),
        )),
  });
  const schema = useMemo(() => config.formSchema?.(mode) ?? inputSchema(def), [config, mode, def]);
  const [general, setGeneral] = useState<string[]>([]);
  const [conflict, setConflict] = useState(false);
  const { register, control, handleSubmit, setError, formState } = useForm<FormValues>({
    defaultValues: toFormValues(editable, record, prefill),
    resolver: formResolver(schema, editable, () => carry.current, entity),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  if (dirtyRef) dirtyRef.current = formState.isDirty;

  const onValid = async (values: FormValues) => {
    setGeneral([]);
    let payload = toPayload(editable, values, carry.current);
    if (config.beforeSave) payload = await config.beforeSave(payload, mode);
    try {
      await saveRecord(def, payload, record?.version);
      setConflict(false);
      toastSuccess(t('api.persisted'));
      config.onSaved?.();
      if (config.afterSave === 'stay') await onReload();
      else navigate(backTo);
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      if (error.status === 409 && record) setConflict(true);
      if (error.status === 400) {
        const shown = new Set(editable.map((f) => f.name));
        const others = placeServerErrors(error, shown, setError, true);
        setGeneral([
          t('validation.general'),
          ...others.map(([name, message]) => `${fieldLabel(name, entity)}: ${message}`),
        ]);
      }
    }
  };
  const onInvalid = () => setGeneral([t('validation.general')]);
  const unknownErrors = Object.entries(formState.errors).filter(([name]) => !editable.some((f) => f.name === name));

  return (
    <form
      className="entity-form card"
      noValidate
      onSubmit={handleSubmit(onValid, onInvalid)}
      aria-busy={formState.isSubmitting}
    >
      {conflict && (
        <div className="notice notice-warning" role="alert" data-conflict>
          <p>
            <strong>{t('dashboard.form.conflictTitle')}</strong> {t('dashboard.form.conflictBody')}
          </p>
          <button type="button" className="btn" disabled={reloading} onClick={() => void onReload()}>
            {t('dashboard.form.reload')}
          </button>
        </div>
      )}
      {(general.length > 0 || unknownErrors.length > 0) && (
        <div className="notice notice-error" role="alert">
          <ul>
            {general.map((line) => (
              <li key={line}>{line}</li>
            ))}
            {unknownErrors.map(([name, error]) => (
              <li key={name}>
                {fieldLabel(name, entity)}: {String(error?.message ?? '')}
              </li>
            ))}
          </ul>
        </div>
      )}
      <ReadOnlyFields entity={entity} fields={fields.readOnly} values={{ ...record, ...carry.current }} />
      <div className="form-grid">
        {editable.map((field) => (
          <FieldControl
            key={field.name}
            entity={entity}
            field={field}
            config={config}
            register={register}
            control={control}
            error={formState.errors[field.name] as never}
          />
        ))}
      </div>
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('dashboard.form.saving') : t('dashboard.actions.save')}
        </button>
      </div>
    </form>
  );
}
