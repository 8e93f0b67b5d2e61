/**
 * The indexer's throughput (BUDGETS: one week of N3 mainnet, 201,600 blocks at 3 s, indexed in ≤ 15 minutes):
 * a local neo-go privnet in memory and an in-memory dynalite; blocks are indexed through the indexer's own chunk
 * pipeline (functions/domain/indexer/indexer.ts `indexChunk`: JSON-RPC batches, digest, idempotent writes).
 *  - empty blocks: the privnet's own blocks (1-second blocks with no transaction);
 *  - full blocks: blocks of 100 GAS transfers each, sent by the bench (signed locally with neon-js).
 * Projection: the time of a block is modelled as a + b·n (a: an empty block, from the empty rate; b: one more
 * transaction, from the full blocks' rate), and the week is 201,600 blocks of `MAINNET_TX_PER_BLOCK` transactions
 * — an assumed, generous average (mainnet's blocks usually carry a few); the week of 100-transaction blocks is
 * reported beside it for the record.
 */
import { tx, u, wallet, sc } from '@cityofzion/neon-js';
import { n3JsonRpc } from '../chain/n3/json-rpc.ts';
import { NATIVE } from '../chain/n3/native.ts';
import { transferCall, invoke } from '../chain/n3/send.ts';
import { committeeAccount, committeeMultisig } from '../chain/privnet/keys.ts';
import { n3Call, startN3Privnet } from '../chain/privnet/node.ts';
import { startTestDatabase } from '../functions/testing/database.ts';
import { indexChunk } from '../functions/domain/indexer/indexer.ts';

export const MAINNET_WEEK_BLOCKS = 201_600;
/** Blocks of about 100 transactions the bench makes. */
const FULL_BLOCKS = 10;

/** Assumed average transactions per mainnet block for the projection (see the module comment). */
export const MAINNET_TX_PER_BLOCK = 10;

export interface IndexerBench {
  emptyBlocksPerSecond: number;
  fullBlocksPerSecond: number;
  transactionsPerFullBlock: number;
  /** The projected week at MAINNET_TX_PER_BLOCK, minutes (the budgeted figure). */
  weekMinutes: number;
  /** The week if every block carried the full blocks' transactions, minutes (for the record). */
  weekMinutesFullBlocks: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Send `count` GAS transfers from `sender` to itself, signed locally with fees from one test run; answers their ids. */
async function sendTransfers(
  rpcUrl: string,
  magic: number,
  sender: InstanceType<typeof wallet.Account>,
  count: number,
): Promise<void> {
  const script = sc.createScript(transferCall(NATIVE.GAS, sender.address, sender.address, 1n));
  const signers = [{ account: `0x${sender.scriptHash}`, scopes: 'CalledByEntry' }];
  const run = await n3Call<{ gasconsumed: string }>(rpcUrl, 'invokescript', [u.hex2base64(script), signers]);
  const height = await n3Call<number>(rpcUrl, 'getblockcount');
  const make = () =>
    new tx.Transaction({
      script,
      validUntilBlock: height + 100,
      systemFee: u.BigInteger.fromNumber(run.gasconsumed),
      signers: [new tx.Signer({ account: sender.scriptHash, scopes: tx.WitnessScope.CalledByEntry })],
      witnesses: [
        new tx.Witness({
          invocationScript: '',
          verificationScript: wallet.getVerificationScriptFromPublicKey(sender.publicKey),
        }),
      ],
    });
  const { networkfee } = await n3Call<{ networkfee: string }>(rpcUrl, 'calculatenetworkfee', [
    u.hex2base64(make().serialize(true)),
  ]);
  const rpc = n3JsonRpc({ urls: rpcUrl });
  const raw = Array.from({ length: count }, () => {
    const t = make();
    t.networkFee = u.BigInteger.fromNumber(networkfee);
    t.witnesses = [];
    t.sign(sender, magic);
    return u.hex2base64(t.serialize(true));
  });
  await rpc.batch(raw.map((r) => ({ method: 'sendrawtransaction', params: [r] })));
}

/** Index `from` … `to − 1` in chunks of 100; answers blocks per second. */
async function rate(rpcUrl: string, from: number, to: number): Promise<number> {
  const rpc = n3JsonRpc({ urls: rpcUrl });
  const started = performance.now();
  for (let i = from; i < to; i += 100) await indexChunk(rpc, 'tip', i, Math.min(i + 100, to));
  return (to - from) / ((performance.now() - started) / 1000);
}

/** Run the bench (about two minutes); `log` reports the steps. */
export async function benchIndexer(log: (line: string) => void): Promise<IndexerBench> {
  const node = await startN3Privnet();
  const db = await startTestDatabase();
  try {
    const sender = new wallet.Account(wallet.generatePrivateKey());
    const multisig = committeeMultisig();
    await invoke(
      node.rpcUrl,
      node.magic,
      [transferCall(NATIVE.GAS, multisig.address, sender.address, 1_000_00000000n)],
      [{ account: multisig, keys: [committeeAccount()] }],
    );
    // Empty blocks: let the chain grow by 60 blocks without transactions.
    const emptyFrom = await n3Call<number>(node.rpcUrl, 'getblockcount');
    while ((await n3Call<number>(node.rpcUrl, 'getblockcount')) < emptyFrom + 60) await sleep(500);
    const emptyTo = emptyFrom + 60;
    // Full blocks: 100 transfers as soon as each new block appears, so that consecutive blocks carry 100 each.
    const fullFrom = await n3Call<number>(node.rpcUrl, 'getblockcount');
    for (let i = 0; i < FULL_BLOCKS; i++) {
      const height = await n3Call<number>(node.rpcUrl, 'getblockcount');
      await sendTransfers(node.rpcUrl, node.magic, sender, 100);
      while ((await n3Call<number>(node.rpcUrl, 'getblockcount')) <= height) await sleep(20);
    }
    while ((await n3Call<unknown[]>(node.rpcUrl, 'getrawmempool')).length > 0) await sleep(100);
    const fullTo = await n3Call<number>(node.rpcUrl, 'getblockcount');
    const rpc = n3JsonRpc({ urls: node.rpcUrl });
    const counts = await Promise.all(
      Array.from({ length: fullTo - fullFrom }, (_, i) =>
        rpc.call<{ tx: unknown[] }>('getblock', [fullFrom + i, true]).then((b) => b.tx.length),
      ),
    );
    const perBlock = counts.reduce((a, b) => a + b, 0) / counts.length;
    log(
      `indexer bench: ${emptyTo - emptyFrom} empty blocks, ${counts.length} blocks with ${counts.join('/')} transactions`,
    );
    const emptyRate = await rate(node.rpcUrl, emptyFrom, emptyTo);
    const fullRate = await rate(node.rpcUrl, fullFrom, fullTo);
    const a = 1 / emptyRate;
    const b = Math.max(0, (1 / fullRate - a) / perBlock);
    return {
      emptyBlocksPerSecond: emptyRate,
      fullBlocksPerSecond: fullRate,
      transactionsPerFullBlock: perBlock,
      weekMinutes: (MAINNET_WEEK_BLOCKS * (a + b * MAINNET_TX_PER_BLOCK)) / 60,
      weekMinutesFullBlocks: MAINNET_WEEK_BLOCKS / fullRate / 60,
    };
  } finally {
    await db.close();
    await node.stop();
  }
}
