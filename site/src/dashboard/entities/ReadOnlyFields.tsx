/** The fields a form shows without editing them (keys, job-measured values), relation ids as titles. */
import type { EntityName } from '../../../../content-schema/registry.ts';
import { fieldLabel, t } from '../i18n.ts';
import { cellText } from './cells.ts';
import type { FieldSpec } from './field-specs.ts';
import type { Row } from './form-values.ts';
import { toOptions, useAllRecords } from './relations.ts';

function ReadOnlyValue({ field, value }: { field: FieldSpec; value: unknown }) {
  const related = useAllRecords(field.relation?.entity);
  const titles = field.relation
    ? new Map(toOptions(field.relation.entity, related.rows).map((o) => [o.value, o.label]))
    : undefined;
  const cell = cellText(value, { titles, yesNo: [t('dashboard.yes'), t('dashboard.no')] });
  const shown =
    field.relation && value !== undefined && !related.loading ? `${cell.text} (#${String(value)})` : cell.text;
  return <dd data-readonly={field.name}>{shown}</dd>;
}

/** The read-only `fields` of a record as a definition list. */
export function ReadOnlyFields({ entity, fields, values }: { entity: EntityName; fields: FieldSpec[]; values: Row }) {
  if (!fields.length) return null;
  return (
    <dl className="readonly-fields">
      {fields.map((field) => (
        <div key={field.name}>
          <dt>{fieldLabel(field.name, entity)}</dt>
          <ReadOnlyValue field={field} value={values[field.name]} />
        </div>
      ))}
    </dl>
  );
}
