/**
 * Valid HTML: the W3C Nu Html Checker (the `vnu-jar` package, run on the machine's Java) over every public page the
 * local stack built, in both languages, in one JVM (it is slow to start). Back-office pages (dashboard, sign-in,
 * password) are left out. The files are copied first, so a rebuild during the check cannot pull them away.
 */
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';

const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
const BACK_OFFICE = ['dashboard/', 'sign-in/', 'password/'];

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** Run vnu over `dir` (every HTML file below it); answers its messages. vnu exits 1 when it found errors. */
function vnu(dir: string): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    execFile(
      'java',
      ['-jar', VNU_JAR, '--format', 'json', '--errors-only', dir],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        try {
          resolve((JSON.parse(stderr) as { messages: VnuMessage[] }).messages);
        } catch {
          reject(new Error(`vnu did not answer JSON (${error?.message ?? 'no error'}): ${stderr.slice(0, 2000)}`));
        }
      },
    );
  });
}

let copy: string | undefined;
afterAll(async () => {
  if (copy) await rm(copy, { recursive: true, force: true });
});

describe('valid HTML', () => {
  it('finds no error on any public page, in en-US and pt-BR', async () => {
    const current = JSON.parse(await readFile(join(inject('dataDir'), 'site', 'current.json'), 'utf8')) as {
      dir: string;
    };
    const pages = (await readdir(current.dir, { recursive: true }))
      .map((file) => file.split('\\').join('/'))
      .filter(
        (file) =>
          file.endsWith('.html') && !BACK_OFFICE.some((prefix) => file.replace(/^pt-BR\//, '').startsWith(prefix)),
      );
    const ptBR = pages.filter((file) => file.startsWith('pt-BR/'));
    // Both languages, every route: each en-US page has its pt-BR twin (404 is en-US only).
    expect(ptBR.length).toBeGreaterThan(100);
    expect(
      pages
        .filter((file) => !file.startsWith('pt-BR/') && file !== '404.html')
        .map((file) => `pt-BR/${file}`)
        .sort(),
    ).toEqual(ptBR.sort());
    for (const page of [
      'index.html',
      'tokens/index.html',
      'wallets/index.html',
      'bridge/index.html',
      'my-wallet/index.html',
      'dapps-overview/index.html',
    ]) {
      expect(pages, page).toContain(page);
    }

    copy = await mkdtemp(join(tmpdir(), 'neo-vnu-'));
    for (const page of pages) await cp(join(current.dir, page), join(copy, page));
    const errors = (await vnu(copy)).map(
      (m) =>
        `${decodeURIComponent(m.url).split(copy!).pop()}:${m.lastLine ?? '?'}: ${m.message}${m.extract ? ` [${m.extract.trim().slice(0, 80)}]` : ''}`,
    );
    expect(errors).toEqual([]);
  }, 300_000);
});
