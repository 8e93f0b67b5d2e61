import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../functions/lib/i18n.ts';
import { boleto, cep, cnpj, cpf, creditCard, imageSized, ip, ipOrFqdn, phone } from './rules.ts';

const accepts = (action: v.BaseValidation<string, string, v.BaseIssue<string>>, value: string) =>
  v.is(v.pipe(v.string(), action), value);

describe('SPEC §5 format rules', () => {
  it.each([
    ['cpf', cpf, ['529.982.247-25', '52998224725'], ['529.982.247-24', '111.111.111-11', '1234']],
    ['cnpj', cnpj, ['11.222.333/0001-81', '11222333000181'], ['11.222.333/0001-82', '00.000.000/0000-00']],
    [
      'phone',
      phone,
      ['(11) 98765-4321', '1130000000', '+55 11 98765-4321'],
      ['(00) 98765-4321', '12345', '0800 123 4567'],
    ],
    ['cep', cep, ['01310-200', '01310200'], ['0131-200', '1234567']],
    [
      'boleto',
      boleto,
      ['00190000090114971860168524522114675860000102656', '846100000005246100291102005460339004695895061080'],
      ['00190000090114971860168524522114675860000102657', '123'],
    ],
    ['credit_card', creditCard, ['4111 1111 1111 1111', '5555-5555-5555-4444'], ['4111 1111 1111 1112', '1234']],
    ['ip', ip, ['192.168.0.1', '2001:db8::1'], ['256.1.1.1', 'seed1.neo.org']],
    [
      'ip_or_fqdn',
      ipOrFqdn,
      ['10.0.0.7', '::1', 'seed1.neo.org', 'mainnet1.neo.coz.io'],
      ['localhost', 'http://seed1.neo.org', 'no spaces.org'],
    ],
  ] as const)('%s accepts real values and refuses others', (type, rule, good, bad) => {
    expect(rule().type).toBe(type);
    for (const value of good) expect(accepts(rule(), value), value).toBe(true);
    for (const value of bad) expect(accepts(rule(), value), value).toBe(false);
  });

  it('answers each failure with its template in both languages', () => {
    const schema = v.object({
      document: v.pipe(v.string(), cpf()),
      zip: v.pipe(v.string(), cep()),
      host: v.pipe(v.string(), ipOrFqdn()),
    });
    const issues = v.safeParse(schema, { document: '111.111.111-11', zip: '123', host: 'not a host' }).issues!;
    expect(fieldMessages(issues, 'en-US')).toEqual({
      document: 'The document field is not a valid CPF',
      zip: 'The zip field is not a valid CEP',
      host: 'The host field must be a valid ip address or FQDN',
    });
    expect(fieldMessages(issues, 'pt-BR').document).toBe('O campo document não é um CPF válido');
  });

  it('checks exact image dimensions and names both sizes in the message', () => {
    const schema = v.object({ iconUrl: imageSized(80, 80) });
    expect(v.is(schema, { iconUrl: { width: 80, height: 80 } })).toBe(true);
    const issues = v.safeParse(schema, { iconUrl: { width: 80, height: 64 } }).issues!;
    expect(issues[0]!.type).toBe('dimensions');
    expect(fieldMessages(issues, 'en-US')).toEqual({ iconUrl: 'The Icon field must be 80 pixels by 80 pixels' });
    expect(fieldMessages(issues, 'pt-BR').iconUrl).toContain('80 pixels de largura por 80 pixels de altura');
  });
});
