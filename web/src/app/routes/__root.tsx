import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '../router';
import { ForcePasswordDialog } from '../../features/auth/components/force-password-dialog';
import { ReloginDialog } from '../../features/auth/components/relogin-dialog';
import { NotFoundPage } from '../../components/ui/status-pages';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootComponent,
  notFoundComponent: NotFoundPage,
});

function RootComponent() {
  return (
    <>
      <Outlet />
      <ForcePasswordDialog />
      <ReloginDialog />
    </>
  );
}
