/** Previous/next paging of a list with "Page x of y" and the record count. */
import { t } from '../i18n.ts';
import { pageCount } from './list-state.ts';

interface Props {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

/** Previous/next buttons for a list of `total` records. */
export function Pager({ page, pageSize, total, onPage }: Props) {
  const pages = pageCount(total, pageSize);
  return (
    <nav className="pager" aria-label={t('dashboard.list.paging')}>
      <span className="muted" aria-live="polite">
        {t('dashboard.list.pageOf', { page: Math.min(page, pages - 1) + 1, pages })} ·{' '}
        {t('dashboard.list.total', { count: total })}
      </span>
      <span className="pager-buttons">
        <button type="button" className="btn btn-small" disabled={page <= 0} onClick={() => onPage(page - 1)}>
          {t('dashboard.list.previous')}
        </button>
        <button type="button" className="btn btn-small" disabled={page >= pages - 1} onClick={() => onPage(page + 1)}>
          {t('dashboard.list.next')}
        </button>
      </span>
    </nav>
  );
}
