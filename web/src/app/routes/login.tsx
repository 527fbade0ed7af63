import { createFileRoute, redirect } from '@tanstack/react-router';
import { getToken } from '../../lib/api-client';
import { loadLoginTranslations } from '../../lib/i18n';
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
  // The login form's texts and errors are not in the shell part (lib/locale-parts.ts): in before the page renders.
  loader: () => loadLoginTranslations(),
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect: target } = Route.useSearch();
  return <LoginScreen redirect={target} />;
}
