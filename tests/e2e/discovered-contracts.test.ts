/**
 * The back-office's discovered contracts in Chromium against the whole local stack: a contract the N3 indexer
 * recorded (stored as discovery.ts stores it; this stack runs no chain) is listed with its manifest facts, attached
 * to a dApp in one action (a public contract record), and in pt-BR the token conversion, which needs a node, is
 * refused with the API's message in Portuguese. (The conversion against a real node: tests/chain/indexer.test.ts.)
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { withDatabase } from '../../local/stack/database.ts';
import { putDocument } from '../../functions/adapters/data/documents.ts';
import { DISCOVERED_DOCS, type DiscoveredContract } from '../../functions/domain/indexer/discovery.ts';
import { ok, pageApi } from './api.ts';
import { launch, signInAs, site } from './browser.ts';
import { ADMIN } from './global-setup.ts';

let browser: Browser;
let page: Page;
const pageErrors: string[] = [];
const HASH = '0x' + '7e'.repeat(20);
const tx = '0x' + '3'.repeat(64);
const record: DiscoveredContract = {
  hash: HASH,
  name: 'E2E discovered token',
  supportedStandards: ['NEP-17'],
  methods: ['symbol', 'decimals', 'totalSupply', 'balanceOf', 'transfer'],
  deployer: '0x' + '4'.repeat(40),
  deployedAt: '2026-11-24T09:30:00.000Z',
  deployedBlock: 4321,
  deployTx: tx,
  events: [{ event: 'Deploy', block: 4321, at: '2026-11-24T09:30:00.000Z', tx, notified: true }],
  destroyed: false,
  mailed: true,
};

/** One page of `entity`'s records, read from the page with its session cookie. */
const list = (entity: string, query: Record<string, string>) =>
  ok(pageApi(page)[':entity'].$get({ param: { entity }, query }));

beforeAll(async () => {
  await withDatabase(inject('dataDir'), () => putDocument(DISCOVERED_DOCS, HASH, record));
  browser = await launch();
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`));
  await signInAs(page, ADMIN);
});
afterAll(async () => browser?.close());

describe('discovered contracts screen', () => {
  it('lists a discovered contract with its facts and attaches it to a dApp in one action', async () => {
    await page.getByRole('link', { name: 'Discovered contracts' }).click();
    await page.locator('h1#screen-title', { hasText: 'Discovered contracts' }).waitFor();
    const row = page.locator(`tr[data-discovered="${HASH}"]`);
    await row.waitFor();
    const text = await row.innerText();
    for (const fact of ['E2E discovered token', HASH, 'NEP-17', 'transfer', '0x' + '4'.repeat(40), 'block 4321'])
      expect(text).toContain(fact);
    const dapp = (await list('dapp', { pageSize: '1' })).items[0]!;
    await row.getByLabel('dApp to attach E2E discovered token to').selectOption(String(dapp.idDappPk));
    await row.getByRole('button', { name: 'Attach E2E discovered token to the chosen dApp' }).click();
    await page.locator('.toast', { hasText: 'Contract attached to the dApp' }).waitFor();
    await row.getByRole('link', { name: 'Contract record' }).waitFor();
    const contracts = await list('contract', { query: HASH });
    expect(contracts.items.find((c) => c.hash === HASH)).toMatchObject({
      idDappFk: dapp.idDappPk,
      title: 'E2E discovered token',
    });
    expect(pageErrors).toEqual([]);
  });

  it('in pt-BR, says why the token conversion cannot run here (no N3 node configured)', async () => {
    await page.goto(`${site()}/pt-BR/dashboard/discovered-contracts`);
    await page.locator('h1#screen-title', { hasText: 'Contratos descobertos' }).waitFor();
    await page.locator(`tr[data-discovered="${HASH}"]`).getByRole('button', { name: 'Publicar como token' }).click();
    await page.locator('.toast-error', { hasText: 'Nenhum nó Neo N3 está configurado' }).waitFor();
    expect(pageErrors).toEqual([]);
  });
});
