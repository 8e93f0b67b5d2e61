/**
 * The dashboard island (mounted by pages/dashboard/index.astro for every /dashboard/* path): restores the session
 * from the session cookie on each page load, sends visitors without one to /sign-in (remembering the path), and
 * renders the shell: header, side menu and the routed screen.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { Router, useLocation } from 'wouter';
import { t, uiPath } from '../i18n.ts';
import { $status, requireSignIn, restoreSession } from '../session/session.ts';
import { Toaster } from '../toasts/Toaster.tsx';
import { ConfirmHost } from '../ui/ConfirmHost.tsx';
import { Header } from './Header.tsx';
import { ScreenRouter } from './ScreenRouter.tsx';
import { SideMenu } from './SideMenu.tsx';

function Shell() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [path] = useLocation();
  const first = useRef(true);
  // After a client-side navigation, move the focus to the new screen's heading (the initial load keeps it).
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.requestAnimationFrame(() => document.getElementById('screen-title')?.focus());
  }, [path]);
  return (
    <div className="dash">
      <a className="skip-link" href="#dashboard-main">
        {t('site.skipToContent')}
      </a>
      <Header menuOpen={menuOpen} onToggleMenu={() => setMenuOpen((open) => !open)} />
      <div className="dash-body">
        <SideMenu open={menuOpen} onNavigate={() => setMenuOpen(false)} />
        <main id="dashboard-main" className="dash-main" tabIndex={-1}>
          <ScreenRouter />
        </main>
      </div>
    </div>
  );
}

/** The island of /dashboard/*: session check, then the shell. */
export default function DashboardApp() {
  const status = useStore($status);
  useEffect(() => {
    void restoreSession().then((signedIn) => {
      if (!signedIn) requireSignIn();
    });
  }, []);
  return (
    <>
      {status === 'signedIn' ? (
        <Router base={uiPath('/').replace(/\/$/, '')}>
          <Shell />
        </Router>
      ) : (
        <p className="dash-loading" role="status">
          {t('dashboard.session.checking')}
        </p>
      )}
      <ConfirmHost />
      <Toaster />
    </>
  );
}
