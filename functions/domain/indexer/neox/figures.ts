/**
 * The Neo X indexer's figures, in the N3 indexer's shape (../figures.ts `IndexedFigures`) and document
 * (`indexer-figures/neox`), computed once per run from its series (subjects.ts), each "as of block N, time T" of
 * the network it follows (`observedOn`: network and chain id, network.ts):
 * - per watched Neo X contract (watched.ts): invocations (transactions to it) in the last 7 UTC days, the 14 daily
 *   counts, the change against the 7 days before, and over 1, 7, 30 days invocations, users (distinct senders) and
 *   transfers it emitted (periods.ts); no first/last invocation (a replaced block could not give them back);
 * - per dApp with such contracts: the same periods over its Neo X contracts;
 * - per token (the catalogue's Neo X tokens of the network, and any watched contract that emitted ERC-20
 *   transfers): transfers per day, distinct holders touched per day, and the holders (accounts with a balance > 0,
 *   ../holder-figures.ts: a figure only when the index covers the token's history from its creation block, which
 *   discovery recorded; else the block the covered history starts from); per NFT collection (ERC-721 / ERC-1155) transfers;
 * - network per day (14 days): blocks, transactions, distinct active addresses (senders), fees in gwei
 *   (`feesFractions`, 10^-9 GAS, a decimal string).
 */
import { getDocument, putDocument } from '../../../adapters/data/documents.ts';
import { mapLimit } from '../../../../chain/n3/rpc.ts';
import { coveredFrom } from '../cursor.ts';
import { contractFigures, FIGURES_DOCS, networkDays, transferFigures, type IndexedFigures } from '../figures.ts';
import { contractDays, mergeDays, periodActivity, type ActivityDays } from '../periods.ts';
import type { NeoXCursor } from './cursor.ts';
import { NEOX_SUBJECTS as S } from './subjects.ts';
import { neoXAssets, neoXContracts } from './watched.ts';
import { holderFigures } from '../holder-figures.ts';

/** Compute and store the Neo X figures as of the cursor's newest block; undefined before any block was indexed. */
export async function refreshNeoXFigures(cursor: NeoXCursor, origin: string): Promise<IndexedFigures | undefined> {
  if (!cursor.newest) return undefined;
  const asOf = Date.parse(cursor.newest.at);
  const coverage = Date.parse(coveredFrom(cursor));
  const records = await neoXContracts(cursor.network);
  const assets = await neoXAssets(cursor.network);
  const contracts = [...new Set(records.map((c) => c.hash.toLowerCase()))];
  const days = new Map<string, ActivityDays>(
    await mapLimit(contracts, 8, async (h) => [h, await contractDays(h, asOf, S)] as const),
  );
  const hashesOf = (id: number) => [
    ...new Set(records.filter((c) => c.idDappFk === id).map((c) => c.hash.toLowerCase())),
  ];
  const tokens = (
    await mapLimit(
      [...new Set([...assets.tokens, ...contracts])],
      8,
      async (h) => [h, await transferFigures(S.tokenTransfers(h), asOf, (s) => S.tokenHolders(h, s))] as const,
    )
  ).filter(([h, f]) => assets.tokens.includes(h) || f.transfersDaily.some((p) => p.value > 0));
  const nfts = (
    await mapLimit(
      [...new Set([...assets.nfts, ...contracts])],
      8,
      async (h) => [h, await transferFigures(S.nftTransfers(h), asOf)] as const,
    )
  ).filter(([h, f]) => assets.nfts.includes(h) || f.transfersDaily.some((p) => p.value > 0));
  const figures: IndexedFigures = {
    asOf: { block: cursor.newest.index, at: cursor.newest.at, hash: cursor.newest.hash },
    coveredFrom: coveredFrom(cursor),
    origin,
    ...(cursor.network && cursor.chainId !== undefined
      ? { observedOn: { network: cursor.network, magic: cursor.chainId } }
      : {}),
    contracts: Object.fromEntries(
      await mapLimit(
        contracts,
        8,
        async (h) =>
          [
            h,
            {
              ...(await contractFigures(h, asOf, coverage, undefined, S)),
              periods: periodActivity(days.get(h)!, asOf, coverage),
            },
          ] as const,
      ),
    ),
    dapps: Object.fromEntries(
      [...new Set(records.map((c) => c.idDappFk))].map((id) => [
        String(id),
        periodActivity(mergeDays(hashesOf(id).map((h) => days.get(h)!)), asOf, coverage),
      ]),
    ),
    tokens: Object.fromEntries(tokens),
    nftCollections: Object.fromEntries(nfts),
    network: await networkDays(asOf, S),
  };
  // ERC-20 holders (accounts with a balance > 0), measured only where the index reaches the token's creation.
  const holders = await holderFigures(cursor, Object.keys(figures.tokens));
  for (const [h, f] of Object.entries(figures.tokens)) if (holders.has(h)) f.holders = holders.get(h);
  await putDocument(FIGURES_DOCS, 'neox', figures);
  return figures;
}

/** The stored Neo X figures, or undefined before the Neo X indexer's first run with blocks. */
export const readNeoXFigures = () => getDocument<IndexedFigures>(FIGURES_DOCS, 'neox');
