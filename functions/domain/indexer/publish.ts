/**
 * What an administrator does with a discovered contract (discovery.ts), each in one action, through the same
 * rules as a dashboard save (functions/domain/content/crud.ts `persist`: validation, existing references, change
 * announced for a rebuild):
 * - attach it to a dApp: a `contract` record (title = the manifest's name, the hash, Neo N3, the network the indexer
 *   follows and found it on, deployment date), public with that dApp;
 * - publish a NEP-17 contract as a token: a `token-priced` record (SPEC §3 "tokens priced", the entity of the
 *   public token list) with the name, `symbol()` and `decimals()` the node answers, standard NEP-17;
 * - publish a NEP-11 contract as an NFT collection: an `nftCollection` record with the name, `symbol()` and the
 *   network the indexer found it on.
 * The discovered record keeps what became of it (`published`), which the back-office list shows. A hash that
 * already has a record of that kind is refused (409), so nothing is recorded twice.
 *
 * `symbol()` and `decimals()` are the NEP-17 / NEP-11 safe methods (NEP-17, NEP-11: github.com/neo-project/proposals
 * nep-17.mediawiki, nep-11.mediawiki), read with `invokefunction` from the indexer's node.
 */
import { ENTITIES, type EntityName } from '../../../content-schema/registry.ts';
import { stripControl } from '../../../content-schema/fields.ts';
import type { BlockchainVersion, Contract, NftCollection, TokenPriced } from '../../../content-schema/index.ts';
import { N3Rpc } from '../../../chain/n3/rpc.ts';
import { persist } from '../content/crud.ts';
import { getDocument, putDocument } from '../../adapters/data/documents.ts';
import { repository } from '../../adapters/data/store.ts';
import { ConflictError, InvalidError, NotFoundError, UnavailableError } from '../errors.ts';
import { translator, type Locale } from '../../lib/i18n.ts';
import { DISCOVERED_DOCS, type DiscoveredContract, type Published } from './discovery.ts';
import { indexerRpcUrls } from './node.ts';
import { readCursor } from './cursor.ts';
import { readNeoXCursor } from './neox/cursor.ts';
import { neoXChainId } from './neox/watched.ts';

const N3_TITLE = 'Neo N3';

interface InvokeResult {
  state: string;
  stack?: { type: string; value?: string }[];
  exception?: string | null;
}

/** The discovered contract `hash` (0x, any case), or 404 in the caller's language. */
async function discovered(hash: string, locale: Locale): Promise<DiscoveredContract> {
  const record = /^0x[0-9a-fA-F]{40}$/.test(hash)
    ? await getDocument<DiscoveredContract>(DISCOVERED_DOCS, hash.toLowerCase())
    : undefined;
  if (!record) throw new NotFoundError(translator(locale)('api.indexerNotDiscovered'));
  return record;
}

const n3Version = async () =>
  (await repository<BlockchainVersion>(ENTITIES['blockchain-version']).list()).find((c) => c.title === N3_TITLE)
    ?.idBlockchainVersionPk;

async function markPublished(record: DiscoveredContract, published: Published): Promise<DiscoveredContract> {
  const next = { ...record, published: { ...record.published, ...published } };
  await putDocument(DISCOVERED_DOCS, record.hash, next);
  return next;
}

/** The word (an `api.indexerKind.*` message key) for a record of each entity the indexer publishes. */
const KIND = {
  contract: 'contract',
  'token-priced': 'token',
  nftCollection: 'nftCollection',
} as const satisfies Partial<Record<EntityName, string>>;

/** 409 when a record of `entity` already has this hash. */
async function refuseDuplicate(entity: keyof typeof KIND, hash: string, locale: Locale) {
  const taken = (await repository<{ hash: string }>(ENTITIES[entity]).list()).some(
    (r) => r.hash.toLowerCase() === hash,
  );
  const t = translator(locale);
  if (taken) throw new ConflictError(t('api.indexerAlreadyRecorded', { kind: t(`api.indexerKind.${KIND[entity]}`) }));
}

/** The indexer's node, or 503 when none is configured. */
function node(locale: Locale): N3Rpc {
  const urls = indexerRpcUrls();
  if (!urls) throw new UnavailableError(translator(locale)('api.indexerNotConfigured'));
  return new N3Rpc({ urls });
}

/** A safe method's single result: a ByteString as UTF-8 text, an Integer as a number; undefined on FAULT. */
async function safeCall(rpc: N3Rpc, hash: string, method: string): Promise<string | number | undefined> {
  const result = await rpc.call<InvokeResult>('invokefunction', [hash, method, []]);
  const item = result.state === 'HALT' ? result.stack?.[0] : undefined;
  if (!item || item.value === undefined) return undefined;
  if (item.type === 'Integer') return Number(item.value);
  if (item.type === 'ByteString') return Buffer.from(item.value, 'base64').toString('utf8');
  return undefined;
}

const sourceOf = (r: DiscoveredContract) =>
  `Discovered by the ${r.chain === 'neo-x' ? 'Neo X' : 'N3'} indexer${r.deployedBlock !== undefined ? ` (deployed at block ${r.deployedBlock}, transaction ${r.deployTx})` : ''}`;

/** Attach discovered contract `hash` to dApp `idDappFk` as a contract record; answers the updated discovered record. */
export async function attachToDapp(hash: string, idDappFk: number, locale: Locale): Promise<DiscoveredContract> {
  const record = await discovered(hash, locale);
  await refuseDuplicate('contract', record.hash, locale);
  // A Neo X creation (neox/discovery.ts) becomes a Neo X contract of the network the Neo X indexer follows.
  const neoX = record.chain === 'neo-x';
  const network = (neoX ? await readNeoXCursor() : await readCursor())?.network;
  const saved = await persist(
    'contract',
    {
      idDappFk,
      title: stripControl(record.name ?? record.hash).slice(0, 120),
      hash: record.hash,
      blockchainVersion: neoX ? await neoXChainId() : await n3Version(),
      ...(network ? { network } : {}),
      deploymentDate: record.deployedAt,
      source: sourceOf(record),
    } satisfies Partial<Contract>,
    locale,
  );
  return markPublished(record, { contract: saved.id, idDappFk });
}

/** Publish discovered NEP-17 contract `hash` as a token record (symbol and decimals from the node). */
export async function publishAsToken(hash: string, locale: Locale): Promise<DiscoveredContract> {
  const record = await discovered(hash, locale);
  if (!record.supportedStandards.includes('NEP-17'))
    throw new InvalidError(translator(locale)('api.indexerNoStandard'));
  await refuseDuplicate('token-priced', record.hash, locale);
  const rpc = node(locale);
  const [symbol, decimals] = [await safeCall(rpc, record.hash, 'symbol'), await safeCall(rpc, record.hash, 'decimals')];
  const saved = await persist(
    'token-priced',
    {
      title: stripControl(record.name ?? String(symbol ?? record.hash)).slice(0, 120),
      symbol: typeof symbol === 'string' ? stripControl(symbol).slice(0, 20) : undefined,
      decimals: typeof decimals === 'number' ? decimals : undefined,
      hash: record.hash,
      network: await n3Version(),
      type: 'NEP-17',
      source: sourceOf(record),
    } satisfies Partial<TokenPriced>,
    locale,
  );
  return markPublished(record, { tokenPriced: saved.id });
}

/** Publish discovered NEP-11 contract `hash` as an NFT collection record (symbol from the node). */
export async function publishAsNftCollection(hash: string, locale: Locale): Promise<DiscoveredContract> {
  const record = await discovered(hash, locale);
  if (!record.supportedStandards.includes('NEP-11'))
    throw new InvalidError(translator(locale)('api.indexerNoStandard'));
  await refuseDuplicate('nftCollection', record.hash, locale);
  const symbol = await safeCall(node(locale), record.hash, 'symbol');
  const network = (await readCursor())?.network;
  const saved = await persist(
    'nftCollection',
    {
      name: stripControl(record.name ?? record.hash).slice(0, 120),
      symbol: typeof symbol === 'string' ? stripControl(symbol).slice(0, 40) : undefined,
      hash: record.hash,
      standard: 'NEP-11',
      blockchainVersion: await n3Version(),
      // The network the indexer found it on, so its owners and transfers count there (holder-figures.ts).
      ...(network ? { network } : {}),
      source: sourceOf(record),
    } satisfies Partial<NftCollection>,
    locale,
  );
  return markPublished(record, { nftCollection: saved.id });
}
