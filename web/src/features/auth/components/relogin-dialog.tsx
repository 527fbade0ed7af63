import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { clearCachesAfterLogout, reloginStore, useReloginOpen } from '../../../lib/session';

/** Shown when an answer is 401 while a token existed; it cannot be dismissed, only "Re-login". */
export function ReloginDialog() {
  const { t } = useTranslation('auth');
  const open = useReloginOpen();
  const router = useRouter();
  const queryClient = useQueryClient();

  const relogin = async () => {
    const { pathname, searchStr } = router.state.location;
    const back = pathname.startsWith('/login') ? undefined : pathname + searchStr;
    reloginStore.set({ open: false });
    await router.navigate({ to: '/login', search: back && back !== '/' ? { redirect: back } : {} });
    clearCachesAfterLogout(queryClient);
  };

  return (
    <ConfirmDialog
      open={open}
      tone="warning"
      title={t('relogin.title')}
      message={t('relogin.message')}
      confirmLabel={t('relogin.button')}
      onConfirm={() => void relogin()}
      testId="relogin-dialog"
      actionTestIdPrefix="relogin"
    />
  );
}
