/**
 * ABI parity: each compiled stand-in declares the mainnet contract's methods (name, parameter types, return type) and
 * events recorded in abi/*.json, each excerpt naming the repository, path and commit it was taken from.
 */
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureNeoGo } from '../../privnet/neo-go.ts';
import { compileStandIns, type CompiledStandIns, type StandInName } from './compile.ts';

interface AbiParam {
  name: string;
  type: string;
}
interface AbiMethod {
  name: string;
  parameters: AbiParam[];
  returntype: string;
}
interface AbiEvent {
  name: string;
  parameters: AbiParam[];
}
interface Excerpt {
  contract: string;
  mainnetHash: string;
  source: { repo: string; path: string; commit: string };
  methods: AbiMethod[];
  events: AbiEvent[];
}
interface Manifest {
  name: string;
  abi: { methods: AbiMethod[]; events: AbiEvent[] };
}

const EXCERPTS: [StandInName, string][] = [
  ['bneo', 'bneo.json'],
  ['flamingoRouter', 'flamingo-router.json'],
  ['bridge', 'bridge.json'],
];
const signature = (m: { name: string; parameters: AbiParam[] }) =>
  `${m.name}(${m.parameters.map((p) => p.type).join(', ')})`;

let outDir: string;
let compiled: CompiledStandIns;

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'standins-'));
  compiled = await compileStandIns(await ensureNeoGo(), outDir);
}, 600_000);
afterAll(() => rm(outDir, { recursive: true, force: true }));

describe.each(EXCERPTS)('the %s stand-in', (name, file) => {
  it(`declares the mainnet methods and events of abi/${file}`, async () => {
    const excerpt = JSON.parse(await readFile(join(import.meta.dirname, 'abi', file), 'utf8')) as Excerpt;
    expect(excerpt.source.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(excerpt.methods.length).toBeGreaterThan(0);
    const manifest = JSON.parse(await readFile(compiled[name].manifest, 'utf8')) as Manifest;
    const methods = new Map(manifest.abi.methods.map((m) => [signature(m), m.returntype]));
    for (const method of excerpt.methods) {
      expect(methods.has(signature(method)), `${signature(method)} missing from ${manifest.name}`).toBe(true);
      expect(methods.get(signature(method)), `return type of ${signature(method)}`).toBe(method.returntype);
    }
    const events = new Map(manifest.abi.events.map((e) => [e.name, e]));
    for (const event of excerpt.events.filter((e) => e.name !== 'Fault')) {
      expect(events.get(event.name)?.parameters, `event ${event.name}`).toEqual(event.parameters);
    }
  });
});

describe('compileStandIns', () => {
  it('answers a NEF and a manifest for every stand-in and reuses them while the sources are unchanged', async () => {
    for (const { nef, manifest } of Object.values(compiled)) {
      expect((await readFile(nef)).subarray(0, 4).toString('latin1')).toBe('NEF3');
      expect(JSON.parse(await readFile(manifest, 'utf8')).abi.methods.length).toBeGreaterThan(0);
    }
    const before = await stat(compiled.bneo.nef);
    const again = await compileStandIns(await ensureNeoGo(), outDir);
    expect(again).toEqual(compiled);
    expect((await stat(again.bneo.nef)).mtimeMs).toBe(before.mtimeMs);
  });
});
