import { describe, expect, it } from 'vitest';
import { ENTITIES } from '../../../../content-schema/registry.ts';
import { screenConfig } from '../screens/index.ts';
import { formFields } from './form-fields.ts';

const names = (list: { name: string }[]) => list.map((f) => f.name);

describe('formFields', () => {
  it('hides an automatic id on create and shows it read-only on edit', () => {
    const create = formFields(ENTITIES.category, {}, false, false, null);
    expect(names(create.editable)).not.toContain('idCategoryPk');
    expect(names(create.readOnly)).toEqual([]);
    const edit = formFields(ENTITIES.category, {}, true, true, null);
    expect(names(edit.readOnly)).toEqual(['idCategoryPk']);
  });

  it('lets a composite key be chosen on create only', () => {
    expect(names(formFields(ENTITIES['dapp-social'], {}, false, false, null).editable)).toEqual([
      'idDappFk',
      'idSocialTypeFk',
      'url',
    ]);
    const edit = formFields(ENTITIES['dapp-social'], {}, true, true, null);
    expect(names(edit.readOnly)).toEqual(['idDappFk', 'idSocialTypeFk']);
    expect(names(edit.editable)).toEqual(['url']);
  });

  it('fixes the nep17 contract id from the route even when creating', () => {
    const create = formFields(ENTITIES.nep17, screenConfig('nep17'), false, true, null);
    expect(names(create.readOnly)).toEqual(['idContractPk']);
  });

  it("offers a contract's network as a choice and shows the network its activity was observed on read-only", () => {
    const f = formFields(ENTITIES.contract, screenConfig('contract'), true, true, null);
    expect(f.editable.find((x) => x.name === 'network')).toMatchObject({
      kind: 'select',
      options: ['mainnet', 'testnet', 'private'],
      defaultValue: 'mainnet',
    });
    expect(names(f.readOnly)).toEqual(expect.arrayContaining(['activityNetwork', 'invocationsLast7Days', 'rank']));
  });

  it('edits a user password instead of its hash', () => {
    const f = formFields(ENTITIES.user, screenConfig('user'), false, false, null);
    expect(names(f.editable)).toEqual(['email', 'fullName', 'password']);
    expect(f.editable.find((x) => x.name === 'password')?.kind).toBe('password');
    expect(f.schemaKeys).not.toContain('passwordHash');
  });

  it('applies the global bounds and hides the swap switch and cached names', () => {
    const bounds = { dappImageDimension: { min: 100, max: 900 } };
    const global = { bounds } as never;
    const f = formFields(ENTITIES.global, screenConfig('global'), true, true, global);
    expect(f.editable.find((x) => x.name === 'dappImageDimension')).toMatchObject({ min: 100, max: 900 });
    expect(names(f.editable)).not.toContain('isSwapFeatureActive');
    expect(names(formFields(ENTITIES.dapp, screenConfig('dapp'), true, true, null).editable)).not.toContain(
      'categoryNamesCache',
    );
  });
});
