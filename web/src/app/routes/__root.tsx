import { Suspense } from 'react';
import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { mustChangePassword } from '@aed/shared/constants/password-status';
import type { RouterContext } from '../router';
import { getToken } from '../../lib/api-client';
import { usePasswordStatus, useReloginOpen } from '../../lib/session';
import { lazyOnDemand } from '../../lib/on-demand';
import { useNeededOnce } from '../../lib/use-needed-once';
import { NotFoundPage } from '../../components/ui/status-pages';

// The session dialogs load when first needed: most page loads never show them (docs/decisions/0037).
const ForcePasswordDialog = lazyOnDemand(() => import('../../features/auth/components/force-password-dialog').then((m) => m.ForcePasswordDialog));
const ReloginDialog = lazyOnDemand(() => import('../../features/auth/components/relogin-dialog').then((m) => m.ReloginDialog));

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootComponent,
  notFoundComponent: NotFoundPage,
});

function RootComponent() {
  // The dialogs decide themselves when they are open; these only say when their code must be there.
  const passwordDialog = useNeededOnce(mustChangePassword(usePasswordStatus()) && !!getToken());
  const reloginDialog = useNeededOnce(useReloginOpen());
  return (
    <>
      <Outlet />
      <Suspense fallback={null}>
        {passwordDialog && <ForcePasswordDialog />}
        {reloginDialog && <ReloginDialog />}
      </Suspense>
    </>
  );
}
