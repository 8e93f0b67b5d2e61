/** Below a dApp's form: its contracts (edit, NEP-17 facts) and its social links (edit), with links to add more. */
import { Link } from 'wouter';
import type { Row } from '../entities/form-values.ts';
import { recordTitle, useAllRecords } from '../entities/relations.ts';
import { t } from '../i18n.ts';
import { editPath, newPath } from '../routes.ts';

/** The contracts and social links of the dApp `record`. */
export function DappRelated({ record }: { record: Row }) {
  const id = Number(record.idDappPk);
  const contracts = useAllRecords('contract', { idDappFk: id });
  const socials = useAllRecords('dapp-social', { idDappFk: id });
  const socialTypes = useAllRecords('social-type');
  const typeTitle = (typeId: unknown) => {
    const type = socialTypes.rows.find((r) => r.idSocialTypePk === typeId);
    return type ? recordTitle('social-type', type) : `#${String(typeId)}`;
  };
  return (
    <div className="extras-grid">
      <section className="card extras" aria-labelledby="dapp-contracts">
        <div className="section-head">
          <h2 id="dapp-contracts">{t('dashboard.dapp.contracts')}</h2>
          <Link className="btn btn-small" href={newPath('contract', { idDappFk: id })}>
            {t('dashboard.dapp.addContract')}
          </Link>
        </div>
        {contracts.loading ? (
          <p className="muted">{t('dashboard.loading')}</p>
        ) : !contracts.rows.length ? (
          <p className="muted">{t('dashboard.dapp.noContracts')}</p>
        ) : (
          <ul className="link-list">
            {contracts.rows.map((c) => (
              <li key={String(c.idContractPk)}>
                <Link href={editPath('contract', [Number(c.idContractPk)])}>{recordTitle('contract', c)}</Link>
                <code className="hash">{String(c.hash ?? '')}</code>
                <Link className="small" href={editPath('nep17', [Number(c.idContractPk)])}>
                  {t('dashboard.dapp.nep17')}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="card extras" aria-labelledby="dapp-socials">
        <div className="section-head">
          <h2 id="dapp-socials">{t('dashboard.dapp.socials')}</h2>
          <Link className="btn btn-small" href={newPath('dapp-social', { idDappFk: id })}>
            {t('dashboard.dapp.addSocial')}
          </Link>
        </div>
        {socials.loading ? (
          <p className="muted">{t('dashboard.loading')}</p>
        ) : !socials.rows.length ? (
          <p className="muted">{t('dashboard.dapp.noSocials')}</p>
        ) : (
          <ul className="link-list">
            {socials.rows.map((s) => (
              <li key={`${String(s.idDappFk)}/${String(s.idSocialTypeFk)}`}>
                <Link href={editPath('dapp-social', [id, Number(s.idSocialTypeFk)])}>
                  {typeTitle(s.idSocialTypeFk)}
                </Link>
                <span className="muted url">{String(s.url ?? '')}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
