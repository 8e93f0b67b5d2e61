import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCatalogueSnapshot, SnapshotError, snapshotPath } from './snapshot-file.ts';

const empty = {
  takenAt: '2025-01-01T00:00:00Z',
  dapps: [],
  contracts: [],
  categories: [],
  blockchainVersions: [],
  wallets: [],
  explorers: [],
  exchanges: [],
  tokens: [],
  nftCollections: [],
  developerAid: [],
};

async function fileWith(content: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'snapshot-'));
  const file = join(dir, 'catalogue.json');
  await writeFile(file, content);
  return file;
}

describe('snapshotPath', () => {
  it('uses SNAPSHOT_DIR, made absolute, or the site’s .snapshots folder', () => {
    expect(snapshotPath({ SNAPSHOT_DIR: '/data/snap' }, '/repo/site')).toBe('/data/snap/catalogue.json');
    expect(snapshotPath({ SNAPSHOT_DIR: 'snap' }, '/repo/site', '/repo')).toBe('/repo/snap/catalogue.json');
    expect(snapshotPath({}, '/repo/site')).toBe('/repo/site/.snapshots/catalogue.json');
  });
});

describe('readCatalogueSnapshot', () => {
  it('returns a valid snapshot (an older one without banners or servers gets empty lists)', async () => {
    await expect(readCatalogueSnapshot(await fileWith(JSON.stringify(empty)))).resolves.toEqual({
      ...empty,
      banners: [],
      supportedServers: [],
      changes: [],
    });
  });

  it('says where it looked when the file is missing', async () => {
    const error = await readCatalogueSnapshot('/nowhere/catalogue.json').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SnapshotError);
    expect((error as Error).message).toMatch(/not found at \/nowhere\/catalogue\.json.*SNAPSHOT_DIR/);
  });

  it('rejects broken JSON', async () => {
    await expect(readCatalogueSnapshot(await fileWith('{'))).rejects.toThrow(/not valid JSON/);
  });

  it('names the offending field when the contract does not match', async () => {
    const bad = { ...empty, wallets: [{ title: 'X' }] };
    await expect(readCatalogueSnapshot(await fileWith(JSON.stringify(bad)))).rejects.toThrow(/wallets\.0\.idWalletPk/);
  });

  it('publishes only http(s) links: a hostile link is dropped, a record whose required link is hostile is left out', async () => {
    const banner = (id: number, imageUrl: string, url?: string) => ({
      idBannerPk: id,
      title: `Banner ${id}`,
      imageUrl,
      action: 1,
      websiteSection: 1,
      order: id,
      active: true,
      tags: [],
      ...(url ? { url } : {}),
      visibleStartDatetime: '2026-01-01T00:00:00.000Z',
      visibleEndDatetime: '2027-01-01T00:00:00.000Z',
      source: 'test',
    });
    const wallet = {
      idWalletPk: 1,
      title: 'W',
      slug: 'w',
      description: 'd',
      order: 1,
      active: true,
      platforms: { isMobile: false, isDesktop: true, isWeb: false, isHardware: false },
      platformTitles: [],
      blockchainVersions: [],
      websiteUrl: 'javascript:alert(1)',
      githubUrl: 'https://github.com/x/y',
      source: 'test',
    };
    const snapshot = await readCatalogueSnapshot(
      await fileWith(
        JSON.stringify({
          ...empty,
          wallets: [wallet],
          banners: [
            banner(1, 'https://example.org/1.png', 'javascript:alert(document.cookie)'),
            banner(2, 'data:text/html,<script>alert(1)</script>'),
            banner(3, 'https://example.org/3.png'),
          ],
        }),
      ),
    );
    expect(snapshot.wallets[0]).toMatchObject({ githubUrl: 'https://github.com/x/y' });
    expect(snapshot.wallets[0]!.websiteUrl).toBeUndefined();
    expect(snapshot.banners.map((b) => [b.idBannerPk, b.url])).toEqual([
      [1, undefined],
      [3, undefined],
    ]);
    expect(JSON.stringify(snapshot)).not.toMatch(/javascript:|data:text/);
  });

  it('still refuses a snapshot with any other mismatch', async () => {
    await expect(
      readCatalogueSnapshot(
        await fileWith(JSON.stringify({ ...empty, wallets: [{ idWalletPk: 1, websiteUrl: 'javascript:x' }] })),
      ),
    ).rejects.toThrow(SnapshotError);
  });
});
