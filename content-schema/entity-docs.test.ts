import { describe, expect, it } from 'vitest';
import { ENTITY_LIST } from './registry.ts';
import { entityTable, readmeStates, withEntityTable } from './entity-docs.ts';

describe("README's entity table", () => {
  it('lists every registry entity in the registry order (run `npm run docs:entities` when this fails)', async () => {
    const { actual, expected } = await readmeStates();
    expect(actual).toBe(expected);
    const names = [...(await entityTable()).matchAll(/^\| `([^`]+)`/gm)].map((m) => m[1]);
    expect(names).toEqual(ENTITY_LIST.map((d) => d.name));
  });

  it('refuses a README without the markers', () => {
    expect(() => withEntityTable('# no table here', '| x |')).toThrow('lacks the markers');
  });
});
