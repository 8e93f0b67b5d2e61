/** One form field: its label, the control its kind calls for, a hint and its error (linked for screen readers). */
import { InputMask } from '@react-input/mask';
import { Controller, type Control, type FieldError, type UseFormRegister } from 'react-hook-form';
import type { EntityName } from '../../../../content-schema/registry.ts';
import { fieldLabel, t } from '../i18n.ts';
import { FieldNotes, notesDescribedBy } from '../ui/FieldNotes.tsx';
import { ImageField } from '../uploads/ImageField.tsx';
import type { FieldSpec } from './field-specs.ts';
import type { FormValues, Row } from './form-values.ts';
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
  text: 'text',
  url: 'url',
  email: 'email',
  password: 'password',
  number: 'number',
  date: 'date',
};

/** `#` in a mask stands for one digit. */
const MASK_DIGIT = { '#': /\d/ };

/** The hint under a field: the screen's own, else what its kind needs (UTC, one per line, JSON, bounds). */
function hintOf(field: FieldSpec, config: ScreenConfig): string | undefined {
  const own = config.hints?.[field.name];
  if (own) return t(own);
  if (field.kind === 'stringList') return t('dashboard.form.onePerLine');
  if (field.kind === 'json') return t('dashboard.form.json');
  if (field.kind === 'number' && field.min !== undefined && field.max !== undefined)
    return t('dashboard.form.between', { min: field.min, max: field.max });
  return undefined;
}

/** What every control of one field is built from. */
interface ControlContext {
  id: string;
  field: FieldSpec;
  config: ScreenConfig;
  label: string;
  describedBy: string | undefined;
  aria: { 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };
  invalid: boolean;
  register: UseFormRegister<FormValues>;
  control: Control<FormValues>;
  related: { rows: Row[]; loading: boolean };
  optionLabel: (value: string | number) => string;
}

/** The labelled control of `field`, registered with the form. */
export function FieldControl({ entity, field, config, register, control, error }: Props) {
  const id = `f-${field.name}`;
  const label = fieldLabel(field.name, entity) + (field.kind === 'datetime' ? ` (${t('dashboard.form.utc')})` : '');
  const hint = hintOf(field, config);
  const describedBy = notesDescribedBy(id, hint, error?.message);
  const aria = { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy } as const;
  const related = useAllRecords(
    field.kind === 'relation' || field.kind === 'relationMany' ? field.relation?.entity : undefined,
  );
  const optionLabel = (value: string | number) => {
    const key = config.optionLabels?.[field.name]?.[String(value)];
    return key ? t(key) : String(value);
  };
  const required = !!field.required && field.kind !== 'checkbox';
  const context = {
    id,
    field,
    config,
    label,
    describedBy,
    aria,
    invalid: !!error,
    register,
    control,
    related,
    optionLabel,
  };

  return (
    <div className={`field field-${field.kind}`} data-field={field.name}>
      <FieldLabel id={id} kind={field.kind} label={label} required={required} />
      {controlOf(context)}
      <FieldNotes id={id} hint={hint} error={error?.message} />
    </div>
  );
}

interface FieldLabelProps {
  id: string;
  kind: FieldSpec['kind'];
  label: string;
  required: boolean;
}

/** The field's label: a `<label>` of the control, or a plain one naming a group (checkbox lists, the image field). */
function FieldLabel({ id, kind, label, required }: FieldLabelProps) {
  const star = required && (
    <span aria-hidden="true" className="req">
      {' *'}
    </span>
  );
  if (kind === 'relationMany' || kind === 'multiPick' || kind === 'image') {
    return (
      <span className="field-label" id={`${id}-label`}>
        {label}
        {star}
      </span>
    );
  }
  return (
    <label className="field-label" id={`${id}-label`} htmlFor={id}>
      {label}
      {star}
      {required && <span className="visually-hidden"> ({t('dashboard.form.required')})</span>}
    </label>
  );
}

/** The control `field.kind` calls for. */
function controlOf(c: ControlContext) {
  const { id, field, aria, register } = c;
  switch (field.kind) {
    case 'checkbox':
      return <input id={id} type="checkbox" {...aria} {...register(field.name)} />;
    case 'textarea':
    case 'json':
    case 'stringList':
      return (
        <textarea
          id={id}
          rows={field.kind === 'textarea' ? 4 : 5}
          maxLength={field.maxLength}
          {...aria}
          {...register(field.name)}
          className={field.kind === 'json' ? 'mono' : undefined}
        />
      );
    case 'triState':
      return (
        <select id={id} {...aria} {...register(field.name)}>
          <option value="">{t('dashboard.form.notStated')}</option>
          <option value="true">{t('dashboard.yes')}</option>
          <option value="false">{t('dashboard.no')}</option>
        </select>
      );
    case 'select':
      return <SelectControl {...c} />;
    case 'relation':
      return <RelationControl {...c} />;
    case 'relationMany':
      return <RelationManyControl {...c} />;
    case 'multiPick':
      return <MultiPickControl {...c} />;
    case 'color':
      return <ColorControl {...c} />;
    case 'image':
      return <ImageControl {...c} />;
    default:
      return <TextControl {...c} />;
  }
}

/** A select of the field's own options. */
function SelectControl({ id, field, aria, register, optionLabel }: ControlContext) {
  return (
    <select id={id} {...aria} {...register(field.name)}>
      <option value="">{t('dashboard.form.choose')}</option>
      {(field.options ?? []).map((o) => (
        <option key={String(o)} value={String(o)}>
          {optionLabel(o)}
        </option>
      ))}
    </select>
  );
}

/** A select of the related records. */
function RelationControl({ id, field, aria, control, related }: ControlContext) {
  // Controlled, so the stored id is shown once the options have arrived.
  return (
    <Controller
      name={field.name}
      control={control}
      render={({ field: f }) => (
        <select
          id={id}
          {...aria}
          aria-busy={related.loading}
          ref={f.ref}
          name={f.name}
          value={String(f.value ?? '')}
          onChange={f.onChange}
          onBlur={f.onBlur}
        >
          <option value="">{related.loading ? t('dashboard.loading') : t('dashboard.form.choose')}</option>
          {toOptions(field.relation!.entity, related.rows).map((o) => (
            <option key={o.value} value={String(o.value)}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}

/** Checkboxes of the related records (an id list). */
function RelationManyControl({ id, field, control, related, invalid, describedBy }: ControlContext) {
  return (
    <Controller
      name={field.name}
      control={control}
      render={({ field: f }) => (
        <MultiSelect
          labelledBy={`${id}-label`}
          options={toOptions(field.relation!.entity, related.rows)}
          loading={related.loading}
          value={(f.value as number[]) ?? []}
          onChange={f.onChange}
          invalid={invalid}
          describedBy={describedBy}
        />
      )}
    />
  );
}

/** Checkboxes of the field's own options. */
function MultiPickControl({ id, field, describedBy, register, optionLabel }: ControlContext) {
  return (
    <div className="multi" role="group" aria-labelledby={`${id}-label`} aria-describedby={describedBy}>
      <ul className="multi-list">
        {(field.options ?? []).map((o) => (
          <li key={String(o)}>
            <label>
              <input type="checkbox" value={String(o)} {...register(field.name)} />
              {optionLabel(o)}
            </label>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A colour picker beside the `#RRGGBB` text it fills in. */
function ColorControl({ id, field, label, aria, control }: ControlContext) {
  return (
    <Controller
      name={field.name}
      control={control}
      render={({ field: f }) => (
        <span className="color-field">
          <input
            type="color"
            aria-label={t('dashboard.form.pickColor', { label })}
            value={/^#[0-9a-f]{6}$/i.test(String(f.value)) ? String(f.value) : '#000000'}
            onChange={(e) => f.onChange(e.target.value.toUpperCase())}
          />
          <input
            id={id}
            type="text"
            {...aria}
            value={String(f.value ?? '')}
            onChange={f.onChange}
            onBlur={f.onBlur}
            ref={f.ref}
            placeholder="#00E599"
          />
        </span>
      )}
    />
  );
}

/** An uploaded image, by the screen's rule (the logo's by default). */
function ImageControl({ id, field, config, label, describedBy, invalid, control }: ControlContext) {
  return (
    <Controller
      name={field.name}
      control={control}
      render={({ field: f }) => (
        <ImageField
          id={id}
          label={label}
          value={String(f.value ?? '')}
          onChange={f.onChange}
          rule={config.images?.[field.name] ?? LOGO}
          describedBy={describedBy}
          invalid={invalid}
        />
      )}
    />
  );
}

/** An `<input>` of the kind's type, or a digits-only masked one. */
function TextControl({ id, field, aria, register }: ControlContext) {
  if (field.mask) {
    // SPEC §5 masks: only digits are typed; the separators are filled in.
    return (
      <InputMask
        id={id}
        type="text"
        inputMode="numeric"
        mask={field.mask}
        replacement={MASK_DIGIT}
        {...aria}
        {...register(field.name)}
        placeholder={field.kind === 'datetime' ? t('dashboard.form.datetimeFormat') : field.mask.replace(/#/g, '_')}
        data-mask={field.mask}
      />
    );
  }
  return (
    <input
      id={id}
      type={INPUT_TYPES[field.kind] ?? 'text'}
      {...aria}
      {...register(field.name)}
      min={field.min}
      max={field.max}
      step={field.kind === 'number' ? (field.step ?? 'any') : undefined}
      maxLength={field.maxLength}
      autoComplete={field.kind === 'password' ? 'new-password' : undefined}
    />
  );
}
