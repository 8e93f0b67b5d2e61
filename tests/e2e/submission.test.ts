/**
 * A project team's submission in Chromium against the whole local stack: the list links to the form, the form
 * sends, the confirmation arrives in the local inbox (maildev) and its link confirms, an administrator approves it
 * in the back-office and the listing is on the rebuilt site; a second one is rejected and its status page shows
 * the reason.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withInput } from '../../site/src/lib/api-client.ts';
import { ok, pageApi } from './api.ts';
import { launch, signInAs, site } from './browser.ts';
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
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`));
});
afterAll(async () => browser?.close());

const signIn = () => signInAs(page, ADMIN);

describe('public submission in Chromium', () => {
  it('submits from the dApps list, confirms by the mailed link, is approved and appears on the rebuilt site', async () => {
    await page.goto(`${site()}/dapps-overview`);
    await page.getByRole('link', { name: 'Submit a project or propose a change' }).click();
    await page.waitForURL(/\/submit\/?$/);
    await page.getByLabel('Name *').fill(title);
    await page.getByLabel('Short description *').fill('A swap for Neo N3 tokens, proposed in the end-to-end test.');
    await page.getByLabel('Website', { exact: true }).fill('https://tide.example.org');
    await page.locator('input[name="dappCategory"]').first().check();
    await page.getByLabel('Contracts', { exact: true }).fill(`Router, 0x${'cd'.repeat(20)}`);
    await page.getByLabel('Your e-mail *').fill(`team-${stamp}@tide.example`);
    await page.getByRole('button', { name: 'Send the proposal' }).click();
    const statusLink = page.getByRole('link', { name: 'Your status page' });
    await statusLink.waitFor();
    await statusLink.click();
    await expect
      .poll(() => page.locator('[data-status-state]').innerText())
      .toBe('Submitted (waiting for your confirmation)');

    await page.goto(await mailedLink(`team-${stamp}@tide.example`));
    await expect.poll(() => page.locator('[data-status-state]').innerText(), { timeout: 20_000 }).toBe('Confirmed');
    expect(new URL(page.url()).searchParams.get('confirm')).toBeNull();
    const statusPage = page.url();

    await signIn();
    await page.goto(`${site()}/dashboard/submissions?state=confirmed`);
    await page.getByRole('link', { name: title }).click();
    await expect.poll(() => page.getByTestId('submission-state').innerText()).toBe('In review');
    await page.getByLabel('shortDescription').fill('Tide Swap: a Neo N3 swap (edited by the administrator).');
    await page.getByRole('button', { name: 'Approve and publish' }).click();
    await expect
      .poll(async () => (await page.locator('.toast').allInnerTexts()).join(' | '), { timeout: 30_000 })
      .toContain('Approved');
    await expect.poll(() => page.getByTestId('submission-state').innerText(), { timeout: 20_000 }).toBe('Published');

    await expect
      .poll(async () => (await (await fetch(`${site()}/dapp-detailed/${slug}`)).text()).includes(title), {
        timeout: 150_000,
        interval: 2000,
      })
      .toBe(true);
    await page.goto(`${site()}/dapp-detailed/${slug}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await page.content()).toContain('edited by the administrator');
    await page.goto(statusPage);
    await expect.poll(() => page.locator('[data-status-state]').innerText()).toBe('Published');
    expect(await page.getByRole('link', { name: 'See it on the site' }).getAttribute('href')).toBe(
      `/dapp-detailed/${slug}`,
    );
    // The rebuild that publishes it may queue behind one an earlier test started: up to two builds (the poll above).
  }, 240_000);

  it('shows a rejected submission with the administrator’s reason', async () => {
    const email = `other-${stamp}@example.org`;
    await page.goto(`${site()}/submit`);
    const answer = await ok(
      pageApi(page).submissions.$post(
        withInput(
          {},
          {
            json: {
              email,
              proposal: {
                title: `Spam ${stamp}`,
                shortDescription: 'Not a Neo project.',
                websiteUrl: 'https://spam.example.org',
              },
            },
          },
        ),
      ),
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
