/**
 * ElectroDB's `Entity`, the only part of ElectroDB this code uses, loaded from its own module
 * (`electrodb/src/entity.js`) instead of the package index: the index is CommonJS, so a bundle that imports it
 * carries everything it requires (Service, transactions, conversions, ~23 KB of every Lambda bundle), which
 * esbuild cannot tree-shake. The types are the package's. electrodb.test.ts checks that this is the class the
 * package exports, so an ElectroDB upgrade that moves the module fails there, not in production.
 */
import type { Entity as ElectroEntity } from 'electrodb';
// @ts-expect-error ElectroDB declares types for its index only.
import { Entity as EntityClass } from 'electrodb/src/entity.js';

export const Entity: typeof ElectroEntity = EntityClass;
