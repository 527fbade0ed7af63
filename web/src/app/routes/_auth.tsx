import { createFileRoute, redirect } from '@tanstack/react-router';
import { mustChangePassword } from '@aed/shared/constants/password-status';
import { getToken } from '../../lib/api-client';
import { loadSessionOrLogin, usePasswordStatus } from '../../lib/session';
import { AppLayout } from '../../components/layout/app-layout';
import { SHELL_SLOTS } from '../shell-slots';

/** Every route under this layout needs a token; the user info and route tree are loaded before it renders. */
export const Route = createFileRoute('/_auth')({
  beforeLoad: ({ location }) => {
    if (!getToken()) throw redirect({ to: '/login', search: { redirect: location.href } });
  },
  // Only a 401 logs out; a cancelled or failed call keeps the token (lib/session.ts).
  loader: ({ context: { queryClient }, location }) => loadSessionOrLogin(queryClient, location.href),
  component: AuthenticatedLayout,
});

/**
 * The shell, unless the password must be changed first: then the server refuses every screen's calls and the
 * forced dialog (app root) stands alone.
 */
function AuthenticatedLayout() {
  return mustChangePassword(usePasswordStatus()) ? null : <AppLayout slots={SHELL_SLOTS} />;
}
