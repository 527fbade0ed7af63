import { useState } from 'react';
import { Button, Dialog, HStack, Icon, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuTriangleAlert } from 'react-icons/lu';
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
    <Dialog.Root open={open} onOpenChange={(d) => !d.open && onClose()} role="alertdialog" placement="center" closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="logout-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('logout.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <HStack align="flex-start" gap="3">
                <Icon color="orange.500" boxSize="6">
                  <LuTriangleAlert />
                </Icon>
                <Text>{t('logout.message')}</Text>
              </HStack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} data-testid="logout-cancel" disabled={busy}>
                {t('common:actions.cancel')}
              </Button>
              <Button colorPalette="orange" onClick={confirm} loading={busy} data-testid="logout-confirm">
                {t('logout.confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
