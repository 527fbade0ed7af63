import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
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
    <ConfirmDialog
      open
      tone="danger"
      title={t('delete.title')}
      message={t('delete.message', { ids: ids.join(', '), count: ids.length })}
      confirmLabel={t('delete.confirm')}
      cancelLabel={t('delete.cancel')}
      onConfirm={confirm}
      onCancel={onClose}
      busy={remove.isPending}
      testId="config-delete-dialog"
      actionTestIdPrefix="config-delete"
    />
  );
}
