import { createFileRoute, isRedirect, redirect } from '@tanstack/react-router';
import { mustChangePassword } from '@aed/shared/constants/password-status';
import { getToken } from '../../lib/api-client';
import {
  authKeys,
  clearLocalSession,
  routersQueryOptions,
  setPasswordStatus,
  usePasswordStatus,
  userInfoQueryOptions,
} from '../../lib/session';
import { AppLayout } from '../../components/layout/app-layout';

/** Every route under this layout needs a token; the user info and route tree are loaded before it renders. */
export const Route = createFileRoute('/_auth')({
  beforeLoad: ({ location }) => {
    if (!getToken()) throw redirect({ to: '/login', search: { redirect: location.href } });
  },
  loader: async ({ context: { queryClient }, location }) => {
    try {
      const info = await queryClient.ensureQueryData(userInfoQueryOptions());
      setPasswordStatus(info.passwordStatus);
      await queryClient.ensureQueryData(routersQueryOptions());
    } catch (error) {
      if (isRedirect(error)) throw error;
      // No user info: logged out (the failure was already shown; a 401 also opened the re-login prompt).
      clearLocalSession();
      queryClient.removeQueries({ queryKey: authKeys.all });
      throw redirect({ to: '/login', search: { redirect: location.href } });
    }
  },
  component: AuthenticatedLayout,
});

/**
 * The shell, unless the password must be changed first: then the server refuses every screen's calls and the
 * forced dialog (app root) stands alone.
 */
function AuthenticatedLayout() {
  return mustChangePassword(usePasswordStatus()) ? null : <AppLayout />;
}
