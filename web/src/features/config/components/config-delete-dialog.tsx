import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../components/ui/toaster';
import { useDeleteConfigs } from '../api/delete-config';
import { translateError } from '../utils/translate-error';

interface Props {
  ids: readonly number[];
  onClose: () => void;
  onDeleted: (ids: readonly number[]) => void;
}

/** Asks before deleting the parameters `ids`; a refusal (e.g. a built-in parameter) is shown translated. */
export function ConfigDeleteDialog({ ids, onClose, onDeleted }: Props) {
  const { t } = useTranslation('config');
  const remove = useDeleteConfigs();

  const confirm = () =>
    remove.mutate(ids, {
      onSuccess: () => {
        notifySuccess(t('toast.deleted'));
        onDeleted(ids);
        onClose();
      },
      onError: (err) => {
        notifyError(translateError(t, err));
        onClose();
      },
    });

  return (
    <Dialog.Root
      open
      role="alertdialog"
      onOpenChange={(e) => !e.open && !remove.isPending && onClose()}
      closeOnInteractOutside={false}
      size="sm"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="config-delete-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('delete.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{t('delete.message', { ids: ids.join(', '), count: ids.length })}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" data-testid="config-delete-cancel" disabled={remove.isPending} onClick={onClose}>
                {t('delete.cancel')}
              </Button>
              <Button colorPalette="red" data-testid="config-delete-confirm" loading={remove.isPending} onClick={confirm}>
                {t('delete.confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
