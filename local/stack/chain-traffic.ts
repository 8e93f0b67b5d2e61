/**
 * `npm run chain:traffic`: real traffic on the local N3 privnet of a running `LOCAL_CHAINS=1 npm start`, so the
 * indexed charts, rankings and the new-contract mail show data from a real node (TEST-ONLY keys; privnet only).
 *
 * 1. Finds the node: `--rpc=<url>` (with `--magic=<n>`), else `N3_RPC_URL`, else the stack announced in
 *    `$DATA_DIR/stack.json` (local/stack/database.ts).
 * 2. Compiles its own tiny contract (local/contracts/traffic/counter.go) and deploys it from a fresh account, so
 *    every run deploys a new contract: the indexer discovers it and mails `newContractMailingList` (the run adds
 *    `chain-traffic@example.org` to the list when it is empty, and says so).
 * 3. Registers the contract in the local catalogue on the dApp "Privnet traffic" (slug `privnet-traffic`, created
 *    when missing, marked as local test data) as a contract of the node's network (its magic: a private network),
 *    so the home top dApps, /contracts and the dApp's chart can show what the indexer, following that network,
 *    measures of it.
 * 4. Sends `--touches=` (default 120) invocations of the contract from `--senders=` (default 4) funded accounts,
 *    and `--transfers=` (default 20) GAS and NEO transfers between them (the indexer covers the privnet from its
 *    genesis, so NEO and GAS get measured holders).
 * 4b. Deploys the NEP-11 collection stand-in, registers it as a collection of the node's network, mints items to the
 *    senders and passes some on (traffic-collection.ts), so the collection gets measured owners and transfers; then
 *    reads its items from the node as the `nft-collections` sync does, so its page shows them right away.
 * 5. On the local Neo X node (`--neox-rpc=`, else `NEOX_RPC_URL`, else the announced one), deploys an ERC-20 and a
 *    counter, registers them on the same dApp as Neo X contracts, and sends calls and token transfers from several
 *    accounts (neox-traffic.ts), waiting until the live snapshot shows the counter's indexed transactions.
 * 6. Waits (up to 3 minutes) until the live snapshot shows the contract's indexed invocations, and prints them.
 * Exits 1 with the reason when no stack or node is found.
 */
import { wallet } from '@cityofzion/neon-js';
import { ENTITIES } from '../../content-schema/registry.ts';
import type { BlockchainVersion, Contract, Dapp, GlobalSettings } from '../../content-schema/index.ts';
import { readGlobal } from '../../functions/domain/content/settings.ts';
import { repository } from '../../functions/adapters/data/store.ts';
import { readAnnounced, withDatabase } from './database.ts';
import { compileCounter, deployCounter, touchCall } from '../contracts/traffic/counter.ts';
import { NATIVE } from '../../chain/n3/native.ts';
import { invoke, sendRaw, signTransaction, transferCall, waitForApplicationLog } from '../privnet/send.ts';
import { committeeAccount, committeeMultisig, PRIVNET_MAGIC } from '../privnet/keys.ts';
import { n3NetworkOf } from '../../functions/domain/indexer/chain-params.ts';
import { neoXTraffic } from './neox-traffic.ts';
import { collectionTraffic } from './traffic-collection.ts';
import { awaitIndexedInvocations } from './indexed-figure.ts';

type Account = InstanceType<typeof wallet.Account>;
const arg = (name: string) =>
  process.argv
    .slice(2)
    .find((a) => a.startsWith(`--${name}=`))
    ?.slice(name.length + 3);
const dataDir = process.env.DATA_DIR ?? '.data';
const announced = await readAnnounced(dataDir);
const rpcUrl = arg('rpc') ?? process.env.N3_RPC_URL ?? announced?.n3RpcUrl;
const magic = Number(arg('magic') ?? announced?.n3Magic ?? PRIVNET_MAGIC);
if (!rpcUrl) {
  console.error(
    `No local N3 node found: start the stack with LOCAL_CHAINS=1 npm start (it announces its node in ${dataDir}/stack.json), or pass --rpc=<url>.`,
  );
  process.exit(1);
}
const touches = Number(arg('touches') ?? 120);
const senderCount = Number(arg('senders') ?? 4);
const transfers = Number(arg('transfers') ?? 20);
const log = (line: string) => console.log(line);

/** Fresh accounts funded by the committee (NEO for the NEO transfers, GAS for fees and deployment). */
async function funded(count: number, gasFractions: bigint): Promise<Account[]> {
  const accounts = Array.from({ length: count }, () => new wallet.Account(wallet.generatePrivateKey()));
  const multisig = committeeMultisig();
  await invoke(
    rpcUrl!,
    magic,
    accounts.flatMap((a) => [
      transferCall(NATIVE.NEO, multisig.address, a.address, 100n),
      transferCall(NATIVE.GAS, multisig.address, a.address, gasFractions),
    ]),
    [{ account: multisig, keys: [committeeAccount()] }],
  );
  return accounts;
}

/** Sign and send transactions concurrently (a few at a time), then wait for all of them to be in blocks. */
async function sendAll(jobs: { script: Parameters<typeof invoke>[2]; signer: Account }[]): Promise<void> {
  const { sc } = await import('@cityofzion/neon-js');
  const txids: string[] = [];
  for (let i = 0; i < jobs.length; i += 10) {
    txids.push(
      ...(await Promise.all(
        jobs.slice(i, i + 10).map(async (j) => {
          const script = typeof j.script === 'string' ? j.script : sc.createScript(...j.script);
          return sendRaw(rpcUrl!, await signTransaction(rpcUrl!, magic, script, [{ account: j.signer }]));
        }),
      )),
    );
  }
  await Promise.all(txids.map((id) => waitForApplicationLog(rpcUrl!, id, 60_000)));
}

await withDatabase(dataDir, async () => {
  const settings = await readGlobal();
  if (!settings.newContractMailingList?.length && settings.version > 0) {
    await repository<GlobalSettings>(ENTITIES.global).replace(
      { ...settings, newContractMailingList: ['chain-traffic@example.org'] },
      settings.version,
    );
    log('Global Preferences: newContractMailingList was empty; added chain-traffic@example.org (local data only).');
  } else if (!settings.newContractMailingList?.length) {
    await repository<GlobalSettings>(ENTITIES.global).create({
      ...settings,
      newContractMailingList: ['chain-traffic@example.org'],
    } as GlobalSettings);
    log('Global Preferences: newContractMailingList was empty; added chain-traffic@example.org (local data only).');
  }
});

log(`Compiling the traffic contract with neo-go…`);
const compiled = await compileCounter();
const [deployer, ...senders] = await funded(senderCount + 1, 200_00000000n);
const { hash } = await deployCounter(rpcUrl, magic, deployer!, compiled);
log(`Deployed "${compiled.manifest.name}" at ${hash} from ${deployer!.address}`);

const registered = await withDatabase(dataDir, async () => {
  const chains = await repository<BlockchainVersion>(ENTITIES['blockchain-version']).list();
  const n3 = chains.find((c) => c.title === 'Neo N3')?.idBlockchainVersionPk;
  const dapps = repository<Dapp>(ENTITIES.dapp);
  let dapp = (await dapps.list()).find((d) => d.slug === 'privnet-traffic');
  if (!dapp) {
    dapp = await dapps.create({
      title: 'Privnet traffic',
      slug: 'privnet-traffic',
      isDapp: true,
      active: true,
      private: false,
      shortDescription:
        'Local test data: the contracts that npm run chain:traffic deploys and calls on the local Neo N3 privnet.',
      dappCategory: [],
      dappBlockchainVersion: n3 ? [n3] : [],
      dappNntTag: [],
      dappToken: [],
      dappWallet: [],
      attributes: {},
      source: 'local/stack/chain-traffic.ts (local privnet test data)',
    } as unknown as Dapp);
  }
  const contracts = repository<Contract>(ENTITIES.contract);
  const network = n3NetworkOf(magic);
  // Contracts an earlier run registered before records named their network are of this node's network too.
  for (const earlier of await contracts.list())
    if (earlier.idDappFk === dapp.idDappPk && !earlier.network)
      await contracts.replace({ ...earlier, network }, earlier.version).catch(() => undefined);
  const contract = await contracts.create({
    idDappFk: dapp.idDappPk,
    title: `Traffic counter ${hash.slice(2, 8)}`,
    hash,
    order: 0,
    blockchainVersion: n3,
    network,
    emailNotifications: false,
    source: 'local/stack/chain-traffic.ts (local privnet test data)',
  } as unknown as Contract);
  return { dapp, contract };
});
log(
  `Registered it on the dApp "${registered.dapp.title}" (/dapp-detailed/${registered.dapp.slug}) as contract #${registered.contract.idContractPk}`,
);

log(`Sending ${touches} invocations from ${senders.length} senders and ${transfers} GAS/NEO transfers…`);
await sendAll(
  Array.from({ length: touches }, (_, i) => ({
    script: [touchCall(hash, senders[i % senders.length]!)],
    signer: senders[i % senders.length]!,
  })),
);
await sendAll(
  Array.from({ length: transfers }, (_, i) => {
    const from = senders[i % senders.length]!;
    const to = senders[(i + 1) % senders.length]!;
    return {
      script: [transferCall(i % 2 ? NATIVE.NEO : NATIVE.GAS, from.address, to.address, i % 2 ? 1n : 1_00000000n)],
      signer: from,
    };
  }),
);
log('Traffic sent.');
const collection = await collectionTraffic({ rpcUrl, magic, dataDir, owner: deployer!, holders: senders, log });

// The Neo X half (neox-traffic.ts), when the stack announced its Neo X node.
const neoXRpcUrl = arg('neox-rpc') ?? process.env.NEOX_RPC_URL ?? announced?.neoXRpcUrl;
if (neoXRpcUrl)
  await neoXTraffic({
    rpcUrl: neoXRpcUrl,
    dataDir,
    apiUrl: announced?.apiUrl,
    touches,
    senders: senderCount,
    transfers,
    log,
  });
else log('No local Neo X node announced (LOCAL_CHAINS=1 npm start announces it): the Neo X traffic is skipped.');

if (announced?.apiUrl) {
  const indexed = await awaitIndexedInvocations(
    announced.apiUrl,
    String(registered.contract.idContractPk),
    touches,
    'n3-indexer',
  );
  if (indexed) {
    log(
      `Indexed: ${indexed.invocationsLast7Days} invocations in the last 7 days, as of block ${indexed.block} (${indexed.asOf}).`,
    );
    await logOwners(announced.apiUrl, collection.idNftCollectionPk);
  }
}

/** Print the collection's owners once the live snapshot has them (the indexer's next run after the mints). */
async function logOwners(apiUrl: string, id: number) {
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 3000))) {
    const live = await fetch(`${apiUrl.replace(/\/$/, '')}/snapshot/live?sections=nftCollections`)
      .then(
        (r) =>
          r.json() as Promise<{ nftCollections: Record<string, { owners?: { value?: number; asOfBlock: number } }> }>,
      )
      .catch(() => undefined);
    const owners = live?.nftCollections[String(id)]?.owners;
    if (owners?.value !== undefined)
      return log(`Indexed: ${owners.value} owners of the collection, as of block ${owners.asOfBlock}.`);
  }
}
process.exit(0);
