import { describe, expect, it } from 'vitest';
import { ENTITIES } from '../../../../content-schema/registry.ts';
import { t } from '../../i18n.ts';
import { fieldSpecs } from '../entities/field-specs.ts';
import { screenConfig } from './index.ts';

describe('the back-office form of wallets, explorers and exchanges', () => {
  it("edits the status, since when, its source and the curators' note", () => {
    for (const entity of ['wallet', 'explorer', 'exchange'] as const) {
      const f = Object.fromEntries(fieldSpecs(ENTITIES[entity]).map((s) => [s.name, s]));
      expect(f.status, entity).toMatchObject({
        kind: 'select',
        options: ['active', 'discontinued'],
        defaultValue: 'active',
      });
      expect(f.discontinuedSince!.kind, entity).toBe('text');
      expect(f.statusSource!.kind, entity).toBe('url');
      expect(f.curatorNote!.kind, entity).toBe('textarea');
      expect(ENTITIES[entity].listColumns, entity).toContain('status');
    }
  });

  it('names the status options and explains the fields in both languages', () => {
    for (const entity of ['wallet', 'explorer', 'exchange'] as const) {
      const config = screenConfig(entity);
      for (const key of [...Object.values(config.optionLabels!.status!), ...Object.values(config.hints!)]) {
        expect(t('en-US', key), key).not.toBe(key);
        expect(t('pt-BR', key), key).not.toBe(key);
      }
    }
    expect(t('en-US', 'dashboard.listing.status.discontinued')).toBe('Discontinued');
  });
});
