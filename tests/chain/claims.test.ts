/**
 * Claiming a listing on the local chains (issue 31): a contract deployed by a test account outside the product
 * (N3: the traffic counter deployed on the privnet and recorded by the N3 indexer's own code; Neo X: a contract
 * created on Hardhat by a fresh account), listed, then claimed through the API with that account's signature made as
 * the wallets make it (NeoLine's salted envelope with neon-js; EIP-191 with viem). Another account, an expired and a
 * replayed challenge are refused. The deployer is read from the chains: the indexer's record and the node.
 *
 * Then through the browser: the stack's built page of a listing with an N3 contract, its claim box pointed at the
 * listing above (its page is not in the stack's build: a rebuild takes minutes, and a privnet contract in the stack's
 * catalogue would change what tests/chain/figures.test.ts checks), the claim calls answered by this file's API app.
 * The dialog's real code runs in Chromium: the wallet adapter's signMessage on the privnet NeoLine
 * (wallet/neoline.ts) holding the deployer's key, then the API. The deployer is accepted (the dialog's success and
 * the catalogue snapshot's "Verified team"); another account is refused with the page's message in pt-BR; the answer
 * the browser sent, replayed, is refused. On Neo X, the creator signs through the test NeoLine's EIP-1193 provider
 * (tests/e2e/wallet/test-neoline-neox.ts) after picking the chain in the dialog.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { u, wallet } from '@cityofzion/neon-js';
import { createWalletClient, http, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { N3Rpc } from '../../chain/n3/rpc.ts';
import { neoXChain } from '../../chain/neox/client.ts';
import { NEOX_LOCAL_CHAIN_ID } from '../../local/neox/node.ts';
import { compileCounter, deployCounter } from '../../local/contracts/traffic/counter.ts';
import { ENTITIES } from '../../content-schema/registry.ts';
import { repository } from '../../functions/adapters/data/store.ts';
import { resetConfig } from '../../functions/config.ts';
import { createApp } from '../../functions/api/app.ts';
import { indexChunk } from '../../functions/domain/indexer/indexer.ts';
import { recordLifecycle } from '../../functions/domain/indexer/discovery.ts';
import { claimOfToken, issueChallenge } from '../../functions/domain/claims/claims.ts';
import { translator } from '../../functions/lib/i18n.ts';
import { startTestDatabase } from '../support/database.ts';
import { rpc } from '../support/hardhat.ts';
import { launch } from '../e2e/browser.ts';
import { installTestNeoLineNeoX } from '../e2e/wallet/test-neoline-neox.ts';
import { call, fundedAccount, n3 } from './support.ts';
import { connectNeoLine, open, walletPage } from './wallet/page.ts';

type Account = InstanceType<typeof wallet.Account>;
const app = createApp();
let db: Awaited<ReturnType<typeof startTestDatabase>>;
let address = 0;
const listings: Record<'n3' | 'neoX', number> = { n3: 0, neoX: 0 };
let n3Deployer: Account;
const neoXCreatorKey = generatePrivateKey();
const neoXCreator = privateKeyToAccount(neoXCreatorKey);
let browser: Browser | undefined;

async function post(path: string, body: unknown) {
  const res = await app.request(`/client${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${++address}` },
  });
  return { status: res.status, json: (await res.json()) as Record<string, any> };
}

/** NeoLine's `signMessage` answer: a salt, and the classic envelope of `salt ‖ message` signed. */
function neolineSign(account: Account, message: string) {
  const salt = u.ab2hexstring(u.generateRandomArray(16));
  const hex = u.str2hexstring(`${salt}${message}`);
  return {
    publicKey: account.publicKey,
    signature: wallet.sign(`010001f0${u.num2VarInt(hex.length / 2)}${hex}0000`, account.privateKey),
    salt,
  };
}

/** A listing with one contract `hash` on the chain tagged `tag`. */
async function listing(title: string, hash: string, tag: 'neo-n3' | 'neo-x') {
  const chain = await repository(ENTITIES['blockchain-version']).create({
    title: tag,
    tagName: tag,
    active: true,
    source: 'tests',
  });
  const dapp = await repository(ENTITIES.dapp).create({
    title,
    slug: title.toLowerCase().replace(/\W+/g, '-'),
    isDapp: true,
    shortDescription: 'Deployed outside the product.',
    active: true,
    private: false,
    dappCategory: [],
    dappBlockchainVersion: [chain.idBlockchainVersionPk],
    dappNntTag: [],
    dappToken: [],
    dappWallet: [],
    source: 'tests',
  });
  await repository(ENTITIES.contract).create({
    idDappFk: dapp.idDappPk,
    title,
    hash,
    order: 1,
    network: 'private',
    blockchainVersion: chain.idBlockchainVersionPk,
    emailNotifications: false,
    source: 'tests',
  });
  return Number(dapp.idDappPk);
}

beforeAll(async () => {
  db = await startTestDatabase();
  process.env.NEO_N3_RPC_URLS = n3().rpcUrl;
  process.env.NEO_X_RPC_URLS = inject('neoXRpcUrl');
  resetConfig();

  // N3: the counter deployed by a fresh account; the indexer's own code reads its block and records the Deploy.
  const { rpcUrl, magic } = n3();
  n3Deployer = await fundedAccount(0n, 50_00000000n);
  const deployed = await deployCounter(rpcUrl, magic, n3Deployer, await compileCounter());
  const { blockhash } = await call<{ blockhash: string }>('getrawtransaction', [deployed.log.txid, true]);
  const { index } = await call<{ index: number }>('getblock', [blockhash, true]);
  const node = new N3Rpc({ urls: rpcUrl });
  const { digest } = await indexChunk(node, 'tip', index, index + 1);
  await recordLifecycle(node, digest.lifecycle, false);
  listings.n3 = await listing('Outside Counter', deployed.hash, 'neo-n3');

  // Neo X: a contract created by a fresh account (runtime PUSH1 0 PUSH1 0 REVERT), signed locally, no node account.
  const url = inject('neoXRpcUrl');
  await rpc(url, 'hardhat_setBalance', [neoXCreator.address, '0x56BC75E2D63100000']);
  const client = createWalletClient({
    account: neoXCreator,
    chain: neoXChain([url], NEOX_LOCAL_CHAIN_ID),
    transport: http(url),
  });
  const tx = await client.sendTransaction({ data: '0x6460006000fd6000526005601bf3' as Hex });
  const receipt = await rpc<{ contractAddress: string }>(url, 'eth_getTransactionReceipt', [tx]);
  listings.neoX = await listing('Outside Neo X Contract', receipt.contractAddress, 'neo-x');
}, 300_000);

afterAll(async () => {
  await browser?.close();
  delete process.env.NEO_N3_RPC_URLS;
  delete process.env.NEO_X_RPC_URLS;
  resetConfig();
  await db?.close();
});

describe('claiming a listing with the deploying account', () => {
  it('N3: the deployer the indexer recorded is accepted once; another account, a replay and an expired challenge are refused', async () => {
    const issued = await post('/claims/challenge', { idDappPk: listings.n3, chain: 'n3', account: n3Deployer.address });
    expect(issued.status).toBe(201);
    const answer = { challengeId: issued.json.challengeId, ...neolineSign(n3Deployer, issued.json.message) };
    const claimed = await post('/claims', answer);
    expect(claimed.status, JSON.stringify(claimed.json)).toBe(201);
    expect(claimed.json.claim).toMatchObject({ chain: 'n3', account: n3Deployer.address });
    expect((await post('/claims', answer)).status).toBe(410);

    const stranger = new wallet.Account(wallet.generatePrivateKey());
    const other = await post('/claims/challenge', { idDappPk: listings.n3, chain: 'n3', account: stranger.address });
    const refused = await post('/claims', {
      challengeId: other.json.challengeId,
      ...neolineSign(stranger, other.json.message),
    });
    expect(refused.status).toBe(403);
    expect(refused.json.message).toMatch(/did not deploy/);

    const t = translator('en-US');
    const old = await issueChallenge(
      { idDappPk: listings.n3, chain: 'n3', account: n3Deployer.address },
      t,
      Date.now() - 11 * 60_000,
    );
    const expired = await post('/claims', { challengeId: old.challengeId, ...neolineSign(n3Deployer, old.message) });
    expect(expired.status).toBe(410);
    expect(expired.json.message).toMatch(/expired/);
  });

  it("Neo X: the contract's creator read from the node is accepted once; another account, a replay and an expired challenge are refused", async () => {
    const issued = await post('/claims/challenge', {
      idDappPk: listings.neoX,
      chain: 'neoX',
      account: neoXCreator.address,
    });
    expect(issued.status).toBe(201);
    const answer = {
      challengeId: issued.json.challengeId,
      signature: await neoXCreator.signMessage({ message: issued.json.message }),
    };
    const claimed = await post('/claims', answer);
    expect(claimed.status, JSON.stringify(claimed.json)).toBe(201);
    expect(claimed.json.claim).toMatchObject({ chain: 'neoX', account: neoXCreator.address });
    expect((await post('/claims', answer)).status).toBe(410);

    const stranger = privateKeyToAccount(generatePrivateKey());
    const other = await post('/claims/challenge', {
      idDappPk: listings.neoX,
      chain: 'neoX',
      account: stranger.address,
    });
    const refused = await post('/claims', {
      challengeId: other.json.challengeId,
      signature: await stranger.signMessage({ message: other.json.message }),
    });
    expect(refused.status).toBe(403);

    const t = translator('en-US');
    const old = await issueChallenge(
      { idDappPk: listings.neoX, chain: 'neoX', account: neoXCreator.address },
      t,
      Date.now() - 11 * 60_000,
    );
    const expired = await post('/claims', {
      challengeId: old.challengeId,
      signature: await neoXCreator.signMessage({ message: old.message }),
    });
    expect(expired.status).toBe(410);
  });
});

/**
 * Answer the page's claim calls (`/client/claims…`) with this file's API app, as the stack's API would (the page's
 * language, a client address of its own); answers the bodies the page sent, in order.
 */
async function claimsThroughTestApi(context: BrowserContext): Promise<string[]> {
  const sent: string[] = [];
  await context.route('**/client/claims**', async (route) => {
    const request = route.request();
    const body = request.postData() ?? '';
    sent.push(body);
    const res = await app.request(new URL(request.url()).pathname, {
      method: request.method(),
      body,
      headers: {
        'content-type': 'application/json',
        'accept-language': request.headers()['accept-language'] ?? 'en-US',
        'x-forwarded-for': `192.0.2.${++address}`,
      },
    });
    await route.fulfill({ status: res.status, contentType: 'application/json', body: await res.text() });
  });
  return sent;
}

/**
 * Open the Flamingo page in `locale`, point its claim box at the listing of `chain` above (offering both chains),
 * open the dialog, pick `chain` and connect NeoLine on it.
 */
async function openClaim(page: Page, locale: 'en-US' | 'pt-BR', chain: 'n3' | 'neoX' = 'n3') {
  await open(page, `${locale === 'pt-BR' ? '/pt-BR' : ''}/dapp-detailed/flamingo-finance`);
  await page.locator('[data-claim-listing]').evaluate((box, id) => {
    (box as HTMLElement).dataset.claimListing = String(id);
    (box as HTMLElement).dataset.chains = 'n3 neoX';
  }, listings[chain]);
  const words =
    locale === 'pt-BR'
      ? { open: 'É a equipe? Reivindique esta listagem', title: 'Reivindicar esta listagem' }
      : { open: 'Are you the team? Claim this listing', title: 'Claim this listing' };
  await page.getByRole('button', { name: words.open }).click();
  const dialog = page.getByRole('dialog', { name: words.title });
  await dialog.waitFor();
  const name = chain === 'n3' ? 'Neo N3' : 'Neo X';
  await dialog.getByRole('radio', { name }).check();
  await connectNeoLine(page, { locale, chain: name });
  return dialog;
}

describe('claiming through the browser with the privnet NeoLine', () => {
  beforeAll(async () => {
    browser = await launch();
  });

  it("the deployer's account signs in the dialog and is accepted; another account is refused in pt-BR; the browser's answer replayed is refused", async () => {
    const deployer = await walletPage(browser!, n3Deployer);
    try {
      const sent = await claimsThroughTestApi(deployer.context);
      const dialog = await openClaim(deployer.page, 'en-US');
      await dialog.getByLabel('E-mail for changes (optional)').fill('team@example.org');
      await dialog.getByRole('button', { name: 'Sign and claim' }).click();
      const token = dialog.getByLabel('Your claim token');
      await token.waitFor();
      const claimToken = await token.inputValue();
      expect(claimToken).toMatch(/^[0-9a-f]{64}$/);
      // The token the dialog shows is the recorded claim's, with the e-mail typed in.
      expect(await claimOfToken(listings.n3, claimToken)).toMatchObject({
        account: n3Deployer.address,
        email: 'team@example.org',
      });
      expect(await dialog.locator('.claim-done').innerText()).toContain('Claimed.');
      // What the listing's page shows after the next build: the catalogue snapshot's claim.
      const snapshot = (await (await app.request('/client/snapshot/catalogue')).json()) as {
        dapps: { idDappPk: number; claim?: { account: string; chain: string } }[];
      };
      expect(snapshot.dapps.find((d) => d.idDappPk === listings.n3)?.claim).toMatchObject({
        chain: 'n3',
        account: n3Deployer.address,
      });
      // The wallet's answer the page sent, sent again: the challenge served once.
      const answer = JSON.parse(sent.at(-1)!) as Record<string, unknown>;
      expect(answer).toMatchObject({ publicKey: n3Deployer.publicKey, salt: expect.any(String) });
      const replayed = await post('/claims', answer);
      expect(replayed.status).toBe(410);
      expect(replayed.json.message).toMatch(/already used/);
    } finally {
      await deployer.close();
    }

    const stranger = await walletPage(browser!, new wallet.Account(wallet.generatePrivateKey()));
    try {
      await claimsThroughTestApi(stranger.context);
      const dialog = await openClaim(stranger.page, 'pt-BR');
      await dialog.getByRole('button', { name: 'Assinar e reivindicar' }).click();
      const alert = dialog.getByRole('alert');
      await alert.waitFor();
      expect(await alert.innerText()).toBe(
        'A reivindicação não foi concluída: Esta conta não implantou nenhum dos contratos desta listagem.',
      );
      expect(await dialog.getByLabel('Seu token de reivindicação').count()).toBe(0);
    } finally {
      await stranger.close();
    }
  });

  it("Neo X: the contract's creator signs with NeoLine (EIP-191) in the dialog and is accepted", async () => {
    const context = await browser!.newContext({ viewport: { width: 1280, height: 1100 } });
    try {
      await installTestNeoLineNeoX(context, { rpcUrl: inject('neoXRpcUrl'), privateKey: neoXCreatorKey });
      await claimsThroughTestApi(context);
      const page = await context.newPage();
      const dialog = await openClaim(page, 'en-US', 'neoX');
      await dialog.getByRole('button', { name: 'Sign and claim' }).click();
      const token = dialog.getByLabel('Your claim token');
      await token.waitFor();
      expect(await claimOfToken(listings.neoX, await token.inputValue())).toMatchObject({
        chain: 'neoX',
        account: neoXCreator.address,
      });
    } finally {
      await context.close();
    }
  });
});
