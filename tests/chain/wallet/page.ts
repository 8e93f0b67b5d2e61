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

/** The wallet bar's words the tests press and wait for, in each language of the site. */
const BAR_WORDS = {
  'en-US': { open: 'Connect {chain} wallet', dialog: 'Connect a {chain} wallet', connected: 'Wallet connected' },
  'pt-BR': {
    open: 'Conectar carteira {chain}',
    dialog: 'Conectar uma carteira {chain}',
    connected: 'Carteira conectada',
  },
};

/**
 * Connect the `chain` wallet (default Neo N3) with NeoLine from the wallet bar of a page in `locale` (default en-US)
 * and wait for the success notice.
 */
export async function connectNeoLine(
  page: Page,
  { chain = 'Neo N3', locale = 'en-US' }: { chain?: 'Neo N3' | 'Neo X'; locale?: keyof typeof BAR_WORDS } = {},
): Promise<void> {
  const words = BAR_WORDS[locale];
  await page.getByRole('button', { name: words.open.replace('{chain}', chain) }).click();
  await page
    .getByRole('dialog', { name: new RegExp(words.dialog.replace('{chain}', chain)) })
    .getByRole('button', { name: 'NeoLine' })
    .click();
  await page.locator('.wallet-toaster .toast').filter({ hasText: words.connected }).first().waitFor();
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
