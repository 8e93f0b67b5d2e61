/** The screen of the current dashboard path (routes.ts); unknown paths are replaced by /dashboard. */
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { EntityForm } from '../entities/EntityForm.tsx';
import { EntityList } from '../entities/EntityList.tsx';
import { DASHBOARD, matchRoute } from '../routes.ts';
import { ChangelogScreen } from '../screens/ChangelogScreen.tsx';
import { DiscoveredScreen } from '../screens/DiscoveredScreen.tsx';
import { GlobalScreen } from '../screens/GlobalScreen.tsx';
import { HomeScreen } from '../screens/HomeScreen.tsx';
import { SubmissionReview } from '../screens/SubmissionReview.tsx';
import { SubmissionsQueue } from '../screens/SubmissionsQueue.tsx';

/** Renders the screen of the current path. */
export function ScreenRouter() {
  const [path, navigate] = useLocation();
  const route = matchRoute(path);
  useEffect(() => {
    if (route.screen === 'redirect') navigate(DASHBOARD, { replace: true });
  }, [route.screen, navigate]);
  switch (route.screen) {
    case 'home':
      return <HomeScreen />;
    case 'global':
      return <GlobalScreen />;
    case 'discovered':
      return <DiscoveredScreen />;
    case 'changelog':
      return <ChangelogScreen />;
    case 'submissions':
      return <SubmissionsQueue />;
    case 'submission':
      return <SubmissionReview key={route.id} id={route.id} />;
    case 'list':
      return <EntityList key={route.entity} entity={route.entity} />;
    case 'form':
      return (
        <EntityForm key={`${route.entity}/${route.ids?.join('/') ?? 'new'}`} entity={route.entity} ids={route.ids} />
      );
    default:
      return null;
  }
}
