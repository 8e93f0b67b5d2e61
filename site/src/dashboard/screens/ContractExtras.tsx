/** Below a contract's form: its NEP-17 facts and its dApp. */
import { Link } from 'wouter';
import type { Row } from '../entities/form-values.ts';
import { t } from '../i18n.ts';
import { editPath } from '../routes.ts';

/** Links from a contract's form to its NEP-17 facts and its dApp. */
export function ContractExtras({ record }: { record: Row }) {
  return (
    <section className="card extras" aria-labelledby="contract-extras">
      <h2 id="contract-extras">{t('dashboard.contract.related')}</h2>
      <ul className="link-list">
        <li>
          <Link href={editPath('nep17', [Number(record.idContractPk)])}>{t('dashboard.contract.nep17')}</Link>
        </li>
        {record.idDappFk !== undefined && (
          <li>
            <Link href={editPath('dapp', [Number(record.idDappFk)])}>{t('dashboard.contract.dapp')}</Link>
          </li>
        )}
      </ul>
    </section>
  );
}
