import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ENTITIES, inputSchema } from '../../../../content-schema/registry.ts';
import { fieldSpecs } from './field-specs.ts';
import { carriedFields, isoToUtcInput, toFormValues, toPayload, utcInputToIso } from './form-values.ts';
import { DATETIME_MASK } from './field-specs.ts';

describe('form values', () => {
  it("edits UTC timestamps in the UI language's date order (SPEC §5 date mask, §9 formats)", () => {
    expect(isoToUtcInput('2026-11-21T10:00:00.000Z', 'en-US')).toBe('11/21/2026 10:00');
    expect(isoToUtcInput('2026-11-21T10:00:00.000Z', 'pt-BR')).toBe('21/11/2026 10:00');
    expect(utcInputToIso('11/21/2026 10:00', 'en-US')).toBe('2026-11-21T10:00:00.000Z');
    expect(utcInputToIso('21/11/2026 10:00', 'pt-BR')).toBe('2026-11-21T10:00:00.000Z');
    expect(isoToUtcInput(undefined)).toBe('');
    expect(DATETIME_MASK).toBe('##/##/#### ##:##');
  });

  it('leaves an impossible or unfinished date as typed, so the schema refuses it', () => {
    expect(utcInputToIso('21/11/2026 10:00', 'en-US')).toBe('21/11/2026 10:00');
    expect(utcInputToIso('02/30/2026 10:00', 'en-US')).toBe('02/30/2026 10:00');
    expect(utcInputToIso('11/21/20', 'en-US')).toBe('11/21/20');
  });

  it('round-trips a banner through the form into a valid payload', () => {
    const def = ENTITIES.banner;
    const fields = fieldSpecs(def);
    const record = {
      idBannerPk: 3,
      title: 'Launch',
      imageUrl: 'https://x.org/a.webp',
      action: 3,
      url: 'https://x.org',
      active: true,
      order: 2,
      tags: ['a', 'b'],
      visibleStartDatetime: '2026-11-21T10:00:00.000Z',
      visibleEndDatetime: '2026-12-01T00:00:00.000Z',
      websiteSection: 3,
    };
    const values = toFormValues(fields, record);
    expect(values).toMatchObject({
      action: '3',
      order: '2',
      tags: 'a\nb',
      visibleStartDatetime: '11/21/2026 10:00',
      active: true,
    });
    const payload = toPayload(fields, values);
    expect(payload).toEqual({ ...record, tags: ['a', 'b'] });
    expect(v.safeParse(inputSchema(def), payload).success).toBe(true);
  });

  it('fills a new record from the defaults and the prefill, and leaves empty values out', () => {
    const fields = fieldSpecs(ENTITIES['dapp-social']);
    const values = toFormValues(fields, undefined, { idDappFk: '4' });
    expect(values).toEqual({ idDappFk: '4', idSocialTypeFk: '', url: '' });
    expect(toPayload(fields, values)).toEqual({ idDappFk: 4 });
    const category = fieldSpecs(ENTITIES.category);
    expect(toFormValues(category, undefined)).toMatchObject({ active: true, title: '' });
  });

  it('converts relations, tri-states, numbers and JSON', () => {
    const fields = fieldSpecs(ENTITIES.dapp);
    const payload = toPayload(fields, {
      ...toFormValues(fields, undefined),
      dappCategory: [1, 12],
      inActiveDevelopment: 'false',
      launchYear: '2019',
      attributes: '{"a":"b"}',
    });
    expect(payload).toMatchObject({
      dappCategory: [1, 12],
      inActiveDevelopment: false,
      launchYear: 2019,
      attributes: { a: 'b' },
    });
    expect(toPayload(fields, { launchYear: 'x', attributes: '{' })).toMatchObject({ launchYear: 'x', attributes: '{' });
  });

  it('leaves an empty optional list out unless the schema defaults it', () => {
    const wallet = fieldSpecs(ENTITIES.wallet);
    const payload = toPayload(wallet, toFormValues(wallet, { idWalletPk: 1, title: 'W' }));
    expect(payload).not.toHaveProperty('downloadUrls');
    expect(payload.platformType).toEqual([]);
  });

  it('carries the stored fields the form does not show', () => {
    const fields = fieldSpecs(ENTITIES.category).filter((f) => f.name !== 'source');
    const carry = carriedFields(
      { idCategoryPk: 1, title: 'DeFi', source: 'x', version: 3 },
      fields,
      Object.keys(ENTITIES.category.object.entries),
    );
    expect(carry).toEqual({ source: 'x' });
    expect(toPayload(fields, { idCategoryPk: '1', title: 'DeFi 2', active: true }, carry)).toEqual({
      idCategoryPk: 1,
      title: 'DeFi 2',
      active: true,
      source: 'x',
    });
  });
});
