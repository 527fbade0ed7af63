import { useState } from 'react';
import { Alert, Dialog, Portal } from '@chakra-ui/react';
import { useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PASSWORD_STATUS, mustChangePassword } from '@aed/shared/constants/password-status';
import { getToken } from '../../../lib/api-client';
import { PASSWORD_CHANGE_LOGOUT_DELAY_MS, useLogout, usePasswordStatus } from '../../../lib/session';
import { ChangePasswordForm } from './change-password-form';

/**
 * Spec section 2: when the password status cookie is 2 (expired) or 3 (initial), every route other than /login
 * shows this dialog; it cannot be dismissed. Confirm changes the password then logs out after 0.5 s;
 * Cancel logs out after 0.5 s. The server refuses every other call meanwhile (`password.changeRequired`, which sets
 * the cookie and so opens this dialog even when the status changed during the session).
 */
export function ForcePasswordDialog() {
  const { t } = useTranslation('auth');
  // Re-evaluated on every navigation (the token is read at render) and every change of the status.
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  // where the user was going (e.g. a device's details from the public record's inspector login): the next login goes on there
  const href = useRouterState({ select: (s) => s.location.href });
  useRouterState({ select: (s) => s.status });
  const logout = useLogout();
  const [leaving, setLeaving] = useState(false);

  const status = usePasswordStatus();
  const open = !pathname.startsWith('/login') && !!getToken() && mustChangePassword(status);

  const leave = () => {
    setLeaving(true);
    void logout(PASSWORD_CHANGE_LOGOUT_DELAY_MS, href).finally(() => setLeaving(false));
  };

  return (
    <Dialog.Root open={open} role="alertdialog" placement="center" closeOnInteractOutside={false} closeOnEscape={false} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="force-pwd-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('password.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Alert.Root status="warning" mb="4">
                <Alert.Indicator />
                <Alert.Title>{status === PASSWORD_STATUS.expired ? t('password.expired') : t('password.initial')}</Alert.Title>
              </Alert.Root>
              <ChangePasswordForm testIdPrefix="force-pwd" busy={leaving} onSuccess={leave} onCancel={leave} />
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
