/** A multi-select as a filterable checkbox list (relations held as id lists, e.g. a dApp's categories). */
import { useId, useMemo, useState } from 'react';
import { t } from '../i18n.ts';
import type { Option } from './relations.ts';

interface Props {
  /** The field's label id, naming the group. */
  labelledBy: string;
  options: Option[];
  value: number[];
  onChange: (value: number[]) => void;
  loading?: boolean;
  invalid?: boolean;
  describedBy?: string | undefined;
}

/** Checkboxes of `options`, filterable when there are many; `value` is the checked ids. */
export function MultiSelect({ labelledBy, options, value, onChange, loading, invalid, describedBy }: Props) {
  const id = useId();
  const [filter, setFilter] = useState('');
  const selected = useMemo(() => new Set(value), [value]);
  const needle = filter.trim().toLowerCase();
  const shown = needle ? options.filter((o) => o.label.toLowerCase().includes(needle)) : options;
  const toggle = (option: number, on: boolean) => onChange(on ? [...value, option] : value.filter((v) => v !== option));
  return (
    <div
      className="multi"
      role="group"
      aria-labelledby={labelledBy}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
    >
      {options.length > 8 && (
        <input
          type="search"
          className="multi-filter"
          aria-label={t('dashboard.form.filterOptions')}
          placeholder={t('dashboard.form.filterOptions')}
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        />
      )}
      <p className="multi-count muted" aria-live="polite">
        {t('dashboard.form.selectedCount', { count: selected.size })}
      </p>
      {loading ? (
        <p className="muted">{t('dashboard.loading')}</p>
      ) : (
        <ul className="multi-list">
          {shown.map((option) => (
            <li key={option.value}>
              <label htmlFor={`${id}-${option.value}`}>
                <input
                  id={`${id}-${option.value}`}
                  type="checkbox"
                  checked={selected.has(option.value)}
                  onChange={(e) => toggle(option.value, e.target.checked)}
                />
                {option.label}
              </label>
            </li>
          ))}
          {!shown.length && (
            <li className="muted">
              {options.length ? t('dashboard.form.noOptions') : t('dashboard.form.noOptionsYet')}
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
