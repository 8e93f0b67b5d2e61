/**
 * Browser helpers of the chain-backed wallet tests: a fresh browser context per test with the privnet NeoLine
 * (wallet/neoline.ts) signing as a given account, and the steps a visitor takes in the wallet area (connect, confirm a
 * transaction dialog, read its outcome). Page errors fail the test that caused them.
 */
import type { wallet } from '@cityofzion/neon-js';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { openHydrated } from '../../e2e/browser.ts';
import { n3 } from '../support.ts';
import { installPrivnetNeoLine, type PrivnetNeoLine } from './neoline.ts';

export interface WalletPage {
  context: BrowserContext;
  page: Page;
  neoline: PrivnetNeoLine;
  errors: string[];
  close(): Promise<void>;
}

/** A new context and page whose NeoLine signs as `account` on `node` (default: the shared privnet). */
export async function walletPage(
  browser: Browser,
  account: InstanceType<typeof wallet.Account>,
  node = n3(),
): Promise<WalletPage> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 1100 } });
  const neoline = await installPrivnetNeoLine(context, account, node);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return {
    context,
    page,
    neoline,
    errors,
    async close() {
      await context.close();
      expect(errors).toEqual([]);
    },
  };
}

export const open = (page: Page, path: string) => openHydrated(page, path);

/** Connect the N3 wallet with NeoLine from the wallet bar and wait for the success notice. */
export async function connectNeoLine(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Neo N3 wallet' }).click();
  await page
    .getByRole('dialog', { name: /Connect a Neo N3 wallet/ })
    .getByRole('button', { name: 'NeoLine' })
    .click();
  await page.getByText('Wallet connected').waitFor();
}

/** On /my-wallet: connect and wait until the account's balances are shown. */
export async function connectAccount(page: Page, address: string): Promise<void> {
  await connectNeoLine(page);
  await page.getByRole('heading', { name: `Neo N3 account ${address}` }).waitFor();
  await page.getByRole('heading', { name: 'Balances' }).waitFor();
}

export const txDialog = (page: Page) => page.locator('dialog.wallet-modal[open]');

/** Wait for the review's fees, then Confirm. */
export async function confirm(page: Page): Promise<void> {
  const dialog = txDialog(page);
  await dialog.getByText('Network fee').waitFor();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
}

/** The outcome the dialog ends in (`data-outcome`) and its text. */
export async function outcome(page: Page, timeout = 30_000): Promise<{ outcome: string | null; text: string }> {
  const box = txDialog(page).locator('[data-outcome]');
  await box.waitFor({ timeout });
  return { outcome: await box.getAttribute('data-outcome'), text: await box.innerText() };
}
