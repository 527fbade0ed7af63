import { createFileRoute, useLocation } from '@tanstack/react-router';
import { ResetPasswordPage, tokenOfHash } from '../../features/auth/components/reset-password-page';
import { loadLoginTranslations } from '../../lib/i18n';
import { loadAllRecipes } from '../../lib/theme-recipes';

/** Public: opened from the password reset mail (`/reset-password#token=...`), logged in or not (decision 0028). */
export const Route = createFileRoute('/reset-password')({
  // Beyond the first pages: every recipe first (lib/theme-recipes.ts), and the page's texts (the login part).
  loader: () => Promise.all([loadAllRecipes(), loadLoginTranslations()]).then(() => undefined),
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const hash = useLocation({ select: (location) => location.hash });
  return <ResetPasswordPage token={tokenOfHash(hash)} />;
}
