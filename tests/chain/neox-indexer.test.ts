/**
 * The Neo X indexer against the local Hardhat node (issue 30): transactions sent with viem from accounts outside
 * the product to a registered Neo X contract are counted (transactions, distinct senders), ranked and charted in
 * the live snapshot, and the ERC-20 transfers a registered token emits counted; a tip replaced with other blocks
 * (evm_snapshot, evm_revert, new blocks) is followed, its old blocks' counts taken out; the same blocks indexed
 * twice count once. Each test writes into its own in-memory dynalite (the stack's own Neo X indexer runs beside
 * it on the same node and is not read here).
 */
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createPublicClient, createTestClient, http, parseAbi, type Address } from 'viem';
import { ENTITIES } from '../../content-schema/registry.ts';
import { repository } from '../../functions/adapters/data/store.ts';
import { ensureTable } from '../../functions/adapters/data/table.ts';
import { startDynalite } from '../../local/stack/embedded.ts';
import { useEmbeddedEndpoints } from '../../local/stack/stack.ts';
import { liveSnapshot } from '../../functions/domain/live/snapshot.ts';
import { advanceNeoXIndexer, indexNeoXChunk } from '../../functions/domain/indexer/neox/indexer.ts';
import { refreshNeoXFigures } from '../../functions/domain/indexer/neox/figures.ts';
import { neoXRpc } from '../../functions/domain/indexer/neox/read-blocks.ts';
import { watchedAddresses } from '../../functions/domain/indexer/neox/watched.ts';
import { listDiscovered } from '../../functions/domain/indexer/discovery.ts';
import { readAllBalances } from '../../functions/adapters/data/balances.ts';
import { readNeoXCursor } from '../../functions/domain/indexer/neox/cursor.ts';
import { registerTrafficToken } from '../../local/stack/neox-traffic.ts';
import type { Contract } from '../../content-schema/index.ts';
import { localNeoXChain } from '../../local/neox/bridge.ts';
import {
  deployTrafficContract,
  fundedNeoXAccounts,
  mineNeoXBlocks,
  mintToken,
  touchCounter,
  transferToken,
} from '../../local/neox/traffic.ts';

const rpcUrl = inject('neoXRpcUrl');
const rpc = neoXRpc([rpcUrl]);
const test = createTestClient({ chain: localNeoXChain(rpcUrl), mode: 'hardhat', transport: http(rpcUrl) });
const node = createPublicClient({ chain: localNeoXChain(rpcUrl), transport: http(rpcUrl) });
const ERC20 = parseAbi(['function balanceOf(address) view returns (uint256)']);
const dbs: { close(): Promise<void> }[] = [];
afterAll(async () => {
  for (const db of dbs) await db.close();
});

/** A fresh database with the "Neo X" chain, a public dApp and the contracts `hashes` registered on it (private network). */
async function catalogue(hashes: Address[]) {
  const db = await startDynalite();
  dbs.push(db);
  useEmbeddedEndpoints(db.url);
  await ensureTable();
  const chain = await repository(ENTITIES['blockchain-version']).create({
    title: 'Neo X',
    tagName: 'neo-x',
    color: '#00E599',
    active: true,
  });
  const neoX = chain.idBlockchainVersionPk as number;
  const dapp = await repository(ENTITIES.dapp).create({
    title: 'Neo X traffic',
    slug: 'neo-x-traffic',
    isDapp: true,
    active: true,
    private: false,
    shortDescription: 'Neo X traffic',
    dappCategory: [],
    dappBlockchainVersion: [neoX],
    dappNntTag: [],
    dappToken: [],
    dappWallet: [],
    attributes: {},
  });
  const ids: number[] = [];
  for (const [i, hash] of hashes.entries())
    ids.push(
      (
        await repository(ENTITIES.contract).create({
          idDappFk: dapp.idDappPk,
          title: `Contract ${i}`,
          hash: hash.toLowerCase(),
          order: i,
          blockchainVersion: neoX,
          network: 'private',
        })
      ).idContractPk as number,
    );
  return ids;
}

/** Index until the tip lane has every block below the finality depth and the backfill is done; answers the last run. */
async function catchUp() {
  for (let i = 0; i < 20; i++) {
    const run = await advanceNeoXIndexer({ rpc, budgetMs: 60_000, chunkBlocks: 100 });
    if (run.backfillLeft === 0 && run.cursor.tip.next >= run.end) {
      await refreshNeoXFigures(run.cursor, rpcUrl);
      return run;
    }
  }
  throw new Error('The Neo X indexer did not catch up');
}

const counted = async (id: number) => (await liveSnapshot(['sources', 'contracts'])).contracts[String(id)]!;

describe('Neo X indexer', () => {
  it('counts, ranks and charts transactions sent to a registered contract, follows a replaced tip, and counts blocks indexed twice once', async () => {
    const [deployer, alice, bob, carol] = await fundedNeoXAccounts(rpcUrl, 4);
    const counter = await deployTrafficContract(rpcUrl, deployer!, 'TrafficCounter');
    const token = await deployTrafficContract(rpcUrl, deployer!, 'TrafficToken');
    const [counterId, tokenId] = await catalogue([counter, token]);
    // The ERC-20 registered as a token of the private network, as chain:traffic does: its page reads these figures.
    const neoXChain = (await repository(ENTITIES['blockchain-version']).list()).find((c) => c.title === 'Neo X')!;
    const tokenRecord = await registerTrafficToken(
      { idContractPk: tokenId, hash: token.toLowerCase() } as Contract,
      neoXChain.idBlockchainVersionPk as number,
    );
    expect([...(await watchedAddresses('private'))].sort()).toEqual(
      [counter, token].map((a) => a.toLowerCase()).sort(),
    );
    await mineNeoXBlocks(rpcUrl, 3);
    await catchUp(); // the first run: the chain so far is backfilled, the deployments discovered
    expect((await listDiscovered()).map((d) => d.hash)).toEqual(
      expect.arrayContaining([counter.toLowerCase(), token.toLowerCase()]),
    );

    // Three calls from two senders, a mint and a transfer, from accounts outside the product (viem).
    await touchCounter(rpcUrl, counter, alice!);
    await touchCounter(rpcUrl, counter, bob!);
    await touchCounter(rpcUrl, counter, alice!);
    await mintToken(rpcUrl, token, alice!, alice!.address, 10n ** 18n);
    await transferToken(rpcUrl, token, alice!, bob!.address, 1n);
    await mineNeoXBlocks(rpcUrl, 3);
    const run = await catchUp();
    expect(run.cursor.network).toBe('private');
    const live = await liveSnapshot(['sources', 'contracts']);
    expect(live.sources['neox-indexer']).toMatchObject({ network: 'private', magic: 47763 });
    expect(live.contracts[String(counterId)]).toMatchObject({
      invocationsLast7Days: 3,
      rank: 1,
      network: 'private',
      source: 'neox-indexer',
      periods: { '24H': { invocations: 3, users: 2, transfers: 0 } },
    });
    expect(live.contracts[String(counterId)]!.graph14Days!.at(-1)).toBe(3);
    expect(live.contracts[String(tokenId)]).toMatchObject({
      invocationsLast7Days: 2,
      rank: 2,
      periods: { '24H': { invocations: 2, users: 1, transfers: 2 } },
    });

    // The tip replaced: two more calls from Bob are indexed, then the chain goes back before them and Carol calls once.
    const snapshot = await test.snapshot();
    await touchCounter(rpcUrl, counter, bob!);
    await touchCounter(rpcUrl, counter, bob!);
    await mineNeoXBlocks(rpcUrl, 3);
    await catchUp();
    expect((await counted(counterId)).invocationsLast7Days).toBe(5);
    await test.revert({ id: snapshot });
    await touchCounter(rpcUrl, counter, carol!);
    await mineNeoXBlocks(rpcUrl, 4);
    const after = await catchUp();
    expect(after.cursor.revertedBlocks).toBeGreaterThan(0);
    expect(await counted(counterId)).toMatchObject({
      invocationsLast7Days: 4,
      periods: { '24H': { invocations: 4, users: 3 } },
    });

    // The same blocks indexed again (a run killed before its cursor moved) change nothing.
    const { tip } = after.cursor;
    await indexNeoXChunk(rpc, 'tip', tip.from, tip.next, await watchedAddresses('private'));
    await refreshNeoXFigures(after.cursor, rpcUrl);
    expect((await counted(counterId)).invocationsLast7Days).toBe(4);

    // The token's transfers (the mint and the transfer) and holders, each balance what the node's balanceOf says.
    const accounts = [deployer, alice, bob, carol].map((a) => a!.address.toLowerCase() as Address);
    const onNode = await Promise.all(
      accounts.map((a) => node.readContract({ address: token, abi: ERC20, functionName: 'balanceOf', args: [a] })),
    );
    const stored = await readAllBalances((await readNeoXCursor())!.genesis, token.toLowerCase());
    expect(accounts.map((a) => stored.get(a) ?? 0n)).toEqual(onNode);
    const tokenLive = (await liveSnapshot(['sources', 'tokens'])).tokenTransfers?.[String(tokenRecord.idTokenPricedPk)];
    expect(tokenLive).toMatchObject({
      transfersLast7Days: 2,
      holders: { value: onNode.filter((b) => b > 0n).length, network: 'private' },
    });
  }, 120_000);
});
