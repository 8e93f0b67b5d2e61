/**
 * A project team's submission in Chromium against the whole local stack (issues 18, 31): "List your project" in
 * the header leads to the form; a wrong field gets its message beside it (what was typed stays); the logo goes
 * through the crop step; the sent form gives way to the status link; the confirmation arrives in the local inbox
 * (maildev) and its link confirms; the back-office menu counts it as pending, the review screen shows labels, chips
 * and the logo, and an administrator approves it by keyboard; the listing is on the rebuilt site with every field
 * given, in pt-BR with the team's Portuguese text and English fallbacks marked lang="en"; a second one is rejected
 * and its status page shows the reason. axe on the form and the review screen in both themes.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, pageApi } from './api.ts';
import { seriousViolations } from './axe.ts';
import { consentedContext, launch, signInAs, site } from './browser.ts';
import { mailedLink } from './mail.ts';
import { ADMIN } from './global-setup.ts';

let browser: Browser;
let page: Page;
const pageErrors: string[] = [];
const stamp = Date.now().toString(36);
const title = `Tide Swap ${stamp}`;
const slug = `tide-swap-${stamp}`;

beforeAll(async () => {
  browser = await launch();
  page = await (await consentedContext(browser)).newPage();
  page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`));
});
afterAll(async () => browser?.close());

const signIn = () => signInAs(page, ADMIN);

/** axe's serious and critical violations in the light and in the dark theme. */
async function axeBothThemes(): Promise<string[]> {
  const found: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    found.push(...(await seriousViolations(page)).map((v) => `${colorScheme}: ${v}`));
  }
  await page.emulateMedia({ colorScheme: null });
  return found;
}

/** A 512 px square PNG drawn by the browser (the logo the team picks). */
async function logoPng(): Promise<Buffer> {
  const data = await page.evaluate(() => {
    const canvas = Object.assign(document.createElement('canvas'), { width: 512, height: 512 });
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#0a7';
    g.fillRect(0, 0, 512, 512);
    return canvas.toDataURL('image/png').split(',')[1]!;
  });
  return Buffer.from(data, 'base64');
}

describe('public submission in Chromium', () => {
  it('goes from the header link through field errors and the crop step to a published listing with every field, in both languages', async () => {
    await page.goto(`${site()}/`);
    await page.getByRole('banner').getByRole('link', { name: 'List your project' }).click();
    await page.waitForURL(/\/submit\/?$/);
    expect(await page.locator('footer').getByRole('link', { name: 'List your project' }).count()).toBe(1);

    await page.getByLabel('Name *').fill(title);
    await page
      .getByLabel('Short description *', { exact: true })
      .fill('A swap for Neo N3 tokens, proposed in the end-to-end test.');
    await page.getByLabel('Website', { exact: true }).fill('tide.example.org');
    await page.getByLabel('Your e-mail *').fill(`team-${stamp}@tide.example`);
    await page.getByRole('button', { name: 'Send the proposal' }).click();
    const websiteError = page.locator('#submit-websiteUrl-error');
    await websiteError.waitFor();
    expect(await websiteError.innerText()).not.toMatch(/websiteUrl|proposal\./);
    expect(await page.getByLabel('Website', { exact: true }).getAttribute('aria-describedby')).toContain(
      'submit-websiteUrl-error',
    );
    expect(await page.getByLabel('Name *').inputValue()).toBe(title);
    expect(await axeBothThemes()).toEqual([]);

    await page.getByLabel('Website', { exact: true }).fill('https://tide.example.org');
    await page
      .getByLabel('Short description in Portuguese (pt-BR)')
      .fill('Uma troca de tokens da Neo N3, proposta no teste.');
    await page.getByLabel('Description', { exact: true }).fill('Tide Swap routes swaps through its own pools.');
    await page.getByLabel('Documentation', { exact: true }).fill('https://docs.tide.example.org');
    await page.getByLabel('Company or team').fill('Tide Labs');
    const category = page.locator('input[name="dappCategory"]').first();
    await category.check();
    const categoryName = (await category.locator('xpath=..').innerText()).trim();
    await page.locator('input[name="dappBlockchainVersion"]').first().check();
    await page.locator('[data-social]').first().fill('https://x.com/tide-swap');
    await page.getByLabel('Contracts', { exact: true }).fill(`Router, 0x${'cd'.repeat(20)}`);
    await page.getByLabel('Source repositories').fill('https://github.com/tide-example/swap');
    await page
      .getByLabel('Logo', { exact: true })
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await logoPng() });
    await page.getByRole('dialog').getByRole('button', { name: 'Use this crop' }).click();
    await page.locator('[data-logo-preview] img').waitFor();
    await page.getByRole('button', { name: 'Send the proposal' }).click();
    await page.getByRole('heading', { name: 'Proposal sent' }).waitFor();
    expect(await page.locator('main form').count()).toBe(0);
    const statusLink = page.getByRole('link', { name: 'Your status page' });
    await statusLink.click();
    await expect
      .poll(() => page.locator('[data-status-state]').innerText())
      .toBe('Submitted (waiting for your confirmation)');

    await page.goto(await mailedLink(`team-${stamp}@tide.example`));
    await expect.poll(() => page.locator('[data-status-state]').innerText(), { timeout: 20_000 }).toBe('Confirmed');
    expect(new URL(page.url()).searchParams.get('confirm')).toBeNull();
    const statusPage = page.url();

    await signIn();
    await expect
      .poll(() => page.getByTestId('pending-submissions').innerText(), { timeout: 20_000 })
      .toMatch(/^\s*[1-9]\d*/);
    await page.goto(`${site()}/dashboard/submissions?state=confirmed`);
    await page.getByRole('link', { name: title }).click();
    await expect.poll(() => page.getByTestId('submission-state').innerText()).toBe('In review');
    const diff = page.getByRole('table', { name: 'Proposal against the live record' });
    await expect.poll(() => diff.locator('.chip').allInnerTexts()).toContain(categoryName);
    expect(await diff.getByRole('rowheader', { name: 'Logo' }).count()).toBe(1);
    await diff.getByRole('img', { name: 'Proposed logo' }).waitFor();
    expect(await axeBothThemes()).toEqual([]);
    await page
      .getByLabel('Short description', { exact: true })
      .fill('Tide Swap: a Neo N3 swap (edited by the administrator).');
    await page.keyboard.press('Alt+Shift+A');
    await expect
      .poll(async () => (await page.locator('.toast').allInnerTexts()).join(' | '), { timeout: 30_000 })
      .toContain('Approved');
    await expect.poll(() => page.getByTestId('submission-state').innerText(), { timeout: 20_000 }).toBe('Published');

    await expect
      .poll(async () => (await (await fetch(`${site()}/dapp-detailed/${slug}`)).text()).includes(title), {
        timeout: 240_000,
        interval: 2000,
      })
      .toBe(true)
      .catch(async (error: Error) => {
        const status = await page.evaluate(() => fetch('/client/site/status').then((r) => r.text()));
        throw new Error(`${error.message}; site status: ${status}`);
      });
    await page.goto(`${site()}/dapp-detailed/${slug}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const main = await page.locator('main').innerText();
    for (const shown of [
      'edited by the administrator',
      'Tide Swap routes swaps through its own pools.',
      'tide.example.org',
      'docs.tide.example.org',
      'Tide Labs',
      categoryName,
      'x.com/tide-swap',
      `0x${'cd'.repeat(20)}`,
      'github.com/tide-example/swap',
    ])
      expect(main, shown).toContain(shown);
    expect(await page.locator('main .title-row img').count(), 'the logo, not a monogram').toBe(1);

    await page.goto(`${site()}/pt-BR/dapp-detailed/${slug}`);
    const lead = page.locator('main .lead[data-description]');
    expect(await lead.innerText()).toBe('Uma troca de tokens da Neo N3, proposta no teste.');
    expect(await lead.getAttribute('lang')).toBeNull();
    const about = page.locator('main [data-description]').nth(1);
    expect(await about.innerText()).toBe('Tide Swap routes swaps through its own pools.');
    expect(await about.getAttribute('lang')).toBe('en');

    await page.goto(statusPage);
    await expect.poll(() => page.locator('[data-status-state]').innerText()).toBe('Published');
    expect(await page.getByRole('link', { name: 'See it on the site' }).getAttribute('href')).toBe(
      `/dapp-detailed/${slug}`,
    );
    // The rebuild that publishes it may queue behind one an earlier test started: up to two builds (the poll above).
  }, 400_000);

  it('shows a catalogue dApp in pt-BR with the site’s Portuguese description, said to be its translation', async () => {
    await page.goto(`${site()}/pt-BR/dapp-detailed/flamingo-finance`);
    const lead = page.locator('main .lead[data-description]');
    expect(await lead.innerText()).toMatch(/^Protocolo DeFi na Neo N3/);
    expect(await lead.getAttribute('lang')).toBeNull();
    expect(await page.locator('main').innerText()).toContain('Traduzido por este site');
  });

  it('shows a rejected submission with the administrator’s reason', async () => {
    const email = `other-${stamp}@example.org`;
    await page.goto(`${site()}/submit`);
    const answer = await ok(
      pageApi(page).submissions.$post({
        json: {
          email,
          proposal: {
            title: `Spam ${stamp}`,
            shortDescription: 'Not a Neo project.',
            websiteUrl: 'https://spam.example.org',
          },
        },
      }),
    );
    const confirmLink = await mailedLink(email);
    await page.goto(confirmLink);
    await expect.poll(() => page.locator('[data-status-state]').innerText(), { timeout: 20_000 }).toBe('Confirmed');
    if (!(await pageApi(page).auth.$get()).ok) await signIn();
    await page.goto(`${site()}/dashboard/submissions/${answer.id}`);
    await page.getByLabel('Reason for a rejection (shown to the submitter)').fill('The website does not mention Neo.');
    await page.getByRole('button', { name: 'Reject' }).click();
    await expect.poll(() => page.getByTestId('submission-state').innerText(), { timeout: 20_000 }).toBe('Rejected');
    await page.goto(`${site()}/submit/status/?token=${answer.statusToken}`);
    await expect
      .poll(() => page.locator('[data-status-reason]').innerText())
      .toBe('Reason given by the administrator: The website does not mention Neo.');
    expect(pageErrors).toEqual([]);
  });
});
