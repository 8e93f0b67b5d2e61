/**
 * New-contract discovery from ContractManagement's Deploy, Update and Destroy notifications (neo
 * `src/Neo/SmartContract/Native/ContractManagement.cs`; hash in the notification's first item). Each contract
 * seen becomes a *discovered contract* document (`discovered-contract`, key its 0x hash) with its manifest's
 * name, supported standards (NEP-17, NEP-11, …), methods and deployer (the deploying transaction's sender), read
 * with `getcontractstate`. Discovered contracts are never public: the back-office lists them
 * (`GET /client/indexer/discovered`) until an administrator attaches one to a dApp or makes it a token or NFT
 * collection record (publish.ts).
 *
 * Mails (functions/adapters/mail): the addresses of Global Preferences' `newContractMailingList` get one digest per run
 * that found new contracts (hash, name, standards, link to the back-office screen), and the same addresses a mail
 * when a registered contract whose `emailNotifications` is on is updated or destroyed. Only the tip lane mails:
 * contracts found while backfilling the past 30 days are recorded without a mail. A mail is sent before its
 * "mailed" mark is stored, so a run killed between the two may send it once more, never lose it.
 */
import { ENTITIES } from '../../../content-schema/registry.ts';
import type { Contract } from '../../../content-schema/index.ts';
import type { N3Rpc } from '../../../chain/n3/rpc.ts';
import { config } from '../../config.ts';
import { readGlobal } from '../content/settings.ts';
import { getDocument, listDocuments, putDocument } from '../../adapters/data/documents.ts';
import { repository } from '../../adapters/data/store.ts';
import { translator } from '../../lib/i18n.ts';
import { sendMail } from '../../adapters/mail/mailer.ts';
import type { LifecycleSighting } from './digest.ts';
import type { LifecycleEvent } from './invocation.ts';

export const DISCOVERED_DOCS = 'discovered-contract';

export interface DiscoveredContract {
  hash: string;
  /** The chain it was found on: absent for Neo N3, `neo-x` for a Neo X contract creation (neox/discovery.ts). */
  chain?: 'neo-x';
  name?: string;
  supportedStandards: string[];
  methods: string[];
  /** The deploying transaction's sender, 0x script hash (absent when the Deploy was before the indexed range). */
  deployer?: string;
  deployedAt?: string;
  deployedBlock?: number;
  deployTx?: string;
  /** Every lifecycle event seen, oldest first (deduplicated by transaction and event). */
  events: {
    event: LifecycleEvent;
    block: number;
    at: string;
    tx: string;
    /** Its mail (if one is due) went out. */ notified: boolean;
  }[];
  destroyed: boolean;
  /** Whether the new-contract mail for it went out. */
  mailed: boolean;
  /** What an administrator made of it (publish.ts), once they did. */
  published?: Published;
}

/** What a discovered contract became (publish.ts): the ids of the records made from it. */
export interface Published {
  contract?: number;
  idDappFk?: number;
  tokenPriced?: number;
  nftCollection?: number;
}

interface ContractState {
  manifest: { name: string; supportedstandards: string[]; abi: { methods: { name: string }[] } };
}

/** The back-office screen of discovered contracts (linked from the mails). */
export const discoveredScreenUrl = () =>
  `${config().PUBLIC_SITE_URL.replace(/\/$/, '')}/dashboard/discovered-contracts`;

/**
 * Record `events` (in block order). `announce` false (the backfill lane) records them as already notified, so
 * no mail goes out about the past; answers the records touched.
 */
export async function recordLifecycle(
  rpc: N3Rpc,
  events: LifecycleSighting[],
  announce: boolean,
): Promise<DiscoveredContract[]> {
  const touched = new Map<string, DiscoveredContract>();
  for (const e of events) {
    const known = touched.get(e.hash) ?? (await getDocument<DiscoveredContract>(DISCOVERED_DOCS, e.hash));
    const record: DiscoveredContract = known ?? {
      hash: e.hash,
      supportedStandards: [],
      methods: [],
      events: [],
      destroyed: false,
      mailed: !announce,
    };
    if (!record.events.some((x) => x.tx === e.tx && x.event === e.event))
      record.events.push({ event: e.event, block: e.block, at: e.at, tx: e.tx, notified: !announce });
    record.events.sort((a, b) => a.block - b.block);
    if (e.event === 'Deploy')
      Object.assign(record, { deployer: e.sender, deployedAt: e.at, deployedBlock: e.block, deployTx: e.tx });
    if (e.event === 'Destroy') record.destroyed = true;
    touched.set(e.hash, record);
  }
  for (const record of touched.values()) {
    if (!record.destroyed) {
      const state = await rpc.call<ContractState>('getcontractstate', [record.hash]).catch(() => undefined);
      if (state) {
        record.name = state.manifest.name;
        record.supportedStandards = state.manifest.supportedstandards;
        record.methods = [...new Set(state.manifest.abi.methods.map((m) => m.name))];
      }
    }
    await putDocument(DISCOVERED_DOCS, record.hash, record);
  }
  return [...touched.values()];
}

/** Every discovered contract, newest deployment first. */
export async function listDiscovered(): Promise<DiscoveredContract[]> {
  return (await listDocuments<DiscoveredContract>(DISCOVERED_DOCS))
    .map(([, d]) => d)
    .sort((a, b) => (b.deployedBlock ?? -1) - (a.deployedBlock ?? -1) || a.hash.localeCompare(b.hash));
}

/**
 * Send the mails due (see the module comment): one digest of the deployed contracts not yet announced, and one
 * mail per Update/Destroy not yet notified of a registered contract with `emailNotifications` on. Marks what
 * was sent (or needed no mail) and answers how many mails went out.
 */
export async function sendDiscoveryMails(): Promise<number> {
  const all = await listDiscovered();
  const fresh = all.filter((r) => !r.mailed && r.deployTx);
  const pending = all.filter((r) => r.events.some((e) => !e.notified));
  if (!fresh.length && !pending.length) return 0;
  const recipients = (await readGlobal()).newContractMailingList ?? [];
  const t = translator('en-US');
  let sent = 0;
  if (fresh.length && recipients.length) {
    const lines = fresh
      .map((r) =>
        t('mail.newContracts.line', {
          hash: r.hash,
          name: r.name ?? '?',
          standards: r.supportedStandards.join(', ') || t('mail.newContracts.noStandard'),
          block: r.deployedBlock,
        }),
      )
      .join('\n');
    for (const to of recipients) {
      await sendMail({
        to,
        subject: t('mail.newContracts.subject', { count: fresh.length }),
        text: t('mail.newContracts.text', { lines, link: discoveredScreenUrl() }),
      });
      sent++;
    }
  }
  const watched = pending.length
    ? new Map(
        (await repository<Contract>(ENTITIES.contract).list())
          .filter((c) => c.emailNotifications)
          .map((c) => [c.hash.toLowerCase(), c]),
      )
    : new Map<string, Contract>();
  for (const record of new Set([...fresh, ...pending])) {
    const contract = watched.get(record.hash);
    for (const e of record.events) {
      if (e.notified) continue;
      if (e.event !== 'Deploy' && contract) {
        for (const to of recipients) {
          await sendMail({
            to,
            subject: t(`mail.contractChanged.subject${e.event}`, { title: contract.title, hash: record.hash }),
            text: t('mail.contractChanged.text', {
              title: contract.title,
              hash: record.hash,
              event: e.event,
              block: e.block,
              tx: e.tx,
              at: e.at,
            }),
          });
          sent++;
        }
      }
      e.notified = true;
    }
    record.mailed = true;
    await putDocument(DISCOVERED_DOCS, record.hash, record);
  }
  return sent;
}
