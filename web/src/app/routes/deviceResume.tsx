import { createFileRoute, useRouter } from '@tanstack/react-router';
import { PublicRecordPage, inspectorTarget } from '../../features/qr/components/public-record-page';
import { getToken } from '../../lib/api-client';
import { loadAllRecipes } from '../../lib/theme-recipes';

/**
 * Public (no login): the maintenance record a printed QR code opens (`/deviceResume?code=<token>`, decision 0042). "Inspector
 * login" goes to the normal login (same rules, captcha, lock) and lands on the device's details; a logged-in viewer
 * goes there at once.
 */
export const Route = createFileRoute('/deviceResume')({
  validateSearch: (search: Record<string, unknown>): { code: string } => ({ code: typeof search.code === 'string' ? search.code : '' }),
  // Beyond the first pages: every recipe first (lib/theme-recipes.ts), and the texts in the viewer's language.
  // the public pages' language code loads with them, not with the first pages (the initial JS budget, decision 0037)
  loader: () => Promise.all([loadAllRecipes(), import('../../lib/public-language').then((m) => m.loadPublicPageTranslations())]).then(() => undefined),
  component: DeviceResumeRoute,
});

function DeviceResumeRoute() {
  const { code } = Route.useSearch();
  const router = useRouter();
  const inspect = (deviceId: number | null) => {
    const target = inspectorTarget(deviceId);
    void router.navigate({ href: getToken() ? target : `/login?redirect=${encodeURIComponent(target)}` });
  };
  return <PublicRecordPage code={code} onInspectorLogin={inspect} />;
}
