/** One form field: its label, the control its kind calls for, a hint and its error (linked for screen readers). */
import { InputMask } from '@react-input/mask';
import { Controller, type Control, type FieldError, type UseFormRegister } from 'react-hook-form';
import type { EntityName } from '../../../../content-schema/registry.ts';
import { fieldLabel, t } from '../i18n.ts';
import { ImageField } from '../uploads/ImageField.tsx';
import type { FieldSpec } from './field-specs.ts';
import type { FormValues } from './form-values.ts';
import { MultiSelect } from './MultiSelect.tsx';
import { toOptions, useAllRecords } from './relations.ts';
import { LOGO, type ScreenConfig } from './screen-config.ts';

interface Props {
  entity: EntityName;
  field: FieldSpec;
  config: ScreenConfig;
  register: UseFormRegister<FormValues>;
  control: Control<FormValues>;
  error: FieldError | undefined;
}

const INPUT_TYPES: Partial<Record<FieldSpec['kind'], string>> = {
  text: 'text', url: 'url', email: 'email', password: 'password', number: 'number', date: 'date',
};

/** `#` in a mask stands for one digit. */
const MASK_DIGIT = { '#': /\d/ };

/** The hint under a field: the screen's own, else what its kind needs (UTC, one per line, JSON, bounds). */
function hintOf(field: FieldSpec, config: ScreenConfig): string | undefined {
  const own = config.hints?.[field.name];
  if (own) return t(own);
  if (field.kind === 'stringList') return t('dashboard.form.onePerLine');
  if (field.kind === 'json') return t('dashboard.form.json');
  if (field.kind === 'number' && field.min !== undefined && field.max !== undefined) return t('dashboard.form.between', { min: field.min, max: field.max });
  return undefined;
}

/** The labelled control of `field`, registered with the form. */
export function FieldControl({ entity, field, config, register, control, error }: Props) {
  const id = `f-${field.name}`;
  const label = fieldLabel(field.name, entity) + (field.kind === 'datetime' ? ` (${t('dashboard.form.utc')})` : '');
  const hint = hintOf(field, config);
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const aria = { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy } as const;
  const related = useAllRecords(field.kind === 'relation' || field.kind === 'relationMany' ? field.relation?.entity : undefined);
  const optionLabel = (value: string | number) => {
    const key = config.optionLabels?.[field.name]?.[String(value)];
    return key ? t(key) : String(value);
  };
  const required = field.required && field.kind !== 'checkbox';

  const control_ = (() => {
    switch (field.kind) {
      case 'checkbox':
        return <input id={id} type="checkbox" {...aria} {...register(field.name)} />;
      case 'textarea': case 'json': case 'stringList':
        return <textarea id={id} rows={field.kind === 'textarea' ? 4 : 5} maxLength={field.maxLength} {...aria} {...register(field.name)} className={field.kind === 'json' ? 'mono' : undefined} />;
      case 'triState':
        return (
          <select id={id} {...aria} {...register(field.name)}>
            <option value="">{t('dashboard.form.notStated')}</option>
            <option value="true">{t('dashboard.yes')}</option>
            <option value="false">{t('dashboard.no')}</option>
          </select>
        );
      case 'select':
        return (
          <select id={id} {...aria} {...register(field.name)}>
            <option value="">{t('dashboard.form.choose')}</option>
            {(field.options ?? []).map((o) => <option key={String(o)} value={String(o)}>{optionLabel(o)}</option>)}
          </select>
        );
      case 'relation':
        // Controlled, so the stored id is shown once the options have arrived.
        return (
          <Controller name={field.name} control={control} render={({ field: f }) => (
            <select id={id} {...aria} aria-busy={related.loading} ref={f.ref} name={f.name} value={String(f.value ?? '')} onChange={f.onChange} onBlur={f.onBlur}>
              <option value="">{related.loading ? t('dashboard.loading') : t('dashboard.form.choose')}</option>
              {toOptions(field.relation!.entity, related.rows).map((o) => <option key={o.value} value={String(o.value)}>{o.label}</option>)}
            </select>
          )} />
        );
      case 'relationMany':
        return (
          <Controller name={field.name} control={control} render={({ field: f }) => (
            <MultiSelect labelledBy={`${id}-label`} options={toOptions(field.relation!.entity, related.rows)} loading={related.loading}
              value={(f.value as number[]) ?? []} onChange={f.onChange} invalid={!!error} describedBy={describedBy} />
          )} />
        );
      case 'multiPick':
        return (
          <div className="multi" role="group" aria-labelledby={`${id}-label`} aria-describedby={describedBy}>
            <ul className="multi-list">
              {(field.options ?? []).map((o) => (
                <li key={String(o)}><label><input type="checkbox" value={String(o)} {...register(field.name)} />{optionLabel(o)}</label></li>
              ))}
            </ul>
          </div>
        );
      case 'color':
        return (
          <Controller name={field.name} control={control} render={({ field: f }) => (
            <span className="color-field">
              <input type="color" aria-label={t('dashboard.form.pickColor', { label })} value={/^#[0-9a-f]{6}$/i.test(String(f.value)) ? String(f.value) : '#000000'}
                onChange={(e) => f.onChange(e.target.value.toUpperCase())} />
              <input id={id} type="text" {...aria} value={String(f.value ?? '')} onChange={f.onChange} onBlur={f.onBlur} ref={f.ref} placeholder="#00E599" />
            </span>
          )} />
        );
      case 'image':
        return (
          <Controller name={field.name} control={control} render={({ field: f }) => (
            <ImageField id={id} label={label} value={String(f.value ?? '')} onChange={f.onChange} rule={config.images?.[field.name] ?? LOGO} describedBy={describedBy} invalid={!!error} />
          )} />
        );
      default:
        if (field.mask) {
          // SPEC §5 masks: only digits are typed; the separators are filled in.
          return (
            <InputMask id={id} type="text" inputMode="numeric" mask={field.mask} replacement={MASK_DIGIT} {...aria} {...register(field.name)}
              placeholder={field.kind === 'datetime' ? t('dashboard.form.datetimeFormat') : field.mask.replace(/#/g, '_')} data-mask={field.mask} />
          );
        }
        return (
          <input id={id} type={INPUT_TYPES[field.kind] ?? 'text'} {...aria} {...register(field.name)}
            min={field.min} max={field.max} step={field.kind === 'number' ? (field.step ?? 'any') : undefined}
            maxLength={field.maxLength} autoComplete={field.kind === 'password' ? 'new-password' : undefined} />
        );
    }
  })();

  const grouped = field.kind === 'relationMany' || field.kind === 'multiPick';
  return (
    <div className={`field field-${field.kind}`} data-field={field.name}>
      {grouped || field.kind === 'image'
        ? <span className="field-label" id={`${id}-label`}>{label}{required && <span aria-hidden="true" className="req"> *</span>}</span>
        : <label className="field-label" id={`${id}-label`} htmlFor={id}>{label}{required && <span aria-hidden="true" className="req"> *</span>}{required && <span className="visually-hidden"> ({t('dashboard.form.required')})</span>}</label>}
      {control_}
      {hint && <p id={`${id}-hint`} className="field-hint">{hint}</p>}
      {error && <p id={`${id}-error`} className="field-error">{error.message}</p>}
    </div>
  );
}
