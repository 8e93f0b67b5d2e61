/** /dashboard: the public site's rebuild state, the transaction resync job and the live-data sync jobs. */
import { useStore } from '@nanostores/react';
import { t } from '../i18n.ts';
import { $user } from '../session/session.ts';
import { ScreenHeader } from '../shell/ScreenHeader.tsx';
import { ResyncCard } from './ResyncCard.tsx';
import { SiteStatusCard } from './SiteStatusCard.tsx';
import { SyncStatusCard } from './SyncStatusCard.tsx';

/** The dashboard home screen. */
export function HomeScreen() {
  const user = useStore($user);
  return (
    <section className="screen">
      <ScreenHeader title={t('dashboard.menu.home')} lead={t('dashboard.home.lead', { name: user?.fullName ?? '' })} />
      <div className="home-grid">
        <SiteStatusCard />
        <ResyncCard />
      </div>
      <SyncStatusCard />
    </section>
  );
}
