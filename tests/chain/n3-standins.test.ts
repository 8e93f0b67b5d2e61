/**
 * The stand-in contracts (local/contracts/n3) compiled by neo-go, deployed on the local privnet (deploy.ts, idempotent
 * for the committee account) and driven by the product's own requests and readers: wrap / unwrap bNEO, NEO → GAS
 * through the router with the product's quote, a swap past its deadline, and the bridge deposit with its fee, nonce
 * and limits. Chain state is read back from the node.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { compileStandIns } from '../../local/contracts/n3/compile.ts';
import { deployStandIns, type StandInHashes } from '../../local/contracts/n3/deploy.ts';
import { NATIVE } from '../../chain/n3/native.ts';
import type { ApplicationLog } from '../../local/privnet/send.ts';
import { committeeAccount, committeeMultisig } from '../../local/privnet/keys.ts';
import { ensureNeoGo } from '../../local/privnet/neo-go.ts';
import { depositNonce, readBridgeLimits } from '../../site/src/wallets/bridge/contract.ts';
import { quoteExactIn, readReserves } from '../../site/src/wallets/n3/flamingo.ts';
import {
  depositNativeRequest,
  neoToGasRequest,
  swapRequest,
  unwrapRequest,
  UNWRAP_GAS_PER_NEO,
  wrapRequest,
  type N3Contracts,
} from '../../site/src/wallets/n3/invocations.ts';
import { N3Rpc } from '../../chain/n3/rpc.ts';
import { n3Account } from '../../chain/n3/script.ts';
import { balanceOf, feesOf, fundedAccount, n3, sendRequest } from './support.ts';

const ONE = 100_000_000n;
let hashes: StandInHashes;
let contracts: N3Contracts;
let node: N3Rpc;

beforeAll(async () => {
  const compiled = await compileStandIns(await ensureNeoGo());
  hashes = await deployStandIns(n3().rpcUrl, committeeAccount(), n3().magic, compiled, {
    neoFrom: { account: committeeMultisig(), keys: [committeeAccount()] },
  });
  contracts = {
    NEO: NATIVE.NEO,
    GAS: NATIVE.GAS,
    BNEO: hashes.BNEO,
    SWAP_ROUTER: hashes.SWAP_ROUTER,
    BRIDGE: hashes.BRIDGE,
    // Not deployed on the privnet (the router keeps its pools); the product still names them in its signer.
    SWAP_FACTORY: '0xca2d20610d7982ebe0bed124ee7e9b2d580a6efc',
    SWAP_PAIR_WHITELIST: '0xfb75a5314069b56e136713d38477f647a13991b4',
  };
  node = N3Rpc.forPage([n3().rpcUrl]);
}, 300_000);

/** GAS (10^-8) minted to `scriptHash` in a transaction: the NeoToken's GAS distribution, a Transfer from null. */
function generatedGas(log: ApplicationLog, scriptHash: string): bigint {
  const to = Buffer.from(scriptHash.replace(/^0x/, ''), 'hex').reverse().toString('base64');
  return log.executions[0]!.notifications.filter((n) => n.contract === NATIVE.GAS && n.eventname === 'Transfer')
    .map((n) => n.state.value as { type: string; value?: string }[])
    .filter(([from, recipient]) => from!.type === 'Any' && recipient!.value === to)
    .reduce((sum, [, , amount]) => sum + BigInt(amount!.value!), 0n);
}

describe('N3 privnet stand-ins: bNEO', () => {
  it('mints 1 bNEO per NEO wrapped, burns it and returns the NEO for 0.001 GAS per NEO', async () => {
    const holder = await fundedAccount(10n, 10n * ONE);
    const account = n3Account(holder.address);
    await sendRequest(holder, wrapRequest(contracts, account, 6n));
    expect(await balanceOf(holder.address, hashes.BNEO)).toBe(6n * ONE);
    expect(await balanceOf(holder.address, NATIVE.NEO)).toBe(4n);
    const gasBefore = await balanceOf(holder.address, NATIVE.GAS);
    const log = await sendRequest(holder, unwrapRequest(contracts, account, 4n));
    expect(await balanceOf(holder.address, hashes.BNEO)).toBe(2n * ONE);
    expect(await balanceOf(holder.address, NATIVE.NEO)).toBe(8n);
    // Receiving NEO pays the GAS the held NEO generated (a GasToken Transfer from null), besides the 0.004 GAS paid.
    expect(await balanceOf(holder.address, NATIVE.GAS)).toBe(
      gasBefore - 4n * UNWRAP_GAS_PER_NEO + generatedGas(log, account.scriptHash) - (await feesOf(log.txid)),
    );
  });
});

describe('N3 privnet stand-ins: Flamingo router', () => {
  it("swaps NEO for the quoted GAS (the product's reserves, quote and request) within the slippage", async () => {
    const holder = await fundedAccount(5n, 10n * ONE);
    const hops = await readReserves(node, contracts.SWAP_ROUTER, [contracts.BNEO, contracts.GAS]);
    const quote = quoteExactIn(3n * ONE, hops, 0.5);
    const gasBefore = await balanceOf(holder.address, NATIVE.GAS);
    const log = await sendRequest(
      holder,
      neoToGasRequest(contracts, n3Account(holder.address), 3n, quote.minimumReceived, Date.now() + 20 * 60_000),
    );
    const received =
      (await balanceOf(holder.address, NATIVE.GAS)) -
      gasBefore +
      (await feesOf(log.txid)) -
      generatedGas(log, n3Account(holder.address).scriptHash);
    expect(received).toBe(quote.amountOut); // nobody else swapped in between: exactly the quote, above the minimum
    expect(received).toBeGreaterThanOrEqual(quote.minimumReceived);
    expect(await balanceOf(holder.address, NATIVE.NEO)).toBe(2n);
    const [after] = await readReserves(node, contracts.SWAP_ROUTER, [contracts.BNEO, contracts.GAS]);
    expect(after!.reserveIn).toBe(hops[0]!.reserveIn + 3n * ONE);
  });

  it('refuses a swap whose deadline has passed', async () => {
    const holder = await fundedAccount(0n, 10n * ONE);
    const request = swapRequest(contracts, n3Account(holder.address), {
      path: [contracts.GAS, contracts.BNEO],
      amountIn: ONE,
      amountOutMin: 0n,
      deadlineMs: Date.now() - 60_000,
    });
    await expect(sendRequest(holder, request)).rejects.toThrow(/Exceeded the deadline/);
    expect(await balanceOf(holder.address, hashes.BNEO)).toBe(0n);
  });
});

describe('N3 privnet stand-ins: bridge', () => {
  it('locks the amount and the 0.1 GAS fee, and the product reads the nonce and the limits', async () => {
    const holder = await fundedAccount(0n, 20n * ONE);
    const limits = await readBridgeLimits(node, contracts.BRIDGE);
    expect(limits).toMatchObject({
      feeDatoshi: 10_000_000n,
      minDatoshi: ONE,
      maxDatoshi: 10_000n * ONE,
      paused: false,
      source: 'contract',
    });
    const before = await balanceOf(holder.address, NATIVE.GAS);
    const log = await sendRequest(
      holder,
      depositNativeRequest(
        contracts,
        n3Account(holder.address),
        '0x1234567890abcdef1234567890abcdef12345678',
        5n * ONE,
        limits.feeDatoshi!,
      ),
    );
    expect(await balanceOf(holder.address, NATIVE.GAS)).toBe(
      before - 5n * ONE - limits.feeDatoshi! - (await feesOf(log.txid)),
    );
    const nonce = depositNonce(log as Parameters<typeof depositNonce>[0], contracts.BRIDGE);
    expect(Number(nonce)).toBeGreaterThan(0);
    expect((await readBridgeLimits(node, contracts.BRIDGE)).totalDepositedDatoshi).toBeGreaterThanOrEqual(5n * ONE);
  });

  it('refuses an amount below the minimum', async () => {
    const holder = await fundedAccount(0n, 5n * ONE);
    const request = depositNativeRequest(
      contracts,
      n3Account(holder.address),
      '0x1234567890abcdef1234567890abcdef12345678',
      ONE / 2n,
      10_000_000n,
    );
    await expect(sendRequest(holder, request)).rejects.toThrow(/Deposit amount too low/);
  });
});
