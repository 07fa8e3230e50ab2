import { Outlet } from 'react-router';
import { NavigationProgress } from './navigation-progress.tsx';
import { RouteEffects } from './route-effects.tsx';

export function RootRoute() {
  return (
    <>
      <RouteEffects />
      <NavigationProgress />
      <Outlet />
    </>
  );
}
