import { createFileRoute, redirect } from '@tanstack/react-router';
import { getToken } from '../../lib/api-client';
import { LoginScreen } from '../login-screen';

export interface LoginSearch {
  redirect?: string;
}

export const Route = createFileRoute('/login')({
  validateSearch: (search: Record<string, unknown>): LoginSearch =>
    typeof search.redirect === 'string' && search.redirect ? { redirect: search.redirect } : {},
  // A logged-in user opening /login goes home.
  beforeLoad: () => {
    if (getToken()) throw redirect({ to: '/' });
  },
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect: target } = Route.useSearch();
  return <LoginScreen redirect={target} />;
}
