/**
 * /dashboard/discovered-contracts: the contracts the N3 indexer discovered (never public by themselves), with their
 * manifest's name, standards and methods, deployer and when they were first seen; per row, attach to a dApp (a
 * contract record) and, for a NEP-17 / NEP-11 contract, publish it as a token / NFT collection in one action.
 */
import { useState } from 'react';
import type { EntityName } from '../../../../content-schema/registry.ts';
import { Link } from 'wouter';
import { formatUtc } from '../entities/cells.ts';
import { forgetAll } from '../entities/api.ts';
import { recordTitle, useAllRecords } from '../entities/relations.ts';
import { api, ApiError, call } from '../http/client.ts';
import { t } from '../i18n.ts';
import { editPath } from '../routes.ts';
import { ScreenHeader } from '../shell/ScreenHeader.tsx';
import { toastSuccess } from '../toasts/store.ts';
import { conversionOf, converted, firstSeen, isDiscoveredList, type Discovered } from './discovered.ts';
import { PolledTable, usePolledRows } from './PolledTable.tsx';

const discovered = api.indexer.discovered;

/** The actions of one discovered contract. */
function RowActions({
  record,
  dapps,
  onDone,
}: {
  record: Discovered;
  dapps: { id: number; title: string }[];
  onDone: () => void;
}) {
  const [dapp, setDapp] = useState('');
  const [busy, setBusy] = useState(false);
  const param = { hash: record.hash };
  /** Send one action (`request`, a `call` of the typed client); on success forget `entity`'s cached lists. */
  const act = async (request: () => Promise<unknown>, done: string, entity: EntityName) => {
    setBusy(true);
    try {
      await request();
      forgetAll(entity);
      toastSuccess(done);
      onDone();
    } catch {
      /* the HTTP layer showed the error */
    } finally {
      setBusy(false);
    }
  };
  const conversion = conversionOf(record);
  const label = record.name ?? record.hash;
  return (
    <div className="discovered-actions">
      {record.published?.contract === undefined ? (
        <form
          className="inline-form"
          onSubmit={(e) => {
            e.preventDefault();
            if (!dapp) return;
            const json = { idDappFk: Number(dapp) };
            void act(
              () => call((o) => discovered[':hash'].contract.$post({ param, json }, o)),
              t('dashboard.discovered.attached'),
              'contract',
            );
          }}
        >
          <label className="visually-hidden" htmlFor={`dapp-${record.hash}`}>
            {t('dashboard.discovered.dappFor', { name: label })}
          </label>
          <select id={`dapp-${record.hash}`} value={dapp} onChange={(e) => setDapp(e.target.value)} disabled={busy}>
            <option value="">{t('dashboard.discovered.chooseDapp')}</option>
            {dapps.map((d) => (
              <option key={d.id} value={d.id}>
                {d.title}
              </option>
            ))}
          </select>
          <button
            type="submit"
            className="btn btn-small"
            disabled={busy || !dapp}
            aria-label={t('dashboard.discovered.attachNamed', { name: label })}
          >
            {t('dashboard.discovered.attach')}
          </button>
        </form>
      ) : (
        <Link href={editPath('contract', [record.published.contract])}>{t('dashboard.discovered.contractRecord')}</Link>
      )}
      {conversion && !converted(record) && (
        <button
          type="button"
          className="btn btn-small"
          disabled={busy}
          onClick={() =>
            void act(
              () =>
                call((o) =>
                  (conversion === 'token' ? discovered[':hash'].token : discovered[':hash']['nft-collection']).$post(
                    { param },
                    o,
                  ),
                ),
              t(conversion === 'token' ? 'dashboard.discovered.tokenDone' : 'dashboard.discovered.nftDone'),
              conversion === 'token' ? 'token-priced' : 'nftCollection',
            )
          }
        >
          {t(conversion === 'token' ? 'dashboard.discovered.makeToken' : 'dashboard.discovered.makeNft')}
        </button>
      )}
      {record.published?.tokenPriced !== undefined && (
        <Link href={editPath('token-priced', [record.published.tokenPriced])}>
          {t('dashboard.discovered.tokenRecord')}
        </Link>
      )}
      {record.published?.nftCollection !== undefined && (
        <Link href={editPath('nftCollection', [record.published.nftCollection])}>
          {t('dashboard.discovered.nftRecord')}
        </Link>
      )}
    </div>
  );
}

/** The discovered contracts screen. */
export function DiscoveredScreen() {
  const { rows: dappRows } = useAllRecords('dapp');
  const dapps = dappRows
    .map((r) => ({ id: Number(r.idDappPk), title: recordTitle('dapp', r) }))
    .sort((a, b) => a.title.localeCompare(b.title));
  const { rows: records, refresh } = usePolledRows<Discovered>(
    async () => {
      const answer: unknown = await call((o) => discovered.$get(undefined, o));
      return isDiscoveredList(answer) ? answer : undefined;
    },
    () => 60_000,
    (error) => (error instanceof ApiError ? 'empty' : undefined),
  );

  return (
    <section aria-labelledby="screen-title">
      <ScreenHeader title={t('dashboard.menu.discovered-contracts')} lead={t('dashboard.discovered.lead')} />
      <PolledTable
        rows={records}
        colPrefix="dashboard.discovered.col"
        columns={['name', 'hash', 'standards', 'methods', 'deployer', 'firstSeen', 'actions']}
        empty={t('dashboard.discovered.empty')}
        row={(r) => {
          const seen = firstSeen(r);
          return (
            <tr key={r.hash} data-discovered={r.hash}>
              <td>
                {r.name ?? '—'}
                {r.destroyed ? ` (${t('dashboard.discovered.destroyed')})` : ''}
              </td>
              <td>
                <code>{r.hash}</code>
              </td>
              <td>{r.supportedStandards.join(', ') || t('dashboard.discovered.noStandard')}</td>
              <td>
                <span title={r.methods.join(', ')}>
                  {r.methods.slice(0, 8).join(', ')}
                  {r.methods.length > 8 ? ` +${r.methods.length - 8}` : ''}
                </span>
              </td>
              <td>{r.deployer ? <code>{r.deployer}</code> : '—'}</td>
              <td>{seen ? t('dashboard.discovered.seen', { block: seen.block, at: formatUtc(seen.at) }) : '—'}</td>
              <td>
                <RowActions record={r} dapps={dapps} onDone={refresh} />
              </td>
            </tr>
          );
        }}
      />
    </section>
  );
}
