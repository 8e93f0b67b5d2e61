import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { Entity } from './electrodb.ts';

describe('ElectroDB entity module', () => {
  it('is the Entity class the package exports', () => {
    const electrodb = createRequire(import.meta.url)('electrodb') as { Entity: unknown };
    expect(Entity).toBe(electrodb.Entity);
  });
});
