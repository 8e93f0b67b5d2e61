/** The side menu of every screen; on phones it is collapsed behind the header's "Menu" button. */
import { Link, useLocation } from 'wouter';
import { t } from '../i18n.ts';
import { usePendingSubmissions } from '../screens/pending-submissions.ts';
import { isCurrentItem, MENU } from './menu.ts';

interface Props {
  open: boolean;
  onNavigate: () => void;
}

/** The list of every screen, the current one marked with aria-current. */
export function SideMenu({ open, onNavigate }: Props) {
  const [path] = useLocation();
  const pending = usePendingSubmissions(path);
  return (
    <nav id="dashboard-menu" className={`side-menu${open ? ' is-open' : ''}`} aria-label={t('dashboard.menu.label')}>
      <ul>
        {MENU.map((item) => {
          const current = isCurrentItem(item, path);
          return (
            <li key={item.key}>
              <Link
                href={item.href}
                aria-current={current ? 'page' : undefined}
                className={current ? 'is-current' : undefined}
                onClick={onNavigate}
              >
                {t(`dashboard.menu.${item.key}`)}
                {item.key === 'submissions' && !!pending && (
                  <span className="menu-count" data-testid="pending-submissions">
                    {' '}
                    <span aria-hidden="true">{pending}</span>
                    <span className="visually-hidden">{t('dashboard.submissions.pending', { count: pending })}</span>
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
