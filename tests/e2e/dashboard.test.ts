/**
 * The back-office in Chromium against the whole local stack: sign-in (an HttpOnly session cookie no script can
 * read), every dashboard route opened directly with the session restored, create and list, an SVG with script
 * uploaded and opened (runs nothing), a dApp edit with a logo upload that reaches the public
 * page after the rebuild, a stale save (409) that keeps the typed value, the pt-BR
 * back-office (masked timestamps, the API's messages in Portuguese), and sign-out.
 */
import { crc32, deflateSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRUD_ENTITIES, listPath, newPath } from '../../site/src/dashboard/routes.ts';
import { ok, pageApi } from './api.ts';
import { horizontalOverflow, launch, signInAs, site } from './browser.ts';
import { ADMIN } from './global-setup.ts';

let browser: Browser;
let context: BrowserContext;
let page: Page;
const pageErrors: string[] = [];

beforeAll(async () => {
  browser = await launch();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`));
});
afterAll(async () => browser?.close());

/** A PNG of `size`×`size` pixels (a diagonal gradient), encoded here so the test needs no image package. */
function png(size: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    const row = y * (size * 4 + 1);
    for (let x = 0; x < size; x++) rows.set([(x * 255) / size, 229, (y * 255) / size, 255], row + 1 + x * 4);
  }
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The typed API client from the page, with its session cookie (what the dashboard does). */
const api = () => pageApi(page);
/** One page of `entity`'s records, with list parameters. */
const list = (entity: string, query: Record<string, string>) => ok(api()[':entity'].$get({ param: { entity }, query }));
/** One record of `entity`. */
const read = (entity: string, id: number) => ok(api()[':entity'][':id'].$get({ param: { entity, id: String(id) } }));

/** Open a dashboard path and wait for its screen. */
async function openScreen(path: string): Promise<void> {
  await page.goto(site() + path);
  await page.locator('h1#screen-title').waitFor();
}

const pathname = () => new URL(page.url()).pathname;
/** The category the create test adds (the conflict test edits it rather than a seeded one). */
const createdCategory = `E2E category ${Date.now()}`;

describe('dashboard in Chromium', () => {
  it('signs in and welcomes the administrator', async () => {
    await signInAs(page, ADMIN);
    await page.locator('.toast', { hasText: 'Welcome' }).waitFor();
  });

  it('keeps the session where no script on the page can read it (HttpOnly cookie, nothing in localStorage)', async () => {
    const session = (await context.cookies()).find((c) => /neo_session/.test(c.name));
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    const seen = await page.evaluate(() => ({
      cookie: document.cookie,
      storage: JSON.stringify({ ...localStorage }),
      session: JSON.stringify({ ...sessionStorage }),
    }));
    for (const value of Object.values(seen)) expect(value).not.toContain(session!.value);
    expect(seen.cookie).not.toMatch(/neo_session/);
    expect(await ok(api().auth.$get())).toMatchObject({ email: ADMIN.email });
  });

  it('opens an uploaded SVG with script without running any of it (sandboxed uploads)', async () => {
    const global = await ok(api().global.$get());
    if (!global.uploadImageAllowedFiles.includes('image/svg+xml')) {
      const { bounds: _bounds, ...settings } = global;
      await ok(
        api()[':entity'].$post({
          param: { entity: 'global' },
          json: { ...settings, uploadImageAllowedFiles: [...global.uploadImageAllowedFiles, 'image/svg+xml'] },
        }),
      );
    }
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"><script>document.title="ran";localStorage.setItem("svg-ran","1");' +
      'console.log("svg-script-ran")</script><rect width="300" height="300" fill="#00e599" onload="console.log(\'svg-onload-ran\')"/></svg>';
    const pre = await ok(api().upload.$post({ json: { contentType: 'image/svg+xml', size: svg.length } }));
    const url = await page.evaluate(
      async ({ pre, body }) => {
        const put = await fetch(pre.uploadUrl, { method: 'PUT', headers: pre.headers, body });
        if (!put.ok) throw new Error(`PUT ${put.status}`);
        return pre.url;
      },
      { pre, body: svg },
    );
    const opened = await context.newPage();
    const logs: string[] = [];
    opened.on('console', (m) => logs.push(m.text()));
    const res = await opened.goto(url);
    expect(res!.headers()['content-security-policy']).toMatch(/^sandbox/);
    expect(await opened.locator('rect').count()).toBe(1);
    expect(logs.filter((l) => /ran/.test(l))).toEqual([]);
    expect(await opened.title()).not.toBe('ran');
    await opened.close();
    expect(await page.evaluate(() => localStorage.getItem('svg-ran'))).toBeNull();
  });

  it('opens every dashboard route directly with the session restored', async () => {
    // Every list and create screen of the registry's CRUD entities, and the screens of their own.
    const paths = ['/dashboard', '/dashboard/global', '/dashboard/contract/nep17/edit/1'];
    for (const entity of CRUD_ENTITIES) paths.push(listPath(entity), newPath(entity));
    const social = (await list('dapp-social', { pageSize: '1' })).items[0]!;
    paths.push(
      `/dashboard/dapp-social/edit/${social.idDappFk}/${social.idSocialTypeFk}`,
      '/dashboard/dapp/edit/1',
      '/dashboard/banner/new',
    );
    const before = pageErrors.length;
    for (const path of paths) {
      await openScreen(path);
      expect(pathname(), path).toBe(path);
    }
    // Lists show real records.
    await openScreen('/dashboard/dapp/list');
    await expect.poll(() => page.locator('table tbody tr').count(), { timeout: 20_000 }).toBe(10);
    await openScreen('/dashboard/no-such-screen');
    expect(pathname()).toBe('/dashboard');
    expect(pageErrors.slice(before)).toEqual([]);
  }, 150_000); // about 60 screens, one page load each

  it('fits a 320 px phone on every kind of screen: home, settings, lists, forms with an image, reviews', async () => {
    const overflowing: string[] = [];
    await page.setViewportSize({ width: 320, height: 800 });
    try {
      for (const path of [
        '/dashboard',
        '/dashboard/global',
        '/dashboard/dapp/list',
        '/dashboard/dapp/edit/1',
        '/dashboard/banner/new',
        '/dashboard/user/new',
        '/dashboard/submissions',
        '/dashboard/discovered-contracts',
      ]) {
        await openScreen(path);
        await page.waitForLoadState('networkidle');
        const { extra, culprits } = await horizontalOverflow(page);
        if (extra > 0) overflowing.push(`${path}: ${extra}px (${culprits.join('; ')})`);
      }
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
    expect(overflowing).toEqual([]);
  });

  it('creates a category and finds it in the list', async () => {
    const title = createdCategory;
    await openScreen('/dashboard/category/new');
    await page.getByLabel('Title').fill(title);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.locator('.toast', { hasText: 'Persisted Successfully!' }).waitFor();
    await page.waitForURL(/\/dashboard\/category\/list/);
    await page.locator('input[type="search"]').fill(title);
    await page.waitForURL(/query=/);
    await expect.poll(() => page.locator('table tbody tr', { hasText: title }).count()).toBe(1);
  });

  it(
    'edits a dApp title and uploads a cropped logo that the public page then shows',
    { timeout: 240_000 },
    async () => {
      const dapp = (await list('dapp', { query: 'flamingo-finance' })).items.find(
        (d) => d.slug === 'flamingo-finance',
      )!;
      const original = await read('dapp', Number(dapp.idDappPk));
      const title = `Flamingo Finance E2E ${Date.now() % 100_000}`;
      const publicPage = `${site()}/dapp-detailed/flamingo-finance`;
      // The header's logo: the Logo component's <img alt="<title> logo"> (an optimized image of the stored one).
      const logoOf = (html: string) =>
        [...html.matchAll(/<img\b[^>]*>/g)]
          .map((m) => m[0])
          .find((tag) => / alt="[^"]* logo"/.test(tag))
          ?.match(/ src="([^"]+)"/)?.[1];
      const logoBefore = logoOf(await (await fetch(publicPage)).text());
      await openScreen(`/dashboard/dapp/edit/${String(dapp.idDappPk)}`);
      await page.getByLabel('Title', { exact: false }).first().fill(title);
      await page
        .locator('.field-image input[type="file"]')
        .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png(320) });
      const crop = page.getByRole('dialog', { name: 'Crop the image' });
      await crop.waitFor();
      await crop.getByRole('button', { name: 'Use this crop' }).click();
      // The record already shows the catalogue's logo (under /uploads/catalogue/): wait for the new upload's URL.
      await page
        .locator(`img[data-preview][src*="/uploads/"]:not([src="${String(original.imageUrl)}"])`)
        .waitFor({ timeout: 20_000 });
      await page.getByRole('button', { name: 'Save' }).click();
      await page.locator('.toast', { hasText: 'Persisted Successfully!' }).waitFor();
      await page.waitForURL(/\/dashboard\/dapp\/list/);

      // The page serves the upload through the image pipeline (a resized webp), in place of the catalogue's logo.
      let logo: string | undefined;
      await expect
        .poll(
          async () => {
            const html = await (await fetch(publicPage)).text();
            logo = logoOf(html);
            return html.includes(title) && !!logo && logo !== logoBefore;
          },
          { timeout: 90_000, interval: 1500 },
        )
        .toBe(true);
      const image = await fetch(new URL(logo!, site()));
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toContain('image/');
      await page.goto(publicPage);
      expect(await page.getByRole('img', { name: `${title} logo` }).count()).toBe(1);
      // Give the record its name back, so the other browser tests meet Flamingo Finance by its title.
      const edited = await read('dapp', Number(dapp.idDappPk));
      // (The title only: the catalogue's 24-px SVG mark would not pass the dashboard's 256-px logo rule again.)
      const restored: unknown = await (
        await api()[':entity'].$post({ param: { entity: 'dapp' }, json: { ...edited, title: original.title } })
      ).json();
      expect(restored, JSON.stringify(restored)).toHaveProperty('id');
      await expect
        .poll(async () => !(await (await fetch(publicPage)).text()).includes(title), {
          timeout: 90_000,
          interval: 1500,
        })
        .toBe(true);
    },
  );

  it('shows the conflict of a stale save and keeps the typed value', async () => {
    const found = await list('category', { query: createdCategory });
    const category =
      found.items.find((c) => c.title === createdCategory) ?? (await list('category', { pageSize: '1' })).items[0]!;
    const path = `/dashboard/category/edit/${category.idCategoryPk}`;
    const other = await context.newPage();
    await other.goto(site() + path);
    await openScreen(path);
    await page.getByLabel('Title').waitFor();
    await other.getByLabel('Title').fill(`Saved first ${Date.now()}`);
    await other.getByRole('button', { name: 'Save' }).click();
    await other.waitForURL(/\/dashboard\/category\/list/);
    await other.close();

    const typed = `Typed later ${Date.now()}`;
    await page.getByLabel('Title').fill(typed);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.locator('[data-conflict]').waitFor();
    await page.locator('.toast-error', { hasText: '409' }).waitFor();
    expect(pathname()).toBe(path);
    expect(await page.getByLabel('Title').inputValue()).toBe(typed);
    await page.getByRole('button', { name: 'Reload the latest version' }).click();
    await expect.poll(() => page.getByLabel('Title').inputValue()).toMatch(/^Saved first/);
  });

  it('shows each sync source with its last success and runs one now', async () => {
    await openScreen('/dashboard');
    const row = page.locator('tr[data-sync="news"]');
    await row.waitFor();
    for (const source of ['contract-activity', 'token-prices', 'nft-collections', 'news', 'github']) {
      expect(await page.locator(`tr[data-sync="${source}"]`).count(), source).toBe(1);
    }
    await row.getByRole('button', { name: /run the news sync now/i }).click();
    await page.locator('.toast', { hasText: 'sync started' }).waitFor();
  });

  it("switches a priced token's visibility from the list", async () => {
    await openScreen('/dashboard/token-priced/list');
    const toggle = page.locator('button[role="switch"][data-toggle="isVisible"]').first();
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await toggle.click();
    await expect
      .poll(() => page.locator('button[role="switch"][data-toggle="isVisible"]').first().getAttribute('aria-checked'), {
        timeout: 15_000,
      })
      .toBe('false');
    await page.locator('button[role="switch"][data-toggle="isVisible"]').first().click();
    await expect
      .poll(() => page.locator('button[role="switch"][data-toggle="isVisible"]').first().getAttribute('aria-checked'), {
        timeout: 15_000,
      })
      .toBe('true');
  });

  it("serves the back-office in pt-BR: masked timestamps, and the API's validation messages in Portuguese", async () => {
    await openScreen('/pt-BR/dashboard/banner/new');
    expect(await page.getAttribute('html', 'lang')).toBe('pt-BR');
    expect(pathname()).toBe('/pt-BR/dashboard/banner/new');
    expect(await page.locator('h1#screen-title').innerText()).toContain('banner');
    // The date mask: only digits are typed, the separators appear, in the pt-BR day-first order.
    const start = page.locator('#f-visibleStartDatetime');
    await page.waitForLoadState('networkidle');
    await start.click();
    await start.pressSequentially('211120261000', { delay: 40 });
    expect(await start.inputValue()).toBe('21/11/2026 10:00');
    await start.press('x');
    expect(await start.inputValue()).toBe('21/11/2026 10:00');
    expect(await start.getAttribute('placeholder')).toBe('DD/MM/AAAA HH:mm');

    // A rule only the API knows (the slug is taken) answers in the request's language.
    await openScreen('/pt-BR/dashboard/dapp/new');
    await page.locator('#f-title').fill('Flamingo de novo');
    await page.locator('#f-slug').fill('flamingo-finance');
    await page.locator('#f-shortDescription').fill('Um dApp repetido.');
    const saved = page.waitForResponse((r) => r.url().endsWith('/client/dapp') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Salvar' }).click();
    const response = await saved;
    expect(response.status()).toBe(400);
    expect(response.request().headers()['accept-language']).toBe('pt-BR');
    await expect
      .poll(() => page.locator('[data-field="slug"] .field-error').innerText())
      .toBe('O campo Slug deve ter um valor válido');
    await page.locator('.toast', { hasText: 'Existem campos com erros de validação' }).waitFor();

    // Sign-in has its pt-BR twin too.
    await page.goto(`${site()}/pt-BR/sign-in`);
    await page.getByRole('heading', { name: 'Entrar' }).waitFor();
  });

  it('signs out, and the dashboard then sends to sign-in', async () => {
    await openScreen('/dashboard');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/sign-in$/);
    expect((await context.cookies()).filter((c) => /neo_session/.test(c.name))).toEqual([]);
    await page.goto(`${site()}/dashboard/category/list`);
    await page.waitForURL(/\/sign-in$/);
    expect(await page.evaluate(() => sessionStorage.getItem('dashboard.returnTo'))).toBe('/dashboard/category/list');
  });
});
