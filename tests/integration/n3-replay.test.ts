/**
 * The N3 chain service (site/src/wallets/n3, neon-js underneath) against replayed node answers
 * (tests/fixtures/n3-rpc, built to the documented shapes): the same client code the wallet pages run.
 */
import { tx, wallet } from '@cityofzion/neon-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveWalletConfig } from '../../site/src/wallets/config.ts';
import { createN3Service } from '../../site/src/wallets/n3/index.ts';
import { isNodeUnreachable } from '../../site/src/wallets/node-error.ts';
import { buildScript } from '../../site/src/wallets/n3/script.ts';
import { contractCalls } from '../support/n3-script.ts';
import { baseScenario, HASHES, testPublicKey, type N3Scenario } from '../support/n3-replay.ts';
import { startN3Replay } from '../support/n3-server.ts';

const key = new wallet.Account('L1QqQJnpBwbsPGAuutuzPTac8piqvbR1HRjrY5qHup48TBCBFe4g');
const ADDRESS = key.address;
let scenario: N3Scenario;
let server: Awaited<ReturnType<typeof startN3Replay>>;
// The first URL refuses connections: every read must fall back to the replaying node.
const config = () => resolveWalletConfig({ PUBLIC_NEO_N3_RPC_URLS: `http://127.0.0.1:9,${server.url}` });

beforeAll(async () => {
  scenario = baseScenario(ADDRESS);
  server = await startN3Replay(scenario);
});
afterAll(async () => server.close());

describe('N3 service over replayed RPC answers', () => {
  it('reads balances, unclaimed GAS, the vote, GasPerBlock and the block time from chain', async () => {
    const view = await createN3Service(config()).readAccount(ADDRESS);
    expect(view).toMatchObject({
      height: 7_400_001, neo: 120n, gas: 5_000_000_000n, bneo: 250_000_000n, unclaimedGas: 123_456_789n,
      voteTo: testPublicKey(2), gasPerBlock: 100_000_000n, msPerBlock: 3000,
    });
    expect(view.account.scriptHash).toBe(`0x${key.scriptHash}`);
    expect(view.others?.map((o) => [o.symbol, o.amount])).toEqual([['FLM', 1_000_000_000_000n]]);
  });

  it('falls back to getversion for the block time on a node before HF_Echidna, and leaves bNEO out when it does not answer', async () => {
    scenario.msPerBlock = null;
    scenario.accounts[0]!.bneo = null;
    scenario.nep17 = false;
    const view = await createN3Service(config()).readAccount(ADDRESS);
    expect(view.msPerBlock).toBe(15_000);
    expect(view.bneo).toBeUndefined();
    expect(view.others).toBeUndefined();
    Object.assign(scenario, baseScenario(ADDRESS), { sent: scenario.sent, seen: scenario.seen });
  });

  it('reads the candidates and the pool reserves in path order', async () => {
    const service = createN3Service(config());
    const candidates = await service.readCandidates();
    expect(candidates[0]).toEqual({ publickey: testPublicKey(1), votes: '8500000', active: true });
    expect(await service.readReserves([HASHES.GAS, HASHES.BNEO])).toEqual([{ reserveIn: 3_000_000_000_000n, reserveOut: 1_000_000_000_000n }]);
    await expect(service.readReserves([HASHES.NEO, HASHES.FLM])).rejects.toThrow(/Flamingo/);
  });

  it('estimates fees of the claim: system fee from the test run, network fee from the node for the serialized transaction', async () => {
    const service = createN3Service(config());
    const request = service.requests.claim(service.account(ADDRESS));
    const fees = await service.estimateFees(request, key.publicKey);
    expect(fees).toMatchObject({ systemFee: 1_000_000n, networkFee: 1_234_560n, total: 2_234_560n });
    expect(fees.test.state).toBe('HALT');
  });

  it('reports a FAULTing test run (a discontinued service) instead of a fee', async () => {
    scenario.testFaults = { [`${HASHES.NEO}:transfer`]: 'ABORTMSG is executed. Reason: minting is over' };
    const service = createN3Service(config());
    const fees = await service.estimateFees(service.requests.wrap(service.account(ADDRESS), 1n));
    expect(fees.test).toMatchObject({ state: 'FAULT', exception: 'ABORTMSG is executed. Reason: minting is over' });
    scenario.testFaults = {};
  });

  it('validates a relayed transaction from its application log', async () => {
    const service = createN3Service(config());
    const request = service.requests.vote(service.account(ADDRESS), testPublicKey(3));
    // What a wallet does: build, sign, relay. Here the relay is recorded in the scenario.
    const signed = new tx.Transaction({ script: buildScript(request), validUntilBlock: 7_400_100, signers: [{ account: key.scriptHash, scopes: 1 }] }).sign(key, 860833102);
    const txid = `0x${signed.hash()}`;
    scenario.sent.set(txid, { calls: contractCalls(signed.script.toBigEndian()), ending: { vmstate: 'HALT', appearAfterPolls: 2 }, polls: 0 });
    const attempts: number[] = [];
    const result = await service.validate(txid, { intervalMs: 5, onAttempt: (n) => attempts.push(n) });
    expect(result.outcome).toBe('success');
    expect(attempts).toEqual([1, 2, 3]);
  });

  it('says plainly when no node can be reached', async () => {
    const service = createN3Service(resolveWalletConfig({ PUBLIC_NEO_N3_RPC_URLS: 'http://127.0.0.1:9' }));
    const error = await service.readAccount(ADDRESS).catch((e) => e);
    expect(isNodeUnreachable(error)).toBe(true);
    expect(error.urls).toEqual(['http://127.0.0.1:9']);
  });
});
