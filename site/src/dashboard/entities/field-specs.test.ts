import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ENTITIES } from '../../../../content-schema/registry.ts';
import { cep, cnpj, cpf } from '../../../../content-schema/rules.ts';
import { fieldSpecs } from './field-specs.ts';

const byName = (entity: keyof typeof ENTITIES) =>
  Object.fromEntries(fieldSpecs(ENTITIES[entity]).map((f) => [f.name, f]));

describe('fieldSpecs', () => {
  it('derives the dApp form from its schema and the registry', () => {
    const f = byName('dapp');
    expect(f.idDappPk).toMatchObject({ kind: 'number', isKey: true, required: true, step: 1, min: 1 });
    expect(f.title).toMatchObject({ kind: 'text', required: true, maxLength: 120 });
    expect(f.shortDescription!.kind).toBe('textarea');
    expect(f.websiteUrl).toMatchObject({ kind: 'url', required: false });
    expect(f.imageUrl!.kind).toBe('image');
    expect(f.active).toMatchObject({ kind: 'checkbox', defaultValue: true });
    expect(f.inActiveDevelopment!.kind).toBe('triState');
    expect(f.dappCategory).toMatchObject({ kind: 'relationMany', relation: { entity: 'category', many: true } });
    expect(f.privateCategory).toMatchObject({
      kind: 'relation',
      relation: { entity: 'private-category', many: false },
    });
    expect(f.attributes!.kind).toBe('json');
    expect(f.launchYear).toMatchObject({ kind: 'number', min: 2014, max: 2100 });
  });

  it('reads timestamps, picklists, colours, e-mails and string lists', () => {
    const banner = byName('banner');
    expect(banner.visibleStartDatetime!.kind).toBe('datetime');
    expect(banner.websiteSection).toMatchObject({ kind: 'select', options: [1, 2, 3], required: true });
    expect(banner.tags!.kind).toBe('stringList');
    expect(byName('blockchain-version').color!.kind).toBe('color');
    expect(byName('exchange').type).toMatchObject({ kind: 'select', options: ['CEX', 'DEX'], required: false });
    const global = byName('global');
    expect(global.uploadImageAllowedFiles).toMatchObject({ kind: 'multiPick' });
    expect(global.newContractMailingList!.kind).toBe('stringList');
    expect(global.dappImageDimension).toMatchObject({ kind: 'number', min: 64, max: 2048, defaultValue: 256 });
    expect(byName('user').email!.kind).toBe('email');
  });

  it('keeps the rules of the pipe for message parameters', () => {
    expect(byName('category').title!.rules).toContainEqual({
      type: 'max_length',
      requirement: 80,
      message: 'validation.max',
    });
  });

  it('puts SPEC §5 masks on the Brazilian ids and the timestamps', () => {
    const object = v.object({
      document: v.pipe(v.string(), cpf()),
      company: v.optional(v.pipe(v.string(), cnpj())),
      zip: v.pipe(v.string(), cep()),
      title: v.string(),
    });
    const specs = Object.fromEntries(fieldSpecs(ENTITIES.category, object).map((f) => [f.name, f.mask]));
    expect(specs).toEqual({
      document: '###.###.###-##',
      company: '##.###.###/####-##',
      zip: '#####-###',
      title: undefined,
    });
    expect(fieldSpecs(ENTITIES.banner).find((f) => f.name === 'visibleEndDatetime')?.mask).toBe('##/##/#### ##:##');
  });
});
