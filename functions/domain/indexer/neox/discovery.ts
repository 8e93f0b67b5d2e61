/**
 * Neo X contract creations (a transaction's receipt.contractAddress, digest.ts) as discovered contracts: the same
 * `discovered-contract` documents as N3's (../discovery.ts), marked `chain: 'neo-x'`, with the deployer (the
 * creating transaction's sender), block, time and transaction. A Neo X contract has no manifest: name, standards
 * and methods stay unknown. Found by the tip lane, they are announced in the new-contract mail the N3 indexer's
 * run sends (one sender of those mails, `sendDiscoveryMails`); found by the backfill lane, they are recorded as
 * already announced. A creation seen again (a chunk written twice, a replaced block) changes nothing.
 */
import { getDocument, putDocument } from '../../../adapters/data/documents.ts';
import { DISCOVERED_DOCS, type DiscoveredContract } from '../discovery.ts';
import type { NeoXCreation } from './digest.ts';

/** Record `creations` (see the module comment); answers how many were new. */
export async function recordCreations(creations: NeoXCreation[], announce: boolean): Promise<number> {
  let fresh = 0;
  for (const c of creations) {
    const known = await getDocument<DiscoveredContract>(DISCOVERED_DOCS, c.address);
    if (known?.events.some((e) => e.tx === c.tx && e.event === 'Deploy')) continue;
    const record: DiscoveredContract = {
      ...(known ?? { supportedStandards: [], methods: [], events: [], destroyed: false, mailed: !announce }),
      hash: c.address,
      chain: 'neo-x',
      deployer: c.deployer,
      deployedAt: c.at,
      deployedBlock: c.block,
      deployTx: c.tx,
    };
    record.events = [...record.events, { event: 'Deploy', block: c.block, at: c.at, tx: c.tx, notified: !announce }];
    await putDocument(DISCOVERED_DOCS, c.address, record);
    fresh++;
  }
  return fresh;
}
