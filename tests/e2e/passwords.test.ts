/**
 * The back-office's password flows in Chromium against the whole local stack (SPEC §3): the change-password dialog
 * (a wrong current password said beside its field, a confirmation that does not match refused before sending, a
 * change that closes the dialog and from then on signs in) and recovery (the mailed link opens the reset page, which
 * signs in and opens the dashboard; the same link refused the second time). They use an administrator of their own,
 * so the administrator of the other browser tests keeps his password.
 */
import { createHash } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInToken } from './api.ts';
import { launch, signInAs, site } from './browser.ts';
import { mailedLink } from './mail.ts';
import { ADMIN } from './global-setup.ts';

const sha = (text: string) => createHash('sha256').update(text).digest('hex');
const USER = { email: `e2e-passwords-${Date.now()}@example.org`, password: 'First-Pass-2026' };

let browser: Browser;
const pageErrors: string[] = [];

/** A page in a context of its own (no session), its script errors collected. */
async function freshPage(): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`));
  return page;
}

/** Whether `password` signs `USER` in through the API (the dashboard's own request). */
const signsIn = (password: string) =>
  fetch(`${site()}/client/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: USER.email, password: sha(password) }),
  }).then((res) => res.status === 200);

beforeAll(async () => {
  const token = await signInToken(ADMIN);
  const created = await fetch(`${site()}/client/user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ email: USER.email, fullName: 'E2E Passwords', password: sha(USER.password) }),
  });
  expect(created.status, await created.text()).toBe(200);
  browser = await launch();
});
afterAll(async () => browser?.close());

describe('passwords in Chromium', () => {
  it('changes the password from the dashboard: errors beside their fields, then the new password signs in', async () => {
    const page = await freshPage();
    await signInAs(page, USER);

    await page.getByRole('button', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change your password' });
    await dialog.getByLabel('Current password', { exact: true }).fill('Not-The-Password-1');
    await dialog.getByLabel('New password', { exact: true }).fill('Changed-Pass-2026');
    await dialog.getByLabel('Confirm password', { exact: true }).fill('Changed-Pass-2026');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect
      .poll(() => dialog.getByLabel('Current password', { exact: true }).getAttribute('aria-invalid'), {
        timeout: 10_000,
      })
      .toBe('true');
    await expect.poll(() => dialog.innerText()).toContain('The current password is incorrect.');
    expect(await signsIn(USER.password)).toBe(true);

    await dialog.getByLabel('Current password', { exact: true }).fill(USER.password);
    await dialog.getByLabel('Confirm password', { exact: true }).fill('Changed-Pass-2027');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect
      .poll(() => dialog.getByLabel('Confirm password', { exact: true }).getAttribute('aria-invalid'))
      .toBe('true');
    expect(await dialog.isVisible()).toBe(true);

    await dialog.getByLabel('Confirm password', { exact: true }).fill('Changed-Pass-2026');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 10_000 });
    expect(await signsIn('Changed-Pass-2026')).toBe(true);
    expect(await signsIn(USER.password)).toBe(false);
    USER.password = 'Changed-Pass-2026';
    expect(pageErrors).toEqual([]);
  });

  it('recovers by the mailed link: the reset page signs in and opens the dashboard; the link works once', async () => {
    const page = await freshPage();
    const asked = Date.now() - 1000;
    await page.goto(`${site()}/password/recover`);
    await page.locator('input[type="email"]').fill(USER.email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect.poll(() => page.locator('main').innerText(), { timeout: 10_000 }).toContain('E-mail sent');
    const resetPath = new URL(await mailedLink(USER.email, asked)).pathname;
    expect(resetPath).toMatch(/^\/password\/reset\/[0-9a-f]{64}$/);

    await page.goto(site() + resetPath);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill('Reset-Pass-2026');
    await page.getByLabel('Confirm password', { exact: true }).fill('Reset-Pass-2026');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.waitForURL(/\/dashboard$/, { timeout: 15_000 });
    expect(await signsIn('Reset-Pass-2026')).toBe(true);
    expect(await signsIn(USER.password)).toBe(false);

    const again = await freshPage();
    await again.goto(site() + resetPath);
    await again.getByLabel('New password', { exact: true }).fill('Other-Pass-2026');
    await again.getByLabel('Confirm password', { exact: true }).fill('Other-Pass-2026');
    await again.getByRole('button', { name: 'Save the new password' }).click();
    await expect
      .poll(() => again.locator('body').innerText(), { timeout: 10_000 })
      .toContain('This reset link is invalid or has expired. Ask for a new one.');
    expect(new URL(again.url()).pathname).toBe(resetPath);
    expect(await signsIn('Reset-Pass-2026')).toBe(true);
    expect(pageErrors).toEqual([]);
  });
});
