/** The side menu of every screen; on phones it is collapsed behind the header's "Menu" button. */
import { Link, useLocation } from 'wouter';
import { t } from '../i18n.ts';
import { isCurrentItem, MENU } from './menu.ts';

interface Props {
  open: boolean;
  onNavigate: () => void;
}

/** The list of every screen, the current one marked with aria-current. */
export function SideMenu({ open, onNavigate }: Props) {
  const [path] = useLocation();
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
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
