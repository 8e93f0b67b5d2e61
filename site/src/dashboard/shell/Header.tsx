/** The dashboard header: brand, the phone menu toggle, the user's name, change of password and sign-out. */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { t, UI_LOCALE, uiPath } from '../i18n.ts';
import { LANGUAGE_NAMES, localePath, locales, splitLocale } from '../../lib/locale-routes.ts';
import { $user, signOut } from '../session/session.ts';
import { ChangePasswordDialog } from './ChangePasswordDialog.tsx';

interface Props {
  menuOpen: boolean;
  onToggleMenu: () => void;
}

/** The top bar of the dashboard. */
export function Header({ menuOpen, onToggleMenu }: Props) {
  const user = useStore($user);
  const [changing, setChanging] = useState(false);
  return (
    <header className="dash-header">
      <button
        type="button"
        className="menu-toggle"
        aria-expanded={menuOpen}
        aria-controls="dashboard-menu"
        onClick={onToggleMenu}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span>{t('dashboard.menu.toggle')}</span>
      </button>
      <a className="brand" href={uiPath('/')}>
        <svg aria-hidden="true" viewBox="0 0 32 32" width="26" height="26">
          <rect width="32" height="32" rx="7" fill="#00E599" />
          <path
            d="M9 23V9l14 14V9"
            fill="none"
            stroke="#0b1215"
            strokeWidth="3.2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span>{t('site.name')}</span>
        <span className="brand-tag">{t('dashboard.title')}</span>
      </a>
      <nav className="dash-languages" aria-label={t('nav.language')}>
        {locales
          .filter((locale) => locale !== UI_LOCALE)
          .map((locale) => (
            <a
              key={locale}
              lang={locale}
              hrefLang={locale}
              href={localePath(locale, splitLocale(window.location.pathname).path) + window.location.search}
            >
              {LANGUAGE_NAMES[locale]}
            </a>
          ))}
      </nav>
      <div className="user-box">
        <span className="user-name" data-user-name title={user?.email}>
          {user?.fullName || user?.email}
        </span>
        <button type="button" className="btn btn-small btn-ghost" onClick={() => setChanging(true)}>
          {t('dashboard.password.change')}
        </button>
        <button type="button" className="btn btn-small btn-ghost" onClick={() => void signOut()}>
          {t('dashboard.session.signOut')}
        </button>
      </div>
      <ChangePasswordDialog open={changing} onClose={() => setChanging(false)} />
    </header>
  );
}
