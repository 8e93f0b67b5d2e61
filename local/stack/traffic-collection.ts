/**
 * `npm run chain:traffic`'s NEP-11 part (TEST-ONLY keys; privnet only): deploys the collection stand-in
 * (local/contracts/traffic/collection/collection.go) from `owner`, registers it in the local catalogue as an NFT
 * collection of the node's network (its magic: a private network), mints `items` items to `holders` in turn and has
 * some of them passed on, so the N3 indexer, which covers the privnet from its genesis, measures the collection's
 * owners and transfers (and the account view shows NEP-11 holdings). Ends by reading its items from the node as the
 * `nft-collections` sync job does (syncCollectionItems), so the collection page shows them without a sync run.
 */
import type { wallet } from '@cityofzion/neon-js';
import { ENTITIES } from '../../content-schema/registry.ts';
import type { BlockchainVersion, NftCollection } from '../../content-schema/index.ts';
import { repository } from '../../functions/adapters/data/store.ts';
import { deployCounter } from '../contracts/traffic/counter.ts';
import { compileCollection, mintCall, nftTransferCall } from '../contracts/traffic/collection.ts';
import { invoke } from '../privnet/send.ts';
import { n3NetworkOf } from '../../functions/domain/indexer/chain-params.ts';
import { syncCollectionItems } from '../../functions/domain/sync/nft-collections/items.ts';
import { withDatabase } from './database.ts';

type Account = InstanceType<typeof wallet.Account>;

export interface CollectionTraffic {
  hash: string;
  idNftCollectionPk: number;
  /** Items minted, and item transfers between holders after the mints. */
  minted: number;
  transferred: number;
  /** Whether its items were read from the node and stored for its page (document `nft-items`). */
  itemsRead: boolean;
}

/**
 * Deploy, register, mint `items` (ids "1" … items) to `holders` round-robin, then each of the first `moves` items
 * goes to the next holder. `owner` needs GAS for the deployment; holders for their transfers' fees.
 */
export async function collectionTraffic(options: {
  rpcUrl: string;
  magic: number;
  dataDir: string;
  owner: Account;
  holders: Account[];
  items?: number;
  moves?: number;
  log?: (line: string) => void;
}): Promise<CollectionTraffic> {
  const { rpcUrl, magic, owner, holders } = options;
  const items = options.items ?? 8;
  const moves = Math.min(options.moves ?? 3, items);
  const log = options.log ?? (() => undefined);
  const compiled = await compileCollection();
  const { hash } = await deployCounter(rpcUrl, magic, owner, compiled);
  log(`Deployed the NEP-11 stand-in "${compiled.manifest.name}" at ${hash}`);
  const record = await withDatabase(options.dataDir, async () => {
    const chains = await repository<BlockchainVersion>(ENTITIES['blockchain-version']).list();
    return repository<NftCollection>(ENTITIES.nftCollection).create({
      name: `Traffic collection ${hash.slice(2, 8)}`,
      symbol: 'TRAFFIC',
      hash,
      standard: 'NEP-11',
      project: 'Privnet traffic',
      blockchainVersion: chains.find((c) => c.title === 'Neo N3')?.idBlockchainVersionPk,
      network: n3NetworkOf(magic),
      visible: true,
      source: 'local/stack/traffic-collection.ts (local privnet test data)',
    } as unknown as NftCollection);
  });
  const holderOf = (i: number) => holders[i % holders.length]!;
  await invoke(
    rpcUrl,
    magic,
    Array.from({ length: items }, (_, i) => mintCall(hash, holderOf(i), `Traffic item ${i + 1}`)),
    [{ account: owner }],
  );
  for (let i = 0; i < moves; i++)
    await invoke(rpcUrl, magic, [nftTransferCall(hash, holderOf(i + 1), String(i + 1))], [{ account: holderOf(i) }]);
  log(
    `Registered it as NFT collection #${record.idNftCollectionPk}; minted ${items} items to ${holders.length} accounts and moved ${moves}.`,
  );
  const read = await withDatabase(options.dataDir, () =>
    syncCollectionItems([record], { url: rpcUrl, fetch: (input, init) => globalThis.fetch(input, init) }, new Date()),
  );
  log(
    read.read
      ? `Read its items from the node for the collection page (as npm run sync -- nft-collections does).`
      : `Could not read its items from the node: run npm run sync -- nft-collections to try again.`,
  );
  return {
    hash,
    idNftCollectionPk: record.idNftCollectionPk,
    minted: items,
    transferred: moves,
    itemsRead: read.read > 0,
  };
}
