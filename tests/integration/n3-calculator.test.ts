/**
 * The GAS calculator's chain reading (site/src/wallets/calculator/read.ts, neon-js underneath) against replayed node
 * answers (tests/fixtures/n3-rpc shapes): GasPerBlock, block time, candidates with votes, and NeoBurger's state.
 */
import { u, wallet } from '@cityofzion/neon-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveWalletConfig } from '../../site/src/wallets/config.ts';
import { estimateBneo, estimateNeo } from '../../site/src/wallets/calculator/estimate.ts';
import { readCalculatorParams } from '../../site/src/wallets/calculator/read.ts';
import { N3Rpc } from '../../site/src/wallets/n3/rpc.ts';
import { isNodeUnreachable } from '../../site/src/wallets/node-error.ts';
import { baseScenario, testPublicKey, type N3Scenario } from '../support/n3-replay.ts';
import { startN3Replay } from '../support/n3-server.ts';

const agentHash = (n: number) => `0x${wallet.getScriptHashFromPublicKey(testPublicKey(100 + n))}`;
let scenario: N3Scenario;
let server: Awaited<ReturnType<typeof startN3Replay>>;
const read = () => {
  const config = resolveWalletConfig({ PUBLIC_NEO_N3_RPC_URLS: `http://127.0.0.1:9,${server.url}` });
  return readCalculatorParams(new N3Rpc(config.n3.rpcUrls), config.n3.contracts, 'live', () => new Date('2026-08-21T10:00:00Z'));
};

beforeAll(async () => {
  // 22 candidates with 1,000,000 to 3,100,000 votes (45.1 M voted): the committee is elected by votes.
  const candidates = Array.from({ length: 22 }, (_, i) => ({ publickey: testPublicKey(i + 1), votes: BigInt(3_100_000 - i * 100_000), active: i < 7 }));
  scenario = baseScenario(wallet.getAddressFromScriptHash(u.reverseHex(u.hash160('00'))), {
    candidates,
    bneoState: { rewardEnabled: true, totalSupply: 200_000_000_000_000n, agents: [
      { scriptHash: agentHash(0), neo: 1_500_000n, voteTo: testPublicKey(1) }, { scriptHash: agentHash(1), neo: 500_000n, voteTo: testPublicKey(8) },
    ] },
  });
  server = await startN3Replay(scenario);
});
afterAll(async () => server?.close());

describe('calculator parameters over replayed RPC answers', () => {
  it('reads GasPerBlock, block time, candidates and the bNEO agents, labelled with the node, height and time', async () => {
    const params = await read();
    expect(params).toMatchObject({ origin: 'live', asOf: '2026-08-21T10:00:00.000Z', node: server.url, height: 7_400_001, gasPerBlock: '100000000', msPerBlock: 3000 });
    expect(params.candidates).toHaveLength(22);
    expect(params.bneo).toEqual({ rewardEnabled: true, totalSupply: '200000000000000', agents: [
      { neo: '1500000', voteTo: testPublicKey(1) }, { neo: '500000', voteTo: testPublicKey(8) },
    ] });
    // 100 NEO voting the top candidate (3,100,000 votes, f = 2): 0.00288 + 100 × 2 × 28,800 × 0.8 / (28 × 3,100,000) GAS a day.
    expect(estimateNeo(params, 100n, testPublicKey(1)).daily).toBe(288_000n + 5_308_755n);
    expect(estimateBneo(params, 10_000_000_000n).state).toBe('ready');
  });

  it('reports distribution stopped, and leaves bNEO or the votes out when they do not answer', async () => {
    scenario.bneoState!.rewardEnabled = false;
    expect((await read()).bneo).toEqual({ rewardEnabled: false, totalSupply: '0', agents: [] });
    scenario.bneoState!.rewardEnabled = null;
    const saved = scenario.candidates;
    scenario.candidates = 'fail';
    const params = await read();
    expect(params).toMatchObject({ bneo: null, candidates: null, gasPerBlock: '100000000' });
    scenario.candidates = saved;
  });

  it('says no node could be reached instead of answering figures', async () => {
    const config = resolveWalletConfig({ PUBLIC_NEO_N3_RPC_URLS: 'http://127.0.0.1:9' });
    const error = await readCalculatorParams(new N3Rpc(config.n3.rpcUrls, 500), config.n3.contracts, 'live').catch((e: unknown) => e);
    expect(isNodeUnreachable(error)).toBe(true);
  });
});
