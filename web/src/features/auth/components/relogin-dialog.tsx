import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { reloginStore, useReloginOpen } from '../../../lib/session';

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
    queryClient.clear();
  };

  return (
    <Dialog.Root open={open} role="alertdialog" placement="center" closeOnInteractOutside={false} closeOnEscape={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="relogin-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('relogin.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{t('relogin.message')}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button data-testid="relogin-button" onClick={() => void relogin()}>
                {t('relogin.button')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
