import type { AstroIntegration } from 'astro';
import { cp, mkdir, readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { snapshotPath } from '../lib/snapshot-file.ts';

/** A day folder name, `YYYY-MM-DD`. */
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The dated copies of the open data (issue 18): after the build, the files of `/data/` (catalogue.json and the
 * CSVs) are kept in the archive under the day of the snapshot they come from (`OPEN_DATA_ARCHIVE_DIR`, default
 * `open-data/` beside the snapshot directory: `.data/open-data/` on the local stack; `site/.snapshots/open-data/` without SNAPSHOT_DIR), and every day kept there is
 * published as `/data/<YYYY-MM-DD>/`. A later build of the same day replaces that day's copy.
 */
export function openDataArchiveIntegration(): AstroIntegration {
  let siteRoot = '';
  return {
    name: 'neo-ecosystem:open-data-archive',
    hooks: {
      'astro:config:done': ({ config }) => {
        siteRoot = fileURLToPath(config.root);
      },
      'astro:build:done': async ({ dir, logger }) => {
        const out = join(fileURLToPath(dir), 'data');
        const doc = JSON.parse(await readFile(join(out, 'catalogue.json'), 'utf8')) as { takenAt: string };
        const day = doc.takenAt.slice(0, 10);
        if (!DAY.test(day)) return;
        const archive =
          process.env.OPEN_DATA_ARCHIVE_DIR ||
          (process.env.SNAPSHOT_DIR?.trim()
            ? join(dirname(dirname(snapshotPath(process.env, siteRoot))), 'open-data')
            : join(siteRoot, '.snapshots', 'open-data'));
        await mkdir(join(archive, day), { recursive: true });
        for (const file of await readdir(out))
          if (/\.(json|csv)$/.test(file)) await cp(join(out, file), join(archive, day, file));
        const days = (await readdir(archive)).filter((d) => DAY.test(d));
        for (const kept of days) await cp(join(archive, kept), join(out, kept), { recursive: true });
        logger.info(
          `open data: ${days.length} dated cop${days.length === 1 ? 'y' : 'ies'} under /data/ (archive ${archive})`,
        );
      },
    },
  };
}
