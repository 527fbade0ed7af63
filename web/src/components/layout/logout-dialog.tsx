import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { useLogout } from '../../lib/session';

/** Log out confirmation (warning; clicking outside does not dismiss it). */
export function LogoutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('auth');
  const logout = useLogout();
  const [busy, setBusy] = useState(false);
  const confirm = () => {
    setBusy(true);
    void logout().finally(() => {
      setBusy(false);
      onClose();
    });
  };
  return (
    <ConfirmDialog
      open={open}
      tone="warning"
      title={t('logout.title')}
      message={t('logout.message')}
      confirmLabel={t('logout.confirm')}
      cancelLabel={t('common:actions.cancel')}
      onConfirm={confirm}
      onCancel={onClose}
      busy={busy}
      testId="logout-dialog"
      actionTestIdPrefix="logout"
    />
  );
}
