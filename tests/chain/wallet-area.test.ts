/**
 * The wallet area (/my-wallet) in Chromium against the local N3 privnet, with a NeoLine that signs with neon-js and
 * sends to the node (wallet/neoline.ts). Every test has its own freshly funded account, and checks what the node
 * says after the visitor's action: balances, unclaimed GAS, NeoToken's account state.
 */
import { wallet } from '@cityofzion/neon-js';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { NATIVE } from '../../chain/n3/native.ts';
import {
  COMMITTEE_PUBLIC_KEY,
  committeeAccount,
  committeeMultisig,
  demoAccount,
  voterAccount,
} from '../../local/privnet/keys.ts';
import { preparePrivnet } from '../../local/privnet/fund.ts';
import { startN3Privnet } from '../../local/privnet/node.ts';
import { invoke, transferCall, waitForApplicationLog } from '../../local/privnet/send.ts';
import { formatUnits, parseUnits } from '../../site/src/wallets/amounts.ts';
import { horizontalOverflow, launch, openBeforeHydration, site } from '../e2e/browser.ts';
import { rpc } from '../support/hardhat.ts';
import { createPublicClient, http, toHex, type Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { NEOX_CONTRACTS } from '../../chain/config.ts';
import { installTokenStandIn, sendTokenCall, TOKEN_STAND_IN_ABI } from '../../local/neox/token.ts';
import { compileCollection, mintCall, nftTransferCall } from '../../local/contracts/traffic/collection.ts';
import { deployCounter } from '../../local/contracts/traffic/counter.ts';
import { balanceOf, call, drainGas, feesOf, fundedAccount, n3, unclaimedGas, voteOf, waitBlocks } from './support.ts';
import { confirm, connectAccount, open, outcome, txDialog, walletPage } from './wallet/page.ts';

const GAS = 100_000_000n;
/** One entry of getnep17transfers' `sent` or `received` (TokenTracker): `timestamp` in ms, `amount` in the smallest unit. */
interface Transfer {
  timestamp: number;
  assethash: string;
  amount: string;
  blockindex: number;
  transfernotifyindex: number;
  txhash: string;
}
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

describe('watch-only on a privnet address', () => {
  it("keeps an address typed before the page's script ran, and watches it", async () => {
    const demo = demoAccount();
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const { hydrate } = await openBeforeHydration(page, '/my-wallet', 'MyWalletApp');
      const input = page.locator('input[name="address"]');
      await input.fill(demo.address);
      await hydrate();
      expect(await input.inputValue()).toBe(demo.address);
      await input.press('Enter');
      await page.getByText('Watch-only: connect a wallet to claim, vote, swap or wrap.').waitFor();
      expect(new URL(page.url()).searchParams.get('address')).toBe(demo.address);
    } finally {
      await context.close();
    }
  });

  it("shows the demo address's real balances and unclaimed GAS, disables every action, and says the network plainly", async () => {
    const demo = demoAccount();
    const w = await walletPage(browser, new wallet.Account(wallet.generatePrivateKey()));
    try {
      const { page } = w;
      const [neo, gas, unclaimedBefore] = await Promise.all([
        balanceOf(demo.address, NATIVE.NEO),
        balanceOf(demo.address, NATIVE.GAS),
        unclaimedGas(demo.address),
      ]);
      await open(page, `/my-wallet?address=${demo.address}`);
      expect(await page.locator('[data-network="privnet"]').innerText()).toContain('Local private network');
      await page.getByText('Watch-only: connect a wallet to claim, vote, swap or wrap.').waitFor();
      const rows = page.locator('table.wallet-table tbody tr');
      await rows.first().waitFor();
      expect(await rows.filter({ hasText: /^NEO/ }).locator('td').first().innerText()).toBe(formatUnits(neo, 0));
      expect(await rows.filter({ hasText: /^GAS/ }).locator('td').first().innerText()).toBe(formatUnits(gas, 8));
      // Money only where it is money (issue #32): privnet NEO and GAS have no price and no value, and the card says why.
      const balances = page.locator('#balances-title').locator('xpath=..');
      await balances.getByText('Assets of a local or test network have no market value').waitFor();
      expect(await balances.innerText()).not.toMatch(/\$|USDT/);
      for (const symbol of ['NEO', 'GAS'])
        expect(await page.locator(`[data-figure="wallet.price-${symbol}"]`).innerText()).toBe('—');
      // Unclaimed GAS grows every block: what the page read lies between the node's answers before and after.
      const shown = parseUnits(await page.locator('#claim-title + .wallet-figure .mono').innerText(), 8)!;
      const unclaimedAfter = await unclaimedGas(demo.address);
      expect(shown).toBeGreaterThanOrEqual(unclaimedBefore);
      expect(shown).toBeLessThanOrEqual(unclaimedAfter);
      // Watch-only has no action form at all (issue 28): no field, choice or action button in the account's cards
      // (Copy and the history's pages are not actions), and the panel's own connect button instead.
      const panel = page.locator('[data-chain="n3"][data-mode="watch"]');
      await panel.locator('#vote-title').waitFor();
      expect(await panel.locator('section.card :is(input, select)').count()).toBe(0);
      expect(await panel.locator('section.card button:not(.wallet-copy, .wallet-pager button)').count()).toBe(0);
      for (const title of ['Wrap and unwrap bNEO', 'Swap NEO for GAS'])
        expect(await panel.getByRole('heading', { name: title }).count()).toBe(0);
      expect(
        await panel
          .locator('[data-watch-only]')
          .getByRole('button', { name: /Connect/ })
          .isEnabled(),
      ).toBe(true);
      // The account's cards fit a 320 px phone: the page does not scroll sideways.
      await page.setViewportSize({ width: 320, height: 800 });
      let fit = await horizontalOverflow(page);
      expect(fit.extra, fit.culprits.join('; ')).toBe(0);
      // An invalid address is refused; a Neo X address of the local Neo X node shows the GAS the node reports.
      const input = page.locator('input[name="address"]');
      await input.fill('not-an-address');
      await input.press('Enter');
      await page.getByText(/Invalid address/).waitFor();
      const [neoXAccount] = await rpc<string[]>(inject('neoXRpcUrl'), 'eth_accounts');
      const wei = BigInt(await rpc<string>(inject('neoXRpcUrl'), 'eth_getBalance', [neoXAccount, 'latest']));
      await input.fill(neoXAccount!);
      await input.press('Enter');
      await page.getByRole('heading', { name: new RegExp(`Neo X account ${neoXAccount}`, 'i') }).waitFor();
      const neoXGas = page.locator('[data-chain="neoX"] table tr').filter({ hasText: /^GAS/ }).locator('td').first();
      await neoXGas.waitFor();
      expect(await neoXGas.innerText()).toBe(formatUnits(wei, 18));
      fit = await horizontalOverflow(page);
      expect(fit.extra, fit.culprits.join('; ')).toBe(0);
      await page.goto(`${site()}/pt-BR/my-wallet`);
      expect(await page.locator('[data-network="privnet"]').innerText()).toContain('Rede privada local');
      // On the Portuguese page the same balances are written the Portuguese way (1.234,5): '1,234.5' would read as
      // one point two three four.
      await open(page, `/pt-BR/my-wallet?address=${demo.address}`);
      await rows.first().waitFor();
      const gasPt = rows.filter({ hasText: /^GAS/ }).locator('td').first();
      expect(await rows.filter({ hasText: /^NEO/ }).locator('td').first().innerText()).toBe(
        formatUnits(neo, 0, { locale: 'pt-BR' }),
      );
      expect(await gasPt.innerText()).toBe(formatUnits(gas, 8, { locale: 'pt-BR' }));
    } finally {
      await w.close();
    }
  });

  it("an outside account's NEP-17 transfers: the holdings are the node's getnep17balances, the history its getnep17transfers, and the address is kept across a reload", async () => {
    // The chain support code, not the site's: the committee funds the watched account, another account pays it GAS,
    // and the watched account sends NEO back (its GAS reward is minted, its fees burnt: in and out, mint and burn).
    const watched = await fundedAccount(5n, 3n * GAS);
    const outsider = await fundedAccount(0n, 5n * GAS);
    const { rpcUrl, magic } = n3();
    await invoke(
      rpcUrl,
      magic,
      [transferCall(NATIVE.GAS, outsider.address, watched.address, 150_000_000n)],
      [{ account: outsider }],
    );
    await invoke(
      rpcUrl,
      magic,
      [transferCall(NATIVE.NEO, watched.address, outsider.address, 2n)],
      [{ account: watched }],
    );
    const w = await walletPage(browser, new wallet.Account(wallet.generatePrivateKey()));
    try {
      const { page } = w;
      await open(page, `/my-wallet?address=${watched.address}`);
      const panel = page.locator('[data-chain="n3"][data-mode="watch"]');
      const holdings = panel.locator('.wallet-holdings tbody tr');
      await holdings.first().waitFor();
      const { balance } = await call<{
        balance: { assethash: string; amount: string; symbol: string; decimals: string }[];
      }>('getnep17balances', [watched.address]);
      for (const b of balance.filter((b) => BigInt(b.amount) > 0n)) {
        const row = holdings.filter({ has: page.getByRole('rowheader', { name: b.symbol, exact: true }) });
        expect(await row.locator('td').first().innerText(), b.symbol).toBe(
          formatUnits(BigInt(b.amount), Number(b.decimals)),
        );
      }
      // The history's newest rows, one per Transfer notification, in the node's order: newest first.
      const now = Date.now();
      const answer = await call<{ sent: Transfer[]; received: Transfer[] }>('getnep17transfers', [
        watched.address,
        now - 30 * 24 * 3600 * 1000,
        now + 60_000,
      ]);
      const symbols = new Map([
        [NATIVE.NEO.toLowerCase(), { symbol: 'NEO', decimals: 0 }],
        [NATIVE.GAS.toLowerCase(), { symbol: 'GAS', decimals: 8 }],
      ]);
      const expected = [
        ...answer.sent.map((t) => ({ ...t, sign: '−' })),
        ...answer.received.map((t) => ({ ...t, sign: '+' })),
      ]
        .sort(
          (a, b) =>
            b.timestamp - a.timestamp || b.blockindex - a.blockindex || b.transfernotifyindex - a.transfernotifyindex,
        )
        .slice(0, 10)
        .map((t) => {
          const token = symbols.get(t.assethash.toLowerCase())!;
          return [t.txhash, `${t.sign}${formatUnits(BigInt(t.amount), token.decimals)} ${token.symbol}`];
        });
      expect(expected.length).toBeGreaterThanOrEqual(4);
      const history = panel.locator('.wallet-history tbody tr');
      await history.first().waitFor();
      const shown = await history.evaluateAll((rows) =>
        rows.map((r) => [r.getAttribute('data-txid'), (r.querySelector('td.wallet-num') as HTMLElement).innerText]),
      );
      expect(shown).toEqual(expected);
      // Kept in this browser: the next visit without ?address= shows the same account, listed among the watched.
      await open(page, '/my-wallet');
      await page.getByRole('heading', { name: `Neo N3 account ${watched.address}` }).waitFor();
      expect(await page.locator(`[data-watched="${watched.address}"]`).count()).toBe(1);
      // The account's cards and the history fit a 390 px phone: the page does not scroll sideways.
      await page.setViewportSize({ width: 390, height: 800 });
      await panel.locator('.wallet-history tbody tr').first().waitFor();
      const fit = await horizontalOverflow(page);
      expect(fit.extra, fit.culprits.join('; ')).toBe(0);
    } finally {
      await w.close();
    }
  });

  it("an outside account's ERC-20 transfers on Neo X: the holdings are the node's balances, the history its Transfer logs", async () => {
    // The chain support code, not the site's: an ERC-20 stand-in at the catalogue's bridged-NEO address; an outside
    // account mints itself tokens and pays the watched address, which sends some back (in and out).
    const rpcUrl = inject('neoXRpcUrl');
    const token = NEOX_CONTRACTS.NEO_TOKEN.hash as Address;
    await installTokenStandIn(rpcUrl, token);
    const [outsiderKey, watchedKey] = [generatePrivateKey(), generatePrivateKey()];
    const [outsider, watched] = [outsiderKey, watchedKey].map((k) => privateKeyToAccount(k).address) as [
      Address,
      Address,
    ];
    for (const address of [outsider, watched]) await rpc(rpcUrl, 'hardhat_setBalance', [address, toHex(10n ** 18n)]);
    await sendTokenCall(rpcUrl, outsiderKey, token, 'mint', outsider, 10n * 10n ** 18n);
    await sendTokenCall(rpcUrl, outsiderKey, token, 'transfer', watched, 25n * 10n ** 17n);
    await sendTokenCall(rpcUrl, watchedKey, token, 'transfer', outsider, 10n ** 18n);
    const client = createPublicClient({ transport: http(rpcUrl) });
    const w = await walletPage(browser, new wallet.Account(wallet.generatePrivateKey()));
    try {
      const { page } = w;
      await open(page, `/my-wallet?address=${watched}`);
      const panel = page.locator('[data-chain="neoX"][data-mode="watch"]');
      const holdings = panel.locator('.wallet-holdings tbody tr');
      await holdings.first().waitFor();
      const [gasWei, neoWei] = await Promise.all([
        client.getBalance({ address: watched }),
        client.readContract({ address: token, abi: TOKEN_STAND_IN_ABI, functionName: 'balanceOf', args: [watched] }),
      ]);
      const amountOf = (symbol: string) =>
        holdings
          .filter({ has: page.getByRole('rowheader', { name: symbol, exact: true }) })
          .locator('td')
          .first()
          .innerText();
      expect(await amountOf('GAS')).toBe(formatUnits(gasWei, 18));
      expect(await amountOf('NEO')).toBe(formatUnits(neoWei, 18));
      // The history: the node's Transfer logs from and to the address, newest first, signed, with the token.
      const logs = (
        await Promise.all(
          [{ from: watched }, { to: watched }].map((args) =>
            client.getLogs({ address: token, event: TOKEN_STAND_IN_ABI[3], args, fromBlock: 0n }),
          ),
        )
      ).flat();
      const expected = logs
        .sort((a, b) => Number(b.blockNumber - a.blockNumber) || b.logIndex - a.logIndex)
        .map((l) => [l.transactionHash, `${l.args.from === watched ? '−' : '+'}${formatUnits(l.args.value!, 18)} NEO`]);
      expect(expected).toHaveLength(2);
      const history = panel.locator('.wallet-history tbody tr');
      await history.first().waitFor();
      const shown = await history.evaluateAll((rows) =>
        rows.map((r) => [r.getAttribute('data-txid'), (r.querySelector('td.wallet-num') as HTMLElement).innerText]),
      );
      expect(shown).toEqual(expected);
    } finally {
      await w.close();
    }
  });

  it("an outside account's NEP-11 transfer: the NFT holdings are the node's getnep11balances, the history has its getnep11transfers", async () => {
    // The local NEP-11 stand-in (local/contracts/traffic/collection.ts): the deployer mints an item to an outside
    // account, which transfers it to the watched one.
    const { rpcUrl, magic } = n3();
    const [outsider, watched] = await Promise.all([fundedAccount(0n, 200n * GAS), fundedAccount(0n, GAS)]);
    const { hash } = await deployCounter(rpcUrl, magic, outsider, await compileCollection());
    await invoke(rpcUrl, magic, [mintCall(hash, outsider, 'Item one')], [{ account: outsider }]);
    await invoke(rpcUrl, magic, [nftTransferCall(hash, watched, '1')], [{ account: outsider }]);
    const w = await walletPage(browser, new wallet.Account(wallet.generatePrivateKey()));
    try {
      const { page } = w;
      await open(page, `/my-wallet?address=${watched.address}`);
      const panel = page.locator('[data-chain="n3"][data-mode="watch"]');
      const { balance } = await call<{
        balance: { assethash: string; tokens: { tokenid: string; amount: string }[] }[];
      }>('getnep11balances', [watched.address]);
      expect(balance).toHaveLength(1);
      const collection = panel.locator(`[data-collection="${hash.toLowerCase()}"]`);
      await collection.waitFor();
      const ids = await collection
        .locator('[data-token-id]')
        .evaluateAll((items) => items.map((i) => i.getAttribute('data-token-id')));
      expect(ids).toEqual(balance[0]!.tokens.map((t) => t.tokenid));
      // Its name from the contract's properties.
      await collection.getByText('Item one').waitFor();
      const now = Date.now();
      const { received } = await call<{ received: Transfer[] }>('getnep11transfers', [
        watched.address,
        now - 30 * 24 * 3600 * 1000,
        now + 60_000,
      ]);
      expect(received).toHaveLength(1);
      const row = panel.locator(`.wallet-history tbody tr[data-txid="${received[0]!.txhash}"]`);
      await row.waitFor();
      expect(await row.locator('td.wallet-num').innerText()).toMatch(/^\+1 TRAFFIC/);
    } finally {
      await w.close();
    }
  });

  it('offers "Try again" while no N3 node answers, and shows the real balances once the node is back', async () => {
    const demo = demoAccount();
    const w = await walletPage(browser, new wallet.Account(wallet.generatePrivateKey()));
    try {
      const { context, page } = w;
      // The node "goes away" for the page: every request to it fails on the network, until it comes back.
      let down = true;
      await context.route(
        (u) => u.origin === new URL(n3().rpcUrl).origin,
        (route) => (down ? route.abort('connectionrefused') : route.fallback()),
      );
      await open(page, `/my-wallet?address=${demo.address}`);
      const notice = page.locator('[data-chain="n3"] [data-unreachable="n3"]');
      await notice.getByText('No Neo N3 node could be reached').waitFor();
      expect(await page.locator('[data-chain="n3"] table.wallet-table').count()).toBe(0);
      down = false;
      await notice.getByRole('button', { name: 'Try again' }).click();
      const rows = page.locator('[data-chain="n3"] table.wallet-table tbody tr');
      await rows.first().waitFor();
      expect(await rows.filter({ hasText: /^NEO/ }).locator('td').first().innerText()).toBe(
        formatUnits(await balanceOf(demo.address, NATIVE.NEO), 0),
      );
      expect(await notice.count()).toBe(0);
    } finally {
      await w.close();
    }
  });

  it('says the network on every page that talks to a chain, in both languages', async () => {
    const w = await walletPage(browser, new wallet.Account(wallet.generatePrivateKey()));
    try {
      for (const path of ['/my-wallet', '/get-gas', '/bridge', '/gas-calculator']) {
        await w.page.goto(site() + path);
        expect(await w.page.locator('[data-network="privnet"]').innerText(), path).toContain('Local private network');
        await w.page.goto(`${site()}/pt-BR${path}`);
        expect(await w.page.locator('[data-network="privnet"]').innerText(), path).toContain('Rede privada local');
      }
    } finally {
      await w.close();
    }
  });
});

describe('claim GAS', () => {
  it('pays the unclaimed GAS into the balance, less the fees; the dialog says there is no explorer', async () => {
    const holder = await fundedAccount(10_000_000n, 1n * GAS);
    const w = await walletPage(browser, holder);
    try {
      const { page } = w;
      // 10,000,000 NEO earn 0.05 GAS a block as holder (GasPerBlock 5): four blocks pay more than a claim's fee.
      await waitBlocks(4);
      await open(page, '/my-wallet');
      // NeoLine on N3 MainNet (chainId 3) is refused on the privnet profile; on chainId 0 it connects.
      w.neoline.chainId = 3;
      await page.getByRole('button', { name: 'Connect Neo N3 wallet' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'NeoLine' }).click();
      await page.getByText(/NeoLine is on another network. Switch it to N3 private network/).waitFor();
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
      w.neoline.chainId = 0;
      await connectAccount(page, holder.address);
      const claim = page.getByRole('button', { name: 'Claim GAS' });
      await expect.poll(() => claim.isEnabled(), { timeout: 15_000 }).toBe(true);
      const gasBefore = await balanceOf(holder.address, NATIVE.GAS);
      await claim.click();
      await confirm(page);
      const result = await outcome(page);
      expect(result.outcome).toBe('success');
      const [txid] = w.neoline.sent;
      expect(result.text).toContain(txid);
      expect(result.text).toContain('No public explorer indexes this network');
      expect(await txDialog(page).locator('a[href*="dora.coz.io"]').count()).toBe(0);
      // On a 320 px phone the dialog with its 66-character transaction id fits the screen and scrolls nothing sideways.
      await page.setViewportSize({ width: 320, height: 700 });
      const box = await txDialog(page).evaluate((el) => ({
        right: el.getBoundingClientRect().right,
        // A box whose content is wider than itself and neither scrolls nor clips it (text running out of the dialog).
        overflowing: [...el.querySelectorAll('*')].some(
          (child) =>
            child.clientWidth > 0 &&
            child.scrollWidth > child.clientWidth + 1 &&
            !['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(child).overflowX),
        ),
      }));
      expect(box).toEqual({ right: expect.any(Number), overflowing: false });
      expect(box.right).toBeLessThanOrEqual(320);
      await page.setViewportSize({ width: 1280, height: 1100 });
      // What the claim paid: GasToken's Transfer to the holder in the transaction's application log.
      const log = await waitForApplicationLog(n3().rpcUrl, txid!);
      const payout = log.executions[0]!.notifications.find(
        (n) => n.contract === NATIVE.GAS && n.eventname === 'Transfer',
      );
      const paid = BigInt((payout!.state.value as { value: string }[])[2]!.value);
      expect(paid).toBeGreaterThan(0n);
      expect(await balanceOf(holder.address, NATIVE.GAS)).toBe(gasBefore + paid - (await feesOf(txid!)));
      expect(await unclaimedGas(holder.address)).toBeLessThan(paid);
      // The wallet is restored from n3LastWalletConnected on the next visit.
      await page.reload();
      await page.getByRole('heading', { name: `Neo N3 account ${holder.address}` }).waitFor();
    } finally {
      await w.close();
    }
  });

  it('is refused while the claimable GAS is below the fee: nothing is sent', async () => {
    const holder = await fundedAccount(100n, 1n * GAS);
    const w = await walletPage(browser, holder);
    try {
      const { page } = w;
      await waitBlocks(2);
      await open(page, '/my-wallet');
      await connectAccount(page, holder.address);
      await page
        .getByText('The claimable GAS is below the transaction fee; claiming now would cost more than it pays.')
        .waitFor();
      expect(await page.getByRole('button', { name: 'Claim GAS' }).isEnabled()).toBe(false);
      const unclaimed = await unclaimedGas(holder.address);
      const fee = parseUnits((await page.locator('#claim-title ~ dl dd').last().innerText()).replace(' GAS', ''), 8)!;
      expect(unclaimed).toBeGreaterThan(0n);
      expect(unclaimed).toBeLessThan(fee);
      expect(w.neoline.sent).toEqual([]);
      expect(await balanceOf(holder.address, NATIVE.GAS)).toBe(1n * GAS);
    } finally {
      await w.close();
    }
  });
});

describe('vote and change vote', () => {
  it("records the chosen candidate in NeoToken's account state, refuses the same one again, and changes the vote", async () => {
    const holder = await fundedAccount(10n, 1n * GAS);
    const w = await walletPage(browser, holder);
    try {
      const { page } = w;
      await open(page, '/my-wallet');
      await connectAccount(page, holder.address);
      const select = page.getByRole('combobox', { name: 'Candidate' });
      const vote = page.getByRole('button', { name: 'Vote', exact: true });
      const castVote = async (publicKey: string) => {
        await select.selectOption(publicKey);
        await vote.click();
        await confirm(page);
        expect((await outcome(page)).outcome).toBe('success');
        await txDialog(page).getByRole('button', { name: 'Close' }).last().click();
      };
      await castVote(COMMITTEE_PUBLIC_KEY);
      expect(await voteOf(holder.address)).toBe(COMMITTEE_PUBLIC_KEY);
      // The page reads the account again: the current vote cannot be cast again (SPEC §5).
      await page.locator(`#vote-title ~ p span[title="${COMMITTEE_PUBLIC_KEY}"]`).waitFor();
      await select.selectOption(COMMITTEE_PUBLIC_KEY);
      await page.getByText('You already vote for this candidate.').waitFor();
      expect(await vote.isEnabled()).toBe(false);
      await castVote(voterAccount().publicKey);
      expect(await voteOf(holder.address)).toBe(voterAccount().publicKey);
      expect(w.neoline.sent).toHaveLength(2);
    } finally {
      await w.close();
    }
  });
});

describe('failure outcomes', () => {
  it('an account whose GAS went elsewhere: the node refuses the fees and the dialog says "You have insufficient GAS"', async () => {
    const holder = await fundedAccount(10n, 1n * GAS);
    const w = await walletPage(browser, holder);
    try {
      const { page } = w;
      await open(page, '/my-wallet');
      await connectAccount(page, holder.address);
      await page.getByRole('combobox', { name: 'Candidate' }).selectOption(COMMITTEE_PUBLIC_KEY);
      await page.getByRole('button', { name: 'Vote', exact: true }).click();
      await txDialog(page).getByText('Network fee').waitFor();
      // The page read 1 GAS; meanwhile the account spends all but 0.0001 GAS elsewhere, so the wallet's
      // transaction cannot pay its fees and the node refuses it.
      await drainGas(holder, 10_000n);
      await confirm(page);
      const result = await outcome(page);
      expect(result.outcome).toBe('insufficientGas');
      expect(result.text).toContain('You have insufficient GAS');
      expect(await txDialog(page).getByRole('link', { name: 'How to get GAS' }).getAttribute('href')).toBe('/get-gas');
      expect(w.neoline.sent).toEqual([]);
      expect(await voteOf(holder.address)).toBeNull();
      expect(await balanceOf(holder.address, NATIVE.GAS)).toBe(10_000n);
    } finally {
      await w.close();
    }
  });

  it('a refused signature: "Transaction rejected by the user", nothing reaches the chain', async () => {
    const holder = await fundedAccount(10n, 1n * GAS);
    const w = await walletPage(browser, holder);
    try {
      const { page } = w;
      await open(page, '/my-wallet');
      await connectAccount(page, holder.address);
      w.neoline.mode = 'refuse';
      await page.getByRole('combobox', { name: 'Candidate' }).selectOption(COMMITTEE_PUBLIC_KEY);
      await page.getByRole('button', { name: 'Vote', exact: true }).click();
      await confirm(page);
      const result = await outcome(page);
      expect(result.outcome).toBe('rejected');
      expect(result.text).toContain('Transaction rejected by the user');
      expect(result.text).toContain('No transaction was sent.');
      expect(await voteOf(holder.address)).toBeNull();
      expect(await balanceOf(holder.address, NATIVE.GAS)).toBe(1n * GAS);
    } finally {
      await w.close();
    }
  });

  it('the node stops while the transaction is validated: "Unable to verify transaction status" after the 25 attempts', async () => {
    // This test's page talks to a privnet of its own (same configuration and magic), which the test kills; the
    // shared node and the other tests are not touched.
    const own = await startN3Privnet();
    try {
      await preparePrivnet(own.rpcUrl, own.magic); // its candidates, as on the shared node
      const holder = new wallet.Account(wallet.generatePrivateKey());
      await invoke(
        own.rpcUrl,
        own.magic,
        [
          transferCall(NATIVE.NEO, committeeMultisig().address, holder.address, 10n),
          transferCall(NATIVE.GAS, committeeMultisig().address, holder.address, GAS),
        ],
        [{ account: committeeMultisig(), keys: [committeeAccount()] }],
      );
      const w = await walletPage(browser, holder, own);
      try {
        const { page, context } = w;
        const shared = new URL(n3().rpcUrl).host;
        const forwarded: string[] = [];
        await context.route(
          (url) => url.host === shared,
          async (route) => {
            try {
              const response = await route.fetch({ url: own.rpcUrl });
              forwarded.push('answered');
              await route.fulfill({ response });
            } catch {
              forwarded.push('refused');
              await route.abort('connectionrefused');
            }
          },
        );
        w.neoline.afterSend = () => own.kill();
        await open(page, '/my-wallet');
        await connectAccount(page, holder.address);
        await page.getByRole('combobox', { name: 'Candidate' }).selectOption(COMMITTEE_PUBLIC_KEY);
        await page.getByRole('button', { name: 'Vote', exact: true }).click();
        await confirm(page);
        await txDialog(page)
          .getByText(/Validating the transaction \(attempt \d+ of 25\)/)
          .waitFor();
        const result = await outcome(page, 60_000);
        expect(result.outcome).toBe('unknownStatus');
        expect(result.text).toContain('Unable to verify transaction status');
        // The node accepted the transaction, then could not be asked about it again.
        expect(w.neoline.sent).toHaveLength(1);
        expect(result.text).toContain(w.neoline.sent[0]);
        expect(forwarded.filter((f) => f === 'refused').length).toBeGreaterThanOrEqual(25);
        // The figures read before stay, and the panel says the node could not be reached for the refresh.
        await page.locator('[data-unreachable="n3"]').waitFor();
        expect(await page.getByRole('heading', { name: 'Balances' }).count()).toBe(1);
      } finally {
        await w.close();
      }
    } finally {
      await own.stop();
    }
  }, 120_000);
});
