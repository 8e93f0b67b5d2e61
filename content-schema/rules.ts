/**
 * The format rules of SPEC §5 that valibot does not name itself, as valibot validation actions usable in any
 * schema's pipe (the API validates with them, the dashboard's forms derive their checks and input masks from them):
 * cpf, cnpj, phone, cep and boleto (checked by @brazilian-utils/brazilian-utils, check digits included),
 * credit_card, ip, ip_or_fqdn and dimensions. Each action's `type` is the template's name, and its message the
 * i18n key `validation.<type>` (`i18n/server/*.json`, both languages), so a failure reads e.g. "The CPF field is not
 * a valid CPF" / "O campo CPF não é um CPF válido".
 *
 * `MASKS` are SPEC §5's input masks (`#` = one digit), keyed by the rule (or field kind) they belong to.
 */
import { isValidBoleto } from '@brazilian-utils/brazilian-utils/is-valid-boleto';
import { isValidCep } from '@brazilian-utils/brazilian-utils/is-valid-cep';
import { isValidCnpj } from '@brazilian-utils/brazilian-utils/is-valid-cnpj';
import { isValidCpf } from '@brazilian-utils/brazilian-utils/is-valid-cpf';
import { isValidPhone } from '@brazilian-utils/brazilian-utils/is-valid-phone';
import * as v from 'valibot';

/** The names of the rules below (the `type` of their valibot actions and the suffix of their message key). */
export type FormatRule = 'cpf' | 'cnpj' | 'phone' | 'cep' | 'boleto' | 'credit_card' | 'ip' | 'ip_or_fqdn';

/** A string check with its own action `type`, so forms can tell which rule a field carries. */
function formatRule<T extends FormatRule>(type: T, test: (value: string) => boolean) {
  return { ...v.check<string, `validation.${T}`>(test, `validation.${type}`), type } as const;
}

const isIp = (value: string) => v.is(v.pipe(v.string(), v.ip()), value);
const isDomain = (value: string) => v.is(v.pipe(v.string(), v.domain()), value);
const isCreditCard = (value: string) => v.is(v.pipe(v.string(), v.creditCard()), value.replace(/[\s-]/g, ''));

/** A Brazilian individual taxpayer id (CPF), `123.456.789-09` or its 11 digits, check digits verified. */
export const cpf = () => formatRule('cpf', (value) => isValidCpf(value));
/** A Brazilian company id (CNPJ), `11.222.333/0001-81` or its 14 digits, check digits verified. */
export const cnpj = () => formatRule('cnpj', (value) => isValidCnpj(value));
/** A Brazilian phone number (mobile or landline, with its area code; `+55` allowed), e.g. `(11) 98765-4321`. */
export const phone = () => formatRule('phone', (value) => isValidPhone(value));
/** A Brazilian postal code (CEP), `01310-200` or its 8 digits. */
export const cep = () => formatRule('cep', (value) => isValidCep(value));
/** A Brazilian bank slip (boleto): its 47- or 48-digit typed line or 44-digit barcode, check digits verified. */
export const boleto = () => formatRule('boleto', (value) => isValidBoleto(value));
/** A payment card number (the major networks, Luhn check); spaces and dashes between groups are allowed. */
export const creditCard = () => formatRule('credit_card', isCreditCard);
/** An IPv4 or IPv6 address. */
export const ip = () => formatRule('ip', isIp);
/** An IPv4 or IPv6 address, or a fully qualified domain name such as `seed1.neo.org`. */
export const ipOrFqdn = () => formatRule('ip_or_fqdn', (value) => isIp(value) || isDomain(value));

/** An image's size in pixels, as read from its bytes (server) or its canvas (dashboard). */
export interface PixelSize {
  width: number;
  height: number;
}

/**
 * The image is exactly `width` × `height` pixels (SPEC §5 "dimensions {1} by {2} pixels"). The action's
 * `requirement` is `[width, height]`, the template's {1} and {2}.
 */
export function dimensions(width: number, height: number) {
  const base = v.check<PixelSize, 'validation.dimensions'>(
    (size) => size.width === width && size.height === height,
    'validation.dimensions',
  );
  const requirement = [width, height] as const;
  return {
    ...base,
    type: 'dimensions',
    requirement,
    '~run'(dataset: Parameters<(typeof base)['~run']>[0], config: Parameters<(typeof base)['~run']>[1]) {
      const before = dataset.issues?.length ?? 0;
      const out = base['~run'](dataset, config);
      // valibot's check records its predicate as the issue's requirement; the template needs the two sizes.
      for (const issue of out.issues?.slice(before) ?? []) Object.assign(issue, { type: 'dimensions', requirement });
      return out;
    },
  } as const;
}

/** An image size that must be exactly `width` × `height` pixels (e.g. a social network icon of socialTypeIconDimension). */
export const imageSized = (width: number, height: number) =>
  v.pipe(v.object({ width: v.number(), height: v.number() }), dimensions(width, height));

/** SPEC §5's input masks: `#` is one digit, every other character is typed for the user. */
export const MASKS = {
  date: '##/##/####',
  phone: '(###) ###-####',
  zip: '#####',
  cpf: '###.###.###-##',
  cnpj: '##.###.###/####-##',
  cep: '#####-###',
} as const;
export type MaskName = keyof typeof MASKS;
