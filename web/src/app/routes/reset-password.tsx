import { createFileRoute, useLocation } from '@tanstack/react-router';
import { ResetPasswordPage, tokenOfHash } from '../../features/auth/components/reset-password-page';

/** Public: opened from the password reset mail (`/reset-password#token=...`), logged in or not (decision 0028). */
export const Route = createFileRoute('/reset-password')({
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const hash = useLocation({ select: (location) => location.hash });
  return <ResetPasswordPage token={tokenOfHash(hash)} />;
}
