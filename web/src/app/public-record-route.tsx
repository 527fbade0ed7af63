import { useRouter } from '@tanstack/react-router';
import { PublicRecordPage } from '../features/qr/components/public-record-page';
import { getToken } from '../lib/api-client';
import { loadPublicPageTranslations } from '../lib/i18n';
import { loadAllRecipes } from '../lib/theme-recipes';

/** `?code=<token>` of the public record routes. */
export interface PublicRecordSearch {
  code: string;
}

/** Every recipe (beyond the first pages) and the page's texts in the viewer's language. */
export const loadPublicRecordPage = () => Promise.all([loadAllRecipes(), loadPublicPageTranslations()]).then(() => undefined);

/** Where the inspector lands: the device's details on the devices screen (or the home page when the code shows none). */
export const inspectorTarget = (deviceId: number | null) => (deviceId ? `/product/device?details=${deviceId}` : '/');

/**
 * The public maintenance record (no login, decision 0042). "Inspector login" goes to the normal login (same rules,
 * captcha, lock) with the device's details as the place to land; a logged-in viewer goes there at once.
 */
export function PublicRecordRoute({ code }: PublicRecordSearch) {
  const router = useRouter();
  const inspect = (deviceId: number | null) => {
    const target = inspectorTarget(deviceId);
    void router.navigate({ href: getToken() ? target : `/login?redirect=${encodeURIComponent(target)}` });
  };
  return <PublicRecordPage code={code} onInspectorLogin={inspect} />;
}
