/**
 * Build time and peak memory for generated catalogues (BUDGETS.md "build"): the real snapshot's dApps cloned to
 * N records (titles, slugs and `source` marked as generated; never shipped as content), built with `astro build`
 * under `/usr/bin/time -v` for the peak RSS.
 */
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CatalogueSnapshot } from '../content-schema/snapshot.ts';
import { astroBuild } from '../functions/domain/rebuild/site-build.ts';

const ROOT = join(import.meta.dirname, '..');

/** A script-hash-shaped, obviously generated hash for the `n`th generated record (0x + 40 hex). */
const generatedHash = (prefix: number, n: number) =>
  `0x${prefix.toString(16).padStart(2, '0')}${n.toString(16).padStart(38, '0')}`;

/**
 * A snapshot with `count` dApps generated from the real ones' shapes (contracts kept on the originals only), and
 * tokens and NFT collections in the real catalogue's proportion to its dApps (so each generated token and collection
 * gets its page too): titles, slugs, symbols, hashes and `source` marked as generated; never shipped as content.
 */
export function generateCatalogue(real: CatalogueSnapshot, count: number): CatalogueSnapshot {
  const dapps = Array.from({ length: count }, (_, i) => {
    const base = real.dapps[i % real.dapps.length]!;
    if (i < real.dapps.length) return base;
    const n = i + 1;
    return {
      ...base,
      idDappPk: 100_000 + n,
      slug: `${base.slug}-generated-${n}`,
      title: `${base.title} (generated ${n})`,
      contracts: [],
      createdAt: new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString(),
      source: `generated for the benchmark from ${base.slug}`,
    };
  });
  const scaled = (records: number) => Math.round((records * count) / Math.max(1, real.dapps.length));
  const tokens = Array.from({ length: scaled(real.tokens.length) }, (_, i) => {
    const base = real.tokens[i % real.tokens.length]!;
    if (i < real.tokens.length) return base;
    const n = i + 1;
    return {
      ...base,
      idTokenPricedPk: 100_000 + n,
      title: `${base.title} (generated ${n})`,
      symbol: `${base.symbol}G${n}`,
      hash: generatedHash(1, n),
      native: false,
      source: `generated for the benchmark from ${base.symbol}`,
    };
  });
  const nftCollections = Array.from({ length: scaled(real.nftCollections.length) }, (_, i) => {
    const base = real.nftCollections[i % real.nftCollections.length]!;
    if (i < real.nftCollections.length) return base;
    const n = i + 1;
    return {
      ...base,
      idNftCollectionPk: 100_000 + n,
      name: `${base.name} (generated ${n})`,
      hash: generatedHash(2, n),
      source: `generated for the benchmark from ${base.name}`,
    };
  });
  return { ...real, takenAt: new Date().toISOString(), dapps, tokens, nftCollections };
}

export interface BuildRun {
  dapps: number;
  pages: number;
  seconds: number;
  peakRssMb: number;
  /** Social cards the build drew (absent from its card cache): 0 when every card was reused. */
  cardsDrawn: number;
  /** Social cards of the build in all (files under `og/`). */
  cards: number;
  outDir: string;
}

const countPngs = async (dir: string) => (await readdir(dir).catch(() => [])).filter((f) => f.endsWith('.png')).length;

/**
 * Build the site from `snapshot` with `cardCacheDir` as its social-card cache (OG_CACHE_DIR, site/src/og/): an empty
 * folder makes the build draw every card (cold), the folder of an earlier build of the same catalogue lets it reuse
 * them (warm). Answers wall time, peak RSS (MB) and how many cards it drew. The output stays in `outDir` for the
 * search bench.
 */
export async function buildGenerated(
  snapshot: CatalogueSnapshot,
  label: string,
  live: unknown,
  cardCacheDir: string,
): Promise<BuildRun> {
  const work = await mkdtemp(join(tmpdir(), `neo-bench-${label}-`));
  const snapshotDir = join(work, 'snapshots');
  const outDir = join(work, 'site');
  await mkdir(snapshotDir, { recursive: true });
  await mkdir(cardCacheDir, { recursive: true });
  await writeFile(join(snapshotDir, 'catalogue.json'), JSON.stringify(snapshot));
  await writeFile(join(snapshotDir, 'live.json'), JSON.stringify(live));
  const cachedBefore = await countPngs(cardCacheDir);
  const started = Date.now();
  const stderr = await astroBuild(
    outDir,
    snapshotDir,
    'http://localhost:4321',
    () => undefined,
    ['/usr/bin/time', '-v'],
    { OG_CACHE_DIR: cardCacheDir },
  );
  const seconds = (Date.now() - started) / 1000;
  const peakKb = Number(stderr.match(/Maximum resident set size \(kbytes\): (\d+)/)?.[1] ?? NaN);
  const pages = (await import('node:child_process'))
    .execSync(`find ${outDir} -name index.html | wc -l`)
    .toString()
    .trim();
  return {
    dapps: snapshot.dapps.length,
    pages: Number(pages),
    seconds,
    peakRssMb: peakKb / 1024,
    cardsDrawn: (await countPngs(cardCacheDir)) - cachedBefore,
    cards: await countPngs(join(outDir, 'og')),
    outDir,
  };
}

/** Read the real catalogue and live snapshots a running stack wrote. */
export async function readSnapshot(dataDir: string): Promise<{ catalogue: CatalogueSnapshot; live: unknown }> {
  const read = async (name: string) => JSON.parse(await readFile(join(dataDir, `snapshots/${name}.json`), 'utf8'));
  return { catalogue: (await read('catalogue')) as CatalogueSnapshot, live: await read('live') };
}

export const removeBuild = (run: BuildRun) => rm(join(run.outDir, '..'), { recursive: true, force: true });
