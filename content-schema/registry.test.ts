import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { CRUD_ENTITIES, ENTITIES, ENTITY_LIST, LOAD_ORDER, SCREEN_ENTITIES, entity, inputSchema } from './registry.ts';
import { BannerSchema } from './entities/promo.ts';
import { ChangePasswordSchema } from './entities/auth.ts';

describe('entity registry', () => {
  it('describes every entity with its id, columns and a title field in its schema', () => {
    for (const { name } of ENTITY_LIST) {
      const def = entity(name);
      for (const field of [
        ...def.idFields,
        def.titleField,
        ...def.listColumns,
        ...def.imageFields,
        ...Object.keys(def.relations),
      ]) {
        expect(def.object.entries, `${name}.${field}`).toHaveProperty(field);
      }
    }
    expect(() => entity('nope')).toThrow('Unknown entity');
  });

  it('names natural keys that are fields of the entity, and cascades only to entities that point at it', () => {
    for (const def of ENTITY_LIST) {
      for (const field of def.uniqueFields) expect(def.object.entries, `${def.name}.${field}`).toHaveProperty(field);
      for (const child of def.cascade)
        expect(
          Object.values(ENTITIES[child].relations).map((r) => r.entity),
          `${def.name} → ${child}`,
        ).toContain(def.name);
    }
  });

  it('has its own screen (not the generic ones) for the site settings, and counts boosted dApps', () => {
    expect(SCREEN_ENTITIES.map((n) => ENTITIES[n].backOffice)).toEqual(['screen']);
    expect(CRUD_ENTITIES).not.toContain(SCREEN_ENTITIES[0]);
    expect(ENTITY_LIST.filter((e) => e.counted).map((e) => e.name)).toEqual(['boosted-dapp']);
  });

  it('loads every entity after the entities its relations point at (the seed order), each once', () => {
    expect([...LOAD_ORDER].sort()).toEqual(ENTITY_LIST.map((d) => d.name).sort());
    for (const [index, name] of LOAD_ORDER.entries()) {
      for (const { entity: target } of Object.values(ENTITIES[name].relations)) {
        if (target !== name) expect(LOAD_ORDER.indexOf(target), `${name} → ${target}`).toBeLessThan(index);
      }
    }
  });

  it('makes the counter id optional on input and keeps it required when stored', () => {
    const input = inputSchema(ENTITIES.category);
    expect(v.safeParse(input, { title: 'DeFi' }).success).toBe(true);
    expect(v.safeParse(ENTITIES.category.schema, { title: 'DeFi' }).success).toBe(false);
  });

  it('rejects a banner whose window ends before it starts, naming the field', () => {
    const result = v.safeParse(inputSchema(ENTITIES.banner), {
      title: 'Launch',
      imageUrl: 'https://example.org/a.png',
      action: 1,
      websiteSection: 1,
      visibleStartDatetime: '2026-12-01T00:00:00.000Z',
      visibleEndDatetime: '2026-11-01T00:00:00.000Z',
    });
    expect(result.success).toBe(false);
    expect(v.getDotPath(result.issues![0])).toBe('visibleEndDatetime');
    expect(
      v.safeParse(BannerSchema, {
        idBannerPk: 1,
        title: 'x',
        imageUrl: 'javascript:alert(1)',
        action: 1,
        websiteSection: 1,
        visibleStartDatetime: '2026-12-01T00:00:00.000Z',
        visibleEndDatetime: '2026-12-02T00:00:00.000Z',
      }).success,
    ).toBe(false);
  });

  it('requires the confirmation to match the new password', () => {
    const h = (c: string) => c.repeat(64);
    expect(
      v.safeParse(ChangePasswordSchema, { currentPassword: h('a'), newPassword: h('b'), confirmPassword: h('c') })
        .success,
    ).toBe(false);
    expect(
      v.safeParse(ChangePasswordSchema, { currentPassword: h('a'), newPassword: h('b'), confirmPassword: h('b') })
        .success,
    ).toBe(true);
  });
});
