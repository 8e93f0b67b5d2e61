/**
 * Form fields derived from an entity's valibot object schema (STYLE #2: the schema is the single source): each
 * entry is unwrapped (optional, nullable, pipe) and given a control kind from its type, its pipe's actions and
 * the registry (image fields, relations, long texts).
 */
import type { EntityDefinition, Relation } from '../../../../content-schema/registry.ts';
import { MASKS } from '../../../../content-schema/rules.ts';

/** The UTC date-and-time mask of timestamp fields: SPEC §5's date mask and the time (`#` = one digit). */
export const DATETIME_MASK = `${MASKS.date} ##:##`;

export type FieldKind =
  | 'text'
  | 'textarea'
  | 'url'
  | 'email'
  | 'color'
  | 'password'
  | 'number'
  | 'checkbox'
  | 'triState'
  | 'select'
  | 'datetime'
  | 'date'
  | 'relation'
  | 'relationMany'
  | 'image'
  | 'stringList'
  | 'multiPick'
  | 'json';

/** A validation action of the field's pipe (`max_length` with requirement 120, …). */
export interface Rule {
  type: string;
  requirement?: unknown;
  message?: unknown;
}

export interface FieldSpec {
  name: string;
  kind: FieldKind;
  required: boolean;
  /** Picklist values (select, multiPick). */
  options?: readonly (string | number)[];
  relation?: Relation;
  min?: number;
  max?: number;
  /** 1 for integers. */
  step?: number;
  maxLength?: number;
  /** The schema's default (e.g. `active` true), used on create. */
  defaultValue?: unknown;
  /** The rules of the field's pipe (and of its array items), for {1} of validation messages. */
  rules: Rule[];
  /** One of the record's key fields. */
  isKey: boolean;
  /** The SPEC §5 input mask of the field (`#` = one digit): timestamps and the Brazilian ids. */
  mask?: string;
}

/** The parts of a valibot schema object this module reads. */
interface SchemaLike {
  kind?: string;
  type: string;
  wrapped?: SchemaLike;
  default?: unknown;
  pipe?: (SchemaLike & { requirement?: unknown; message?: unknown })[];
  options?: readonly unknown[];
  item?: SchemaLike;
  literal?: unknown;
}

/** The validation actions of a (possibly nested) pipe. */
function actionsOf(schema: SchemaLike): Rule[] {
  if (!schema.pipe) return [];
  const [base, ...rest] = schema.pipe;
  const own = rest
    .filter((a) => a.kind !== 'schema')
    .map((a) => ({ type: a.type, requirement: a.requirement, message: a.message }));
  return [...(base && base !== schema ? actionsOf(base) : []), ...own];
}

/** The schema under optional/nullable wrappers, whether it may be absent, its default and all pipe actions. */
export function unwrap(schema: SchemaLike) {
  let current = schema;
  let optional = false;
  let defaultValue: unknown;
  const rules: Rule[] = [];
  for (;;) {
    rules.push(...actionsOf(current));
    if (
      ['optional', 'nullable', 'nullish', 'exact_optional', 'undefinedable'].includes(current.type) &&
      current.wrapped
    ) {
      optional = true;
      if (current.default !== undefined && defaultValue === undefined) {
        defaultValue = typeof current.default === 'function' ? (current.default as () => unknown)() : current.default;
      }
      current = current.wrapped;
      continue;
    }
    return { base: current, optional, defaultValue, rules };
  }
}

const has = (rules: Rule[], type: string) => rules.some((r) => r.type === type);
const requirement = (rules: Rule[], type: string) =>
  rules.find((r) => r.type === type)?.requirement as number | undefined;

function kindOf(
  def: EntityDefinition,
  name: string,
  base: SchemaLike,
  rules: Rule[],
): Pick<FieldSpec, 'kind' | 'options'> {
  const relation = def.relations[name];
  if (def.imageFields.includes(name)) return { kind: 'image' };
  if (relation) return { kind: relation.many ? 'relationMany' : 'relation' };
  switch (base.type) {
    case 'string': {
      if (has(rules, 'iso_timestamp')) return { kind: 'datetime' };
      if (has(rules, 'iso_date')) return { kind: 'date' };
      if (has(rules, 'hex_color')) return { kind: 'color' };
      if (has(rules, 'email')) return { kind: 'email' };
      if (has(rules, 'url')) return { kind: 'url' };
      const long = def.longTextFields.includes(name) || (requirement(rules, 'max_length') ?? 0) >= 1000;
      return { kind: long ? 'textarea' : 'text' };
    }
    case 'number':
      return { kind: 'number' };
    case 'boolean':
      return { kind: 'checkbox' };
    case 'picklist':
      return { kind: 'select', options: base.options as (string | number)[] };
    case 'union':
      return { kind: 'text' };
    case 'array': {
      const item = unwrap(base.item!).base;
      if (item.type === 'picklist') return { kind: 'multiPick', options: item.options as (string | number)[] };
      if (item.type === 'string') return { kind: 'stringList' };
      return { kind: 'json' };
    }
    default:
      return { kind: 'json' };
  }
}

/** Rules whose values are typed behind a mask (a Brazilian phone has several lengths, so it is validated but not masked). */
const MASKED_RULES = ['cpf', 'cnpj', 'cep'] as const;

/** The input mask of a field: the UTC date-and-time mask for timestamps, a Brazilian id's own (dates keep the native picker). */
function maskOf(kind: FieldKind, rules: Rule[]): string | undefined {
  if (kind === 'datetime') return DATETIME_MASK;
  const rule = MASKED_RULES.find((type) => has(rules, type));
  return rule ? MASKS[rule] : undefined;
}

/** The form fields of `def`'s record, in schema order. */
export function fieldSpecs(
  def: EntityDefinition,
  object: { entries: Record<string, unknown> } = def.object,
): FieldSpec[] {
  return Object.entries(object.entries).map(([name, schema]) => {
    const { base, optional, defaultValue, rules } = unwrap(schema as SchemaLike);
    const itemRules = base.type === 'array' && base.item ? unwrap(base.item).rules : [];
    const { kind, options } = kindOf(def, name, base, rules);
    const spec: FieldSpec = {
      name,
      kind: kind === 'checkbox' && defaultValue === undefined && optional ? 'triState' : kind,
      required: !optional,
      rules: [...rules, ...itemRules],
      isKey: def.idFields.includes(name),
    };
    if (options) spec.options = options;
    if (def.relations[name]) spec.relation = def.relations[name];
    if (defaultValue !== undefined) spec.defaultValue = defaultValue;
    const min = requirement(rules, 'min_value');
    const max = requirement(rules, 'max_value');
    const maxLength = requirement(rules, 'max_length');
    if (typeof min === 'number') spec.min = min;
    if (typeof max === 'number') spec.max = max;
    if (typeof maxLength === 'number') spec.maxLength = maxLength;
    if (has(rules, 'integer')) spec.step = 1;
    const mask = maskOf(spec.kind, spec.rules);
    if (mask) spec.mask = mask;
    return spec;
  });
}
