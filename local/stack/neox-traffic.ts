/**
 * The Neo X half of `npm run chain:traffic` (chain-traffic.ts; TEST ONLY, the local Hardhat node of
 * `LOCAL_CHAINS=1 npm start`): deploys an ERC-20 (local/neox/contracts/TrafficToken.sol) and a counter
 * (TrafficCounter.sol) by creation transactions from a fresh account, registers both in the local catalogue on the
 * dApp "Privnet traffic" (so it is a dApp on both chains) as Neo X contracts of a private network, sends `touches`
 * calls of the counter from `senders` fresh accounts, mints the token to each and sends `transfers` token transfers
 * between them, mines blocks over the Neo X indexer's finality depth, and waits (up to 3 minutes) until the live
 * snapshot shows the counter's indexed transactions.
 */
import type { Address } from 'viem';
import { ENTITIES } from '../../content-schema/registry.ts';
import type { BlockchainVersion, Contract, Dapp, TokenPriced } from '../../content-schema/index.ts';
import { repository } from '../../functions/adapters/data/store.ts';
import { withDatabase } from './database.ts';
import { awaitIndexedInvocations } from './indexed-figure.ts';
import {
  deployTrafficContract,
  fundedNeoXAccounts,
  mineNeoXBlocks,
  mintToken,
  touchCounter,
  transferToken,
} from '../neox/traffic.ts';

export interface NeoXTrafficOptions {
  rpcUrl: string;
  dataDir: string;
  /** The stack's API (…/client), to wait for the indexed figures; no wait without it. */
  apiUrl?: string;
  touches: number;
  senders: number;
  transfers: number;
  log: (line: string) => void;
}

const SOURCE = 'local/stack/neox-traffic.ts (local Neo X test data)';

/**
 * Register the Neo X contracts on the "Privnet traffic" dApp (created by the N3 half), and the ERC-20 as a token of
 * the private network (its `idContractPk` is its contract record, so the Neo X indexer counts its transfers and
 * holders and its token page shows them); answers the records.
 */
async function register(dataDir: string, token: Address, counter: Address) {
  return withDatabase(dataDir, async () => {
    const chains = await repository<BlockchainVersion>(ENTITIES['blockchain-version']).list();
    const neoX = chains.find((c) => c.title === 'Neo X')?.idBlockchainVersionPk;
    if (neoX === undefined) throw new Error('The local catalogue has no "Neo X" blockchain version');
    const dapps = repository<Dapp>(ENTITIES.dapp);
    const dapp = (await dapps.list()).find((d) => d.slug === 'privnet-traffic');
    if (!dapp) throw new Error('The dApp "privnet-traffic" is missing: the N3 half of chain:traffic creates it');
    if (!dapp.dappBlockchainVersion.includes(neoX)) {
      const current = (await dapps.get({ idDappPk: dapp.idDappPk }))!;
      await dapps
        .replace({ ...current, dappBlockchainVersion: [...current.dappBlockchainVersion, neoX] }, current.version)
        .catch(() => undefined);
    }
    const contracts = repository<Contract>(ENTITIES.contract);
    const create = (title: string, hash: Address) =>
      contracts.create({
        idDappFk: dapp.idDappPk,
        title,
        hash: hash.toLowerCase(),
        order: 0,
        blockchainVersion: neoX,
        network: 'private',
        emailNotifications: false,
        source: SOURCE,
      } as unknown as Contract);
    const tokenContract = await create(`Traffic token ${hash6(token)}`, token);
    await registerTrafficToken(tokenContract, neoX);
    return {
      dapp,
      token: tokenContract,
      counter: await create(`Traffic counter (Neo X) ${hash6(counter)}`, counter),
    };
  });
}
const hash6 = (a: string) => a.slice(2, 8).toLowerCase();

/**
 * Register the ERC-20 TrafficToken (NXT, 18 decimals) deployed at `contract.hash` as a visible Neo X token living
 * on the contract's network (functions/domain/indexer/neox/watched.ts `tokenNetwork`); answers the record.
 */
export async function registerTrafficToken(contract: Contract, neoX: number): Promise<TokenPriced> {
  return repository<TokenPriced>(ENTITIES['token-priced']).create({
    idContractPk: contract.idContractPk,
    title: `Neo X Traffic Token ${hash6(contract.hash)}`,
    symbol: 'NXT',
    hash: contract.hash,
    network: neoX,
    type: 'ERC-20',
    decimals: 18,
    order: 0,
    isSwappable: false,
    isVisible: true,
    active: true,
  } as unknown as TokenPriced);
}

/** Run the Neo X traffic (see the module comment). */
export async function neoXTraffic(o: NeoXTrafficOptions): Promise<void> {
  const [deployer, ...senders] = await fundedNeoXAccounts(o.rpcUrl, o.senders + 1);
  const token = await deployTrafficContract(o.rpcUrl, deployer!, 'TrafficToken');
  const counter = await deployTrafficContract(o.rpcUrl, deployer!, 'TrafficCounter');
  o.log(
    `Neo X: deployed the ERC-20 TrafficToken at ${token} and TrafficCounter at ${counter} from ${deployer!.address}`,
  );
  const registered = await register(o.dataDir, token, counter);
  o.log(
    `Neo X: registered both on the dApp "${registered.dapp.title}" as contracts #${registered.token.idContractPk} and #${registered.counter.idContractPk}`,
  );
  o.log(`Neo X: sending ${o.touches} calls from ${senders.length} senders and ${o.transfers} token transfers…`);
  await Promise.all(
    senders.map(async (s, i) => {
      for (let n = i; n < o.touches; n += senders.length) await touchCounter(o.rpcUrl, counter, s);
      await mintToken(o.rpcUrl, token, s, s.address, 1_000n * 10n ** 18n);
      for (let n = i; n < o.transfers; n += senders.length)
        await transferToken(o.rpcUrl, token, s, senders[(i + 1) % senders.length]!.address, 10n ** 18n);
    }),
  );
  await mineNeoXBlocks(o.rpcUrl, 3);
  o.log('Neo X: traffic sent.');
  if (!o.apiUrl) return;
  const indexed = await awaitIndexedInvocations(
    o.apiUrl,
    String(registered.counter.idContractPk),
    o.touches,
    'neox-indexer',
  );
  if (indexed)
    return o.log(
      `Neo X indexed: ${indexed.invocationsLast7Days} transactions to the counter in the last 7 days, as of block ${indexed.block} (${indexed.asOf}).`,
    );
  o.log(
    "Neo X: the live snapshot did not show the counter's transactions within 3 minutes (is the Neo X indexer running?).",
  );
}
